import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, staff, staffTokens } from '../../../db/schema';
import { emailKey } from '../../../domain/accounts/fields';
import type { Locale } from '../../../domain/locale';

export type StaffRow = typeof staff.$inferSelect;
export type StaffCodePurpose = (typeof staffTokens.$inferInsert)['purpose'];

/** A staff member signs in with their login or their e-mail address, in any case. */
export async function findStaffByLogin(db: DbOrTx, login: string): Promise<StaffRow | undefined> {
  const key = emailKey(login);
  const [row] = await db
    .select()
    .from(staff)
    .where(or(sql`lower(${staff.login}) = ${key}`, sql`lower(${staff.email}) = ${key}`))
    .limit(1);
  return row;
}

/** The language of the back office the member has open: the shop's own mails to them (the low-stock mail) are written in it. */
export async function rememberStaffLocale(db: DbOrTx, id: number, locale: Locale): Promise<void> {
  await db
    .update(staff)
    .set({ locale })
    .where(and(eq(staff.id, id), ne(staff.locale, locale)));
}

export async function updateStaffPassword(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(staff).set({ passwordHash, updatedAt: new Date() }).where(eq(staff.id, id));
}

export async function insertStaffCode(
  db: DbOrTx,
  values: { staffId: number; purpose: StaffCodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffTokens).values(values);
}

/** A code of that purpose, with its staff member, used or not, expired or not: the caller says which it was. */
export async function findStaffCode(db: DbOrTx, codeHash: string, purpose: StaffCodePurpose) {
  const [row] = await db
    .select({ id: staffTokens.id, usedAt: staffTokens.usedAt, expiresAt: staffTokens.expiresAt, staff })
    .from(staffTokens)
    .innerJoin(staff, eq(staff.id, staffTokens.staffId))
    .where(and(eq(staffTokens.codeHash, codeHash), eq(staffTokens.purpose, purpose)));
  return row;
}

/** An unused, unexpired code of that purpose, with its staff member. */
export async function findUsableStaffCode(db: DbOrTx, codeHash: string, purpose: StaffCodePurpose, now: Date) {
  const row = await findStaffCode(db, codeHash, purpose);
  return row && row.usedAt === null && row.expiresAt > now ? row : undefined;
}

/** Spends a code; false when a concurrent request spent it first. */
export async function markStaffCodeUsed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.id, id), isNull(staffTokens.usedAt)))
    .returning({ id: staffTokens.id });
  return rows.length > 0;
}

/**
 * Only the newest link works: an older mail lying in a mailbox grants nothing. Without a
 * purpose, every code of the member (once they have chosen a password, no link is needed).
 */
export async function retireStaffCodes(db: DbOrTx, staffId: number, now: Date, purpose?: StaffCodePurpose): Promise<void> {
  await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.usedAt), purpose ? eq(staffTokens.purpose, purpose) : undefined));
}

/** The sidebar's badge: paid orders nobody on the staff has opened yet (an unpaid order is not work yet), on the staff list. */
export async function countUnconsultedOrders(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    // `= false` written out, not a parameter: a plan made for any value could not use orders_unconsulted_idx.
    .where(and(sql`${orders.isConsulted} = false`, ne(orders.status, 'awaiting_payment'), isNull(orders.hiddenByStaffAt)));
  return row?.n ?? 0;
}
