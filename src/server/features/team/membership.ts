import type { Database, DbOrTx } from '../../../db/client';
import { sameEmail } from '../../../domain/accounts/fields';
import type { TeamMemberInput } from '../../../domain/staff/team-member-input';
import { teamChangeRefusal, type TeamChange } from '../../../domain/staff/team-rules';
import { isUniqueViolation } from '../../../db/unique-violation';
import { deleteStaffSessions } from '../sessions/repo';
import type { StaffRow } from '../staff/repo';
import { queueInvitation, type InvitationContext, type TeamContext } from './invitation';
import { cannotDeleteSelf, emailTaken, lastAdministrator, loginTaken, memberNotFound, noLongerAdministrator } from './refusals';
import { deleteMember, insertMember, lockAdministrators, lockMember, takenIdentifiers, updateMember } from './repo';

/**
 * Adding, editing and deleting team members (spec back-office sections 2, 3 and 7). Each runs in
 * one transaction that first locks the administrators' rows (ADR 21): changes that could take
 * the last administrator away run one after the other, and each re-reads who the
 * administrators are, the caller included (they may have been demoted a moment ago).
 */

/** What an edit did besides saving, for the administrator's notice. */
export type EditOutcome = { sessionsEnded: boolean; invitationSent: boolean };

async function lockTeam(tx: DbOrTx, actorId: number): Promise<number[]> {
  const admins = await lockAdministrators(tx);
  if (!admins.includes(actorId)) throw noLongerAdministrator();
  return admins;
}

/** The member who is changed, locked, and whether the change is allowed. */
async function lockTarget(tx: DbOrTx, id: number, change: TeamChange, actorId: number, admins: number[]): Promise<StaffRow> {
  const target = await lockMember(tx, id);
  if (!target) throw memberNotFound();
  const refusal = teamChangeRefusal(actorId, target, change, admins);
  if (refusal === 'last_admin') throw lastAdministrator(change.kind === 'delete' ? 'delete' : 'demote');
  if (refusal === 'own_account') throw cannotDeleteSelf();
  return target;
}

/** A login or an address another member has is refused naming the field: read first, and from the unique indexes when two saves race. */
async function withFreeIdentifiers<T>(tx: DbOrTx, input: TeamMemberInput, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
  const taken = await takenIdentifiers(tx, input, exceptId);
  if (taken.login) throw loginTaken();
  if (taken.email) throw emailTaken();
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'staff_login_unique')) throw loginTaken();
    if (isUniqueViolation(error, 'staff_email_unique')) throw emailTaken();
    throw error;
  }
}

/**
 * Adds a member without a password and queues their invitation, in the caller's transaction
 * (which holds the administrators' lock). Answers their id and their invitation link.
 */
export async function addInvitedMember(tx: DbOrTx, input: TeamMemberInput, context: InvitationContext): Promise<{ id: number; link: string }> {
  const member = await withFreeIdentifiers(tx, input, undefined, () => insertMember(tx, input));
  return { id: member.id, link: await queueInvitation(tx, member, context) };
}

/** A new member, without a password: their invitation mail is queued with them. Answers their id. */
export async function createMember(db: Database, input: TeamMemberInput, context: TeamContext): Promise<number> {
  return db.transaction(async (tx) => {
    await lockTeam(tx, context.actor.id);
    return (await addInvitedMember(tx, input, context)).id;
  });
}

/**
 * Saves a member's fields. A new role ends every session they have: their next request is
 * refused and they sign in again with the rights of their new role. A member still invited
 * who gets a new address is invited again there (the first link names the old one).
 */
export async function editMember(db: Database, id: number, input: TeamMemberInput, context: TeamContext): Promise<EditOutcome> {
  return db.transaction(async (tx) => {
    const admins = await lockTeam(tx, context.actor.id);
    const before = await lockTarget(tx, id, { kind: 'role', to: input.role }, context.actor.id, admins);
    await withFreeIdentifiers(tx, input, id, () => updateMember(tx, id, input));
    const sessionsEnded = before.role !== input.role;
    if (sessionsEnded) await deleteStaffSessions(tx, id);
    const invitationSent = before.passwordHash === null && !sameEmail(before.email, input.email);
    if (invitationSent) await queueInvitation(tx, { id, ...input }, context);
    return { sessionsEnded, invitationSent };
  });
}

/**
 * Deletes a member: their sessions and links go with them (the foreign keys cascade), and what
 * they did stays on record without their name (orders' timelines, invoices, mails, pictures,
 * articles: set null), as their personal data leaves with them.
 */
export async function removeMember(db: Database, id: number, context: TeamContext): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await lockTeam(tx, context.actor.id);
    await lockTarget(tx, id, { kind: 'delete' }, context.actor.id, admins);
    await deleteMember(tx, id);
  });
}
