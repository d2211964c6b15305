import type { Database } from '../../../db/client';
import { mayWithdraw } from '../../../domain/orders/withdrawal';
import type { WithdrawalLookupInput } from '../../../domain/orders/withdrawal-form';
import { mayMailVisitorRecipient } from '../../mail';
import { mailedOrder, queueOrderMail } from '../after-sale/order-mail';
import { orderOfLookup } from './repo';

/**
 * The lookup page (/retractation) for whoever has no account or no mail at hand: an order
 * number and its e-mail. It never shows the order: on a match, it mails a withdrawal link to
 * the order's own address, and the page answers the same sentence whether anything matched or
 * not (ADR 28). Knowing someone's order number and address is thus not enough to read their
 * order, nor to withdraw from it in their name, nor to learn that it exists.
 */
export async function lookUpWithdrawal(db: Database, input: WithdrawalLookupInput, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await orderOfLookup(tx, input.orderNumber, input.email);
    // An order past its period, cancelled or withdrawn already gets no link: its page could do nothing.
    if (!order || !mayWithdraw(order, now)) return;
    // A per-address cap like the account mails a visitor can cause, with its own budget (the address typed is the order’s, case aside).
    if (!(await mayMailVisitorRecipient(tx, input.email, 'withdrawal', now))) return;
    const mailed = await mailedOrder(tx, order.id, now);
    await queueOrderMail(tx, mailed, {
      template: 'withdrawal-link',
      data: { firstName: mailed.firstName, orderNumber: mailed.number, ...mailed.links },
    });
  });
}
