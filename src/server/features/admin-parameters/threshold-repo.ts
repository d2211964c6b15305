import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { settings } from '../../../db/schema';
import { freeDeliveryThresholdEuros } from '../../../domain/settings';

/** The spec's key of the free-delivery threshold (back-office section 3). */
const KEY = 'thresholdAmount';

/** Whole euros; 0 when there is no free delivery. */
export async function readFreeDeliveryThreshold(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return freeDeliveryThresholdEuros({ thresholdAmount: row?.value });
}

export async function saveFreeDeliveryThreshold(db: DbOrTx, euros: number, now: Date): Promise<void> {
  const value = String(euros);
  await db
    .insert(settings)
    .values({ key: KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now }, setWhere: sql`${settings.value} is distinct from ${value}` });
}
