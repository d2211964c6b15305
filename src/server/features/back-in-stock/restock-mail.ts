import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { backInStockAlerts, colors, products, sizes } from '../../../db/schema';
import { readShopIdentity } from '../../mail/outbox';
import { shopPublicUrl } from '../../mail/public-url';
import { renderMail, type RenderedMail } from '../../mail/render';
import { productVariantLink } from './links';
import { variantNameColumns, variantNames } from './repo';

/**
 * The mail of a request whose variant is back. The stock trigger wrote its outbox row without
 * a body (SQL cannot render the shop's mails), so the worker renders it here when it sends it,
 * in the subscriber's language, with the product's names as they are then. The row cascades
 * from its request, which cascades from the product, colour and size: they are there.
 */
export async function renderRestockMail(db: Database, alertId: number): Promise<RenderedMail> {
  const [alert] = await db
    .select({
      locale: backInStockAlerts.locale,
      productId: backInStockAlerts.productId,
      colorId: backInStockAlerts.colorId,
      sizeId: backInStockAlerts.sizeId,
      ...variantNameColumns,
    })
    .from(backInStockAlerts)
    .innerJoin(products, eq(products.id, backInStockAlerts.productId))
    .innerJoin(colors, eq(colors.id, backInStockAlerts.colorId))
    .innerJoin(sizes, eq(sizes.id, backInStockAlerts.sizeId))
    .where(eq(backInStockAlerts.id, alertId));
  if (!alert) throw new Error(`back-in-stock request ${alertId} is gone`);
  const shop = await readShopIdentity(db, alert.locale);
  const data = { ...variantNames(alert, alert.locale), link: productVariantLink(shopPublicUrl(), alert, alert.locale) };
  return renderMail({ template: 'back-in-stock', data }, alert.locale, shop);
}
