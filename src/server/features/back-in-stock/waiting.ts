import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { backInStockAlerts } from '../../../db/schema';

export type WaitingCount = { colorId: number; sizeId: number; count: number };

/** How many confirmed requests wait for each variant of a product (the back office's product form); one query on their index. */
export async function countWaiting(db: DbOrTx, productId: number): Promise<WaitingCount[]> {
  return db
    .select({ colorId: backInStockAlerts.colorId, sizeId: backInStockAlerts.sizeId, count: count() })
    .from(backInStockAlerts)
    .where(and(eq(backInStockAlerts.productId, productId), isNull(backInStockAlerts.notifiedAt), isNotNull(backInStockAlerts.confirmedAt)))
    .groupBy(backInStockAlerts.colorId, backInStockAlerts.sizeId);
}
