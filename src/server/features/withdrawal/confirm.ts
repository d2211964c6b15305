import type { SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { orderEvents } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { dayLabel } from '../../../domain/sales/paris-calendar';
import { decideWithdrawal, parisDateAndTime, sendBackLastDay, type WithdrawalRefusal } from '../../../domain/orders/withdrawal';
import type { WithdrawalInput } from '../../../domain/orders/withdrawal-form';
import type { WithdrawalReceipt } from '../../../domain/orders/withdrawal-view';
import { translatorFor } from '../../../i18n/instance';
import { enqueueMail } from '../../mail';
import { HttpError } from '../../errors';
import { mailedOrder } from '../after-sale/order-mail';
import { shopReturnAddress } from '../after-sale/return-address';
import { lockOrder, openWithdrawalReturn, recordWithdrawal, type LockedOrder } from './repo';

export const orderNotFound = () => new HttpError(404, 'order_not_found', 'orders:errors.notFound');

/** The refusals a person can meet; 'alreadyWithdrawn' is no refusal: it answers the receipt again. */
function refused(reason: Exclude<WithdrawalRefusal, 'alreadyWithdrawn'>): HttpError {
  if (reason === 'periodOver') return new HttpError(409, 'withdrawal_period_over', 'orders:withdrawal.errors.periodOver');
  if (reason === 'cancelled') return new HttpError(409, 'order_cancelled', 'orders:withdrawal.errors.cancelled');
  return new HttpError(409, 'order_not_paid', 'orders:withdrawal.errors.notPaid');
}

/** The goods have left the shop (even if the shipping was corrected away since): they come back through a return. */
const goodsLeft = (order: LockedOrder) => order.shippedAt !== null || order.status === 'shipped' || order.status === 'delivered';

/**
 * The customer withdraws from the order `where` names, in one transaction that locks it:
 * the withdrawal is recorded with the receipt's name and e-mail, the timeline says so, a return
 * of every unit is opened when the goods have left (staff cancel and refund an order that has
 * not), and the acknowledgement is queued to the e-mail given, in the order's language. A
 * second confirmation changes nothing and answers the first one's receipt.
 */
export async function confirmWithdrawal(
  db: Database,
  where: SQL,
  input: WithdrawalInput,
  locale: Locale,
  now = new Date(),
): Promise<WithdrawalReceipt> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, where);
    if (!order) throw orderNotFound();
    const decision = decideWithdrawal(order, now);
    if (!decision.ok && decision.reason !== 'alreadyWithdrawn') throw refused(decision.reason);
    if (!decision.ok) return receipt(order, order.withdrawnAt!, order.withdrawalEmail ?? input.email, true, locale);

    await recordWithdrawal(tx, order.id, input, now);
    const returnId = goodsLeft(order) ? await openWithdrawalReturn(tx, order.id, now) : null;
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'withdrawn', returnId, createdAt: now });
    await queueAcknowledgement(tx, order, input, now);
    return receipt(order, now, input.email, false, locale);
  });
}

function receipt(order: LockedOrder, withdrawnAt: Date, email: string, alreadyReceived: boolean, locale: Locale): WithdrawalReceipt {
  const { date, time } = parisDateAndTime(withdrawnAt);
  const next = goodsLeft(order) ? 'send-back' : 'cancelled';
  const t = translatorFor(locale);
  const message = alreadyReceived
    ? t('orders:withdrawal.done.already', { number: order.number, date, time })
    : t('orders:withdrawal.done.received', { number: order.number, date, time, email });
  return { alreadyReceived, date, time, email, next, sendBackUntil: next === 'send-back' ? dayLabel(sendBackLastDay(withdrawnAt)) : null, message };
}

/** The acknowledgement on a durable medium (art. 11a CRD): what was withdrawn from, when, and what follows. */
async function queueAcknowledgement(tx: DbOrTx, order: LockedOrder, input: WithdrawalInput, now: Date): Promise<void> {
  // Read after the withdrawal is recorded: its links no longer offer to withdraw.
  const mailed = await mailedOrder(tx, order.id, now);
  const { date, time } = parisDateAndTime(now);
  const sendBack = goodsLeft(order);
  await enqueueMail(tx, {
    to: input.email,
    locale: order.locale,
    orderId: order.id,
    template: 'withdrawal-received',
    data: {
      name: input.name,
      orderNumber: order.number,
      receivedAt: `${date} ${time}`,
      lines: mailed.lines,
      totalCents: order.totalCents,
      next: sendBack ? 'send-back' : 'cancelled',
      returnAddress: sendBack ? await shopReturnAddress(tx, order.locale) : null,
      sendBackUntil: sendBack ? dayLabel(sendBackLastDay(now)) : null,
      ...mailed.links,
    },
  });
}
