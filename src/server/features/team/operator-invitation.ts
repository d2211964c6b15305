import { z } from 'zod';
import type { Database } from '../../../db/client';
import { DEFAULT_COUNTRY } from '../../../domain/addresses/countries';
import { isPlainText } from '../../../domain/plain-text';
import { TEAM_MEMBER_MAX_LENGTHS, type TeamMemberInput } from '../../../domain/staff/team-member-input';
import { addInvitedMember } from './membership';
import { lockAdministrators } from './repo';

/**
 * The operator's way into a shop's back office (ADR 26): `npm run invite-admin` adds an
 * administrator and their invitation exactly as the team page does (ADR 21), with nobody as the
 * inviter. A shop started empty has no staff, so nobody could add one from the team page.
 */
export const INVITE_ADMIN_COMMAND = 'npm run invite-admin -- <email> [first name] [last name]';

const text = (field: string, max: number) =>
  z
    .string(`${field} is missing`)
    .trim()
    .max(max, `${field} is longer than ${max} characters`)
    .refine(isPlainText, `${field} holds control or direction characters`);

/** What the operator types; messages in English, for the operator's terminal. */
export const administratorToInviteSchema = z.object({
  email: text('The e-mail address', TEAM_MEMBER_MAX_LENGTHS.email).pipe(z.email('The first argument must be an e-mail address')),
  firstName: text('The first name', TEAM_MEMBER_MAX_LENGTHS.firstName).optional(),
  lastName: text('The last name', TEAM_MEMBER_MAX_LENGTHS.lastName).optional(),
});

export type AdministratorToInvite = z.output<typeof administratorToInviteSchema>;

/** `<email> [first name] [last name…]`: the words after the first name make the last name (`de La Tour`). */
export function administratorFromArguments(args: readonly string[]): z.ZodSafeParseResult<AdministratorToInvite> {
  const [email, firstName, ...lastName] = args;
  return administratorToInviteSchema.safeParse({ email, firstName, lastName: lastName.length > 0 ? lastName.join(' ') : undefined });
}

/**
 * Adds an administrator who chooses their password from the invitation link (answered, and
 * mailed through the outbox), signs in with their address, and completes their card (names,
 * phone) on the team page, whose form asks for what is missing. Without a first name the
 * address's local part greets them. An address or login already in the team is refused as on
 * the team page (HttpError `email_taken` or `login_taken`), nothing written. The mail is in
 * French, the back office's language for whoever has not chosen another.
 */
export async function inviteAdministrator(db: Database, who: AdministratorToInvite, publicUrl: string): Promise<{ id: number; link: string }> {
  const member: TeamMemberInput = {
    email: who.email,
    login: who.email,
    role: 'admin',
    firstName: who.firstName || who.email.split('@')[0]!,
    lastName: who.lastName ?? '',
    phone: '',
    line1: '',
    line2: '',
    zip: '',
    city: '',
    country: DEFAULT_COUNTRY,
  };
  return db.transaction(async (tx) => {
    // The team page's changes take this lock first (ADR 21): this one queues with them.
    await lockAdministrators(tx);
    return addInvitedMember(tx, member, { actor: null, locale: 'fr', publicUrl });
  });
}

/** The line a shop without staff logs at start, so that its operator knows how to get in. */
export function noStaffAdvice(database: 'pglite' | 'postgres'): string {
  return (
    `No staff account: nobody can sign in to the back office (/back/login). Invite the first administrator with ${INVITE_ADMIN_COMMAND}` +
    (database === 'pglite'
      ? ', with this shop stopped (the command opens the embedded database, which one process at a time may have open), then start it again.'
      : ", with this shop's settings (DATABASE_URL, PUBLIC_URL), while it runs.")
  );
}
