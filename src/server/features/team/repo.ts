import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { staff, staffTokens } from '../../../db/schema';
import type { TeamMemberInput } from '../../../domain/staff/team-member-input';
import type { StaffRow } from '../staff/repo';

/**
 * The newest unused invitation link's expiry (even past), one subquery per row of a list of a
 * few members. Written out: drizzle would name the outer `id` without its table, which inside
 * the subquery means the token's.
 */
const invitationExpiresAt = sql<Date | null>`(
  select max(t.expires_at) from staff_tokens t
  where t.staff_id = "staff"."id" and t.purpose = 'invitation' and t.used_at is null
)`.mapWith(staffTokens.expiresAt);

const memberColumns = {
  id: staff.id,
  lastName: staff.lastName,
  firstName: staff.firstName,
  email: staff.email,
  phone: staff.phone,
  login: staff.login,
  line1: staff.line1,
  line2: staff.line2,
  zip: staff.zip,
  city: staff.city,
  country: staff.country,
  role: staff.role,
  invitationPending: sql<boolean>`${staff.passwordHash} is null`.mapWith(Boolean),
  invitationExpiresAt,
};

/** The whole team, by last name then first name (case and accents ignored as far as the database collation goes). */
export async function listMembers(db: DbOrTx) {
  return db
    .select(memberColumns)
    .from(staff)
    .orderBy(asc(sql`lower(${staff.lastName})`), asc(sql`lower(${staff.firstName})`), asc(staff.id));
}

export async function findMember(db: DbOrTx, id: number) {
  const [row] = await db.select(memberColumns).from(staff).where(eq(staff.id, id));
  return row;
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** How many members the team has, invited ones included. */
export async function countMembers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return row!.n;
}

/**
 * Locks every administrator's row, in id order, and answers their ids. Every change that could
 * leave the shop without an administrator (a demotion, a deletion) takes this lock first, so
 * two of them at once run one after the other, and the second sees what the first did (ADR 21).
 */
export async function lockAdministrators(tx: DbOrTx): Promise<number[]> {
  const rows = await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'admin')).orderBy(asc(staff.id)).for('update');
  return rows.map((row) => row.id);
}

/** A member's row, locked until the transaction ends. */
export async function lockMember(tx: DbOrTx, id: number): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

/** Which of a login and an address other members already have, case ignored (`exceptId`: the member being edited). */
export async function takenIdentifiers(db: DbOrTx, input: Pick<TeamMemberInput, 'login' | 'email'>, exceptId?: number) {
  const [row] = await db
    .select({
      login: sql<boolean>`coalesce(bool_or(lower(${staff.login}) = lower(${input.login})), false)`,
      email: sql<boolean>`coalesce(bool_or(lower(${staff.email}) = lower(${input.email})), false)`,
    })
    .from(staff)
    .where(exceptId === undefined ? undefined : sql`${staff.id} <> ${exceptId}`);
  return { login: row?.login === true, email: row?.email === true };
}

/** A new member, without a password until they accept their invitation. */
export async function insertMember(db: DbOrTx, input: TeamMemberInput): Promise<StaffRow> {
  const [row] = await db
    .insert(staff)
    .values({ ...input, passwordHash: null })
    .returning();
  return row!;
}

export async function updateMember(db: DbOrTx, id: number, input: TeamMemberInput): Promise<void> {
  await db
    .update(staff)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(staff.id, id));
}

/** Sessions and codes go with the row (cascade); what the member did stays, without their name (set null). */
export async function deleteMember(db: DbOrTx, id: number): Promise<void> {
  await db.delete(staff).where(eq(staff.id, id));
}
