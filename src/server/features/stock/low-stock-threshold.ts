import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { settings } from '../../../db/schema';
import { LOW_STOCK_THRESHOLD_KEY, lowStockThresholdOf } from '../../../domain/stock/low-stock';

/** The site's low-stock threshold, read where it is used: the products list, the dashboard and the morning mail flag the same variants. */
export async function readLowStockThreshold(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, LOW_STOCK_THRESHOLD_KEY));
  return lowStockThresholdOf(row?.value);
}
