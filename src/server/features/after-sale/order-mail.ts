import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderLines, orders } from '../../../db/schema';
import { namedIn } from '../../../domain/orders/line-names';
import type { AfterSaleLine, OrderLinks } from '../../mail/after-sale/templates';
import { enqueueMail, type MailToQueue } from '../../mail';
import { lineNameColumns } from '../orders/line-name-columns';
import { orderLinksFor } from './order-links';

/** What every after-sale mail needs to know of its order. */
export type MailedOrder = {
  id: number;
  number: string;
  email: string;
  locale: 'fr' | 'en';
  firstName: string;
  customerId: number | null;
  lines: AfterSaleLine[];
  links: OrderLinks;
};

/** The order as its after-sale mails address it (billing first name, the order's e-mail and language, its lines named in it) and their links. */
export async function mailedOrder(db: DbOrTx, orderId: number, now = new Date()): Promise<MailedOrder> {
  const [[order], lines] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        email: orders.email,
        locale: orders.locale,
        billing: orders.billingAddress,
        customerId: orders.customerId,
        status: orders.status,
        deliveredAt: orders.deliveredAt,
        withdrawnAt: orders.withdrawnAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({ ...lineNameColumns, sizeName: orderLines.sizeName, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id)),
  ]);
  if (!order) throw new Error(`Order ${orderId} not found for its mail`);
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    locale: order.locale,
    firstName: order.billing.firstName,
    customerId: order.customerId,
    lines: lines.map((line) => namedIn(line, order.locale)),
    links: await orderLinksFor(db, order, now),
  };
}

type OrderMailRequest = Pick<MailToQueue, 'template' | 'data'>;

/** Queues a mail about the order to its customer, in the order's language, in the caller's transaction. */
export async function queueOrderMail(db: DbOrTx, order: MailedOrder, request: OrderMailRequest, staffId?: number | null): Promise<void> {
  await enqueueMail(db, { ...request, to: order.email, locale: order.locale, orderId: order.id, staffId: staffId ?? undefined } as MailToQueue);
}
