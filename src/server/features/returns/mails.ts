import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderLines, returnLines, returns } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { namedIn } from '../../../domain/orders/line-names';
import { POLICY_BANK_DAYS } from '../../../domain/orders/refund-rules';
import type { AfterSaleLine } from '../../mail/after-sale/templates';
import { mailedOrder, queueOrderMail } from '../after-sale/order-mail';
import { shopReturnAddress } from '../after-sale/return-address';
import { lineNameColumns } from '../orders/line-name-columns';
import { guestFollowUpLink } from './return-links';

/** The units of a return as the after-sale mails list them, named in the mail's language. */
async function returnedLines(db: DbOrTx, returnId: number, locale: Locale): Promise<AfterSaleLine[]> {
  const lines = await db
    .select({ ...lineNameColumns, sizeName: orderLines.sizeName, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returnLines.returnId, returnId))
    .orderBy(returnLines.id);
  return lines.map((line) => namedIn(line, locale));
}

/** The order as its return mails address it: a guest, who has no order page, gets a signed link to the return page instead. */
async function returnMailOrder(tx: DbOrTx, orderId: number, now: Date) {
  const order = await mailedOrder(tx, orderId, now);
  if (order.customerId !== null) return order;
  return { ...order, links: { ...order.links, orderLink: await guestFollowUpLink(tx, orderId, now) } };
}

/** 'return-requested': what to send back, and where. In the caller's transaction. */
export async function mailReturnRequested(tx: DbOrTx, orderId: number, returnId: number, now: Date, staffId?: number | null): Promise<void> {
  const order = await returnMailOrder(tx, orderId, now);
  const data = {
    firstName: order.firstName,
    orderNumber: order.number,
    lines: await returnedLines(tx, returnId, order.locale),
    returnAddress: await shopReturnAddress(tx, order.locale),
    ...order.links,
  };
  await queueOrderMail(tx, order, { template: 'return-requested', data }, staffId);
}

/** 'return-received': the parcel arrived, the refund follows. */
export async function mailReturnReceived(tx: DbOrTx, orderId: number, returnId: number, now: Date, staffId: number): Promise<void> {
  const order = await returnMailOrder(tx, orderId, now);
  const data = { firstName: order.firstName, orderNumber: order.number, lines: await returnedLines(tx, returnId, order.locale), ...order.links };
  await queueOrderMail(tx, order, { template: 'return-received', data }, staffId);
}

/** 'return-refunded': the units, and the refund item by item (items, delivery, fee, total). */
export async function mailReturnRefunded(tx: DbOrTx, returnId: number, amountCents: number, now: Date, staffId: number | null): Promise<void> {
  const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId));
  if (!ret) throw new Error(`Return ${returnId} not found for its mail`);
  const order = await returnMailOrder(tx, ret.orderId, now);
  const data = {
    firstName: order.firstName,
    orderNumber: order.number,
    lines: await returnedLines(tx, returnId, order.locale),
    itemsCents: ret.itemsCents ?? 0,
    shippingCents: ret.shippingCents ?? 0,
    feeCents: ret.feeCents ?? 0,
    amountCents,
    bankDays: POLICY_BANK_DAYS,
    ...order.links,
  };
  await queueOrderMail(tx, order, { template: 'return-refunded', data }, staffId);
}
