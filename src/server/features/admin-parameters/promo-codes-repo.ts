import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { orders, promoCodes } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { promoStatus, type PromoCodeInput, type PromoStatus } from '../../../domain/pricing/promo-code-input';
import { parameterNotFound, stillUsed } from './refusals';
import { refuseTakenNames, withUniqueName } from './taken-names';
import { promoCodeUses } from './usage-repo';

/**
 * Promo codes as administrators keep them. The cart reads them from the database at every
 * change (GUIDE 3.6), so nothing is cached to refresh: a code saved here applies in the next
 * cart answer, on every instance.
 */
export type PromoCodeRow = {
  id: number;
  code: string;
  type: 'rate' | 'fixed';
  /** rate: whole percent; fixed: cents. */
  value: number;
  startsOn: string;
  endsOn: string;
  isActive: boolean;
  singleUse: boolean;
  /** Today, in Paris: what a customer typing it now would get. */
  status: PromoStatus;
  /** Orders placed with it (paid or not). */
  orders: number;
};

const { createdAt: _createdAt, ...stored } = getTableColumns(promoCodes);
const columns = {
  ...stored,
  orders: sql<number>`(select count(*) from ${orders} where upper(${orders.promoCode}) = ${promoCodes.code})`.mapWith(Number),
};

type Row = Omit<PromoCodeRow, 'status'>;
const withStatus =
  (today: string) =>
  (row: Row): PromoCodeRow => ({ ...row, status: promoStatus(row, today) });

async function one(db: DbOrTx, id: number, today: string): Promise<PromoCodeRow> {
  const [row] = await db.select(columns).from(promoCodes).where(eq(promoCodes.id, id));
  if (!row) throw parameterNotFound();
  return withStatus(today)(row);
}

/** The newest first. */
export async function listPromoCodes(db: DbOrTx, today: string): Promise<PromoCodeRow[]> {
  const rows = await db.select(columns).from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return rows.map(withStatus(today));
}

export function createPromoCode(db: Database, input: PromoCodeInput, today: string): Promise<PromoCodeRow> {
  return withUniqueName(
    () =>
      db.transaction(async (tx) => {
        await refuseTakenNames(tx, promoCodes, promoCodes.id, [{ field: 'code', column: promoCodes.code, value: input.code }]);
        const [row] = await tx.insert(promoCodes).values(input).returning({ id: promoCodes.id });
        return one(tx, row!.id, today);
      }),
    'promo_codes_code_unique',
    'code',
  );
}

/** Switches a code on or off: carts holding it are told at their next change that it no longer applies. */
export async function setPromoCodeActive(db: Database, id: number, isActive: boolean, today: string): Promise<PromoCodeRow> {
  const changed = await db.update(promoCodes).set({ isActive }).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id });
  if (changed.length === 0) throw parameterNotFound();
  return one(db, id, today);
}

/**
 * Deletes a code no order carries (carts holding it simply lose it). A code orders carry is
 * refused with their numbers: orders keep their discount whatever happens to the code, but the
 * code's uses (single-use codes count per customer) and the orders' search by code would lose
 * their meaning if a new code took its name (ADR 17). Switching it off is the way to stop it.
 */
export async function deletePromoCode(db: Database, id: number, locale: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    const [code] = await tx.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!code) throw parameterNotFound();
    const uses = await promoCodeUses(tx, code.code);
    if (uses.total > 0) throw stillUsed('promoCodeInUse', uses, locale);
    await tx.delete(promoCodes).where(eq(promoCodes.id, id));
  });
}
