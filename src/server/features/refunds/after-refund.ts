import type { Transaction } from '../../../db/client';
import type { refunds } from '../../../db/schema';
import { POLICY_BANK_DAYS } from '../../../domain/orders/refund-rules';
import { mailedOrder, queueOrderMail } from '../after-sale/order-mail';
import { settleReturnRefund } from '../returns/refund-settled';

/** What a settled refund tells the customer, in the transaction that records it. */
export async function afterRefundSettled(tx: Transaction, refund: typeof refunds.$inferSelect, now: Date): Promise<void> {
  // A return's refund settles its return and is told item by item ('return-refunded').
  if (refund.reason === 'return' && refund.returnId !== null) return settleReturnRefund(tx, refund, now);
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
