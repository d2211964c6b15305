import type { Database, DbOrTx } from '../../../db/client';
import { sameEmail } from '../../../domain/accounts/fields';
import type { Locale } from '../../../domain/locale';
import { staffInvitationLink } from '../../../domain/staff/links';
import type { SessionStaff, StaffRole } from '../../../domain/staff/staff';
import { INVITATION_LIFETIME_MS } from '../../../domain/staff/team';
import { enqueueMail } from '../../mail';
import { hashToken, newToken } from '../../security/tokens';
import { setStaffPasswordWithCode } from '../staff/password-reset';
import { findStaffCode, insertStaffCode, retireStaffCodes, type StaffRow } from '../staff/repo';
import { alreadyActive, invitationRefused, memberNotFound } from './refusals';
import { lockMember } from './repo';

/**
 * Who invites (an administrator, or nobody: the operator's `npm run invite-admin`, ADR 26), and
 * in which language and site the invitation is written.
 */
export type InvitationContext = { actor: SessionStaff | null; locale: Locale; publicUrl: string };

/** Who acts on the team (an administrator), and in which language and site the mails they cause are written. */
export type TeamContext = InvitationContext & { actor: SessionStaff };

type Invited = { id: number; email: string; firstName: string; login: string; role: StaffRole };

/**
 * Mails a member the link to choose their password (ADR 21), in the transaction that adds them
 * or changes their address: single-use, hashed, valid a week; it replaces any earlier one.
 * Staff have no stored language: the mail is in the language of the administrator's page.
 * Answers the link, which the operator's command prints.
 */
export async function queueInvitation(tx: DbOrTx, member: Invited, { actor, locale, publicUrl }: InvitationContext): Promise<string> {
  const now = new Date();
  await retireStaffCodes(tx, member.id, now, 'invitation');
  const code = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  await insertStaffCode(tx, { staffId: member.id, purpose: 'invitation', codeHash: hashToken(code), expiresAt });
  const link = staffInvitationLink(publicUrl, code, expiresAt, member.email);
  await enqueueMail(tx, {
    to: member.email,
    locale,
    template: 'staff-invitation',
    staffId: actor?.id,
    data: {
      firstName: member.firstName,
      inviter: actor ? `${actor.firstName} ${actor.lastName}` : null,
      role: member.role,
      login: member.login,
      link,
      validForDays: INVITATION_LIFETIME_MS / 86_400_000,
    },
  });
  return link;
}

/** A new link for a member who has not chosen a password yet (the first one expired, or never arrived). */
export async function resendInvitation(db: Database, id: number, context: TeamContext): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    if (!member) throw memberNotFound();
    if (member.passwordHash !== null) throw alreadyActive();
    await queueInvitation(tx, member, context);
  });
}

/**
 * The member's first password, from their invitation link, once: they are who the link was
 * mailed to. A link already used (or replaced by a newer one) and an expired link are refused,
 * each with what to do.
 */
export async function acceptInvitation(db: Database, input: { email: string; code: string; password: string }): Promise<StaffRow> {
  const found = await findStaffCode(db, hashToken(input.code), 'invitation');
  if (!found || !sameEmail(found.staff.email, input.email)) throw invitationRefused('invalid');
  if (found.usedAt !== null) throw invitationRefused('used');
  if (found.expiresAt <= new Date()) throw invitationRefused('expired');
  await setStaffPasswordWithCode(db, found, input.password, () => invitationRefused('used'));
  return found.staff;
}
