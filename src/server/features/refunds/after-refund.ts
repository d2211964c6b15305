import type { Transaction } from '../../../db/client';
import type { refunds } from '../../../db/schema';
import { POLICY_BANK_DAYS } from '../../../domain/orders/refund-rules';
import { mailedOrder, queueOrderMail } from '../after-sale/order-mail';

/** What a settled refund tells the customer, in the transaction that records it. */
export async function afterRefundSettled(tx: Transaction, refund: typeof refunds.$inferSelect, now: Date): Promise<void> {
  const order = await mailedOrder(tx, refund.orderId, now);
  await queueOrderMail(
    tx,
    order,
    {
      template: 'order-refunded',
      data: {
        firstName: order.firstName,
        orderNumber: order.number,
        amountCents: refund.amountCents,
        reason: refund.reason,
        bankDays: POLICY_BANK_DAYS,
        ...order.links,
      },
    },
    refund.staffId,
  );
}
