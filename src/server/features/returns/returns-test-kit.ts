import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../../tests/helpers/app';
import { insertOrder, type OrderFixture } from '../../../../tests/helpers/orders';
import { orders, payments, returnLines, returns } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import { insertSettings } from '../../../../tests/helpers/factories';

/** What the returns' API tests share: delivered, paid orders written straight into the tables, and calls as each side. */

const DAY_MS = 86_400_000;

/**
 * A paid order marked delivered `deliveredDaysAgo` days ago (the staff's "Livrée" is another
 * feature's), with its succeeded payment through the test provider, so it can be refunded.
 */
export async function deliveredOrder(t: TestApp, fixture: OrderFixture & { deliveredDaysAgo?: number } = {}) {
  const { deliveredDaysAgo = 3, ...rest } = fixture;
  const order = await insertOrder(t.db, { ...rest, status: 'delivered' });
  const deliveredAt = new Date(Date.now() - deliveredDaysAgo * DAY_MS);
  await t.db
    .update(orders)
    .set({ shippedAt: new Date(deliveredAt.getTime() - DAY_MS), deliveredAt, carrier: 'colissimo', trackingNumber: '6A12345678901' })
    .where(eq(orders.id, order.id));
  await t.db
    .insert(payments)
    .values({ orderId: order.id, provider: 'test', providerRef: `test_pi_${order.number}`, status: 'succeeded', amountCents: order.totalCents });
  return order;
}

/** The shop's contact address, which return mails give as where to send the parcel. */
export async function withShopAddress(t: TestApp): Promise<void> {
  const keys = ['name company', 'address contact', 'zip contact', 'City contact', 'country contact'] as const;
  await insertSettings(t.db, Object.fromEntries(keys.map((key) => [key, DEMO_SETTINGS[key]!])));
}

type Method = 'GET' | 'POST';

/** A call as the customer whose session `cookie` carries (from the shop's own origin). */
export const asCustomer = (
  t: TestApp,
  cookie: string | undefined,
  method: Method,
  url: string,
  payload?: object,
  lang = 'fr',
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/store${url}?lang=${lang}`, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

/** A call to the back office as the staff member whose session `cookie` carries. */
export const asStaff = (t: TestApp, cookie: string, method: Method, url: string, payload?: object, lang = 'fr'): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: `/api/admin${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload }),
  });

/** A return written straight into the tables, as the withdrawal feature (or an earlier request) leaves one. */
export async function insertReturn(
  t: TestApp,
  orderId: number,
  reason: typeof returns.$inferInsert.reason,
  lines: { orderLineId: number; quantity: number }[],
  status: typeof returns.$inferInsert.status = 'requested',
) {
  const [row] = await t.db
    .insert(returns)
    .values({ orderId, reason, status, receivedAt: status === 'requested' ? null : new Date() })
    .returning();
  await t.db.insert(returnLines).values(lines.map((line) => ({ returnId: row!.id, ...line })));
  return row!;
}
