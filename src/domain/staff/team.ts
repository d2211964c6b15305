import type { TeamMemberFormValues } from './team-member-input';
import type { StaffRole } from './staff';

/** A member of the team as the team API gives it to administrators (never their password, nor whether they have one beyond "invited"). */
export type TeamMember = {
  id: number;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  login: string;
  line1: string;
  line2: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2 code, named in the viewer's language. */
  country: string;
  role: StaffRole;
  /** Invited, and has not chosen a password yet: they cannot sign in until they do. */
  invitationPending: boolean;
  /** When the newest invitation link stops working (ISO 8601); null when no unused link is left. */
  invitationExpiresAt: string | null;
  /** The administrator looking at the list. */
  isYou: boolean;
};

/**
 * How long an invitation link works: a week, since a new member may not read their mail the
 * day they are added. It sets the password of an account nobody uses yet, so it risks less than
 * a reset link (an hour).
 */
export const INVITATION_LIFETIME_MS = 7 * 24 * 3_600_000;

/** The edition form's starting values: the member as saved. */
export function teamMemberFormFrom(member: TeamMember): TeamMemberFormValues {
  const { lastName, firstName, email, phone, login, line1, line2, zip, city, country, role } = member;
  return { lastName, firstName, email, phone, login, line1, line2, zip, city, country, role };
}
