import type { Database, Transaction } from '../../../db/client';
import {
  checkConfirm,
  checkStaffTransition,
  staffMayHide,
  type StaffSettableStatus,
  type TransitionCheck,
} from '../../../domain/orders/status-transitions';
import { HttpError } from '../../errors';
import type { CatalogueStore } from '../catalogue/store';
import type { PaymentProvider } from '../payments/provider';
import { cancelOrder, hideStaffOrder, lockStaffOrder, setOrderStatus, type LockedOrder } from './repo';
import { refundOrder } from './refund';
import { recordOrderEvent } from './timeline-repo';

/**
 * What staff do to an order, each in one transaction holding the order's row: two staff
 * members acting on the same order at once are served one after the other, and the second
 * sees the first one's result (a 409 when it no longer applies).
 */

export type DeskDeps = { db: Database; catalogue: CatalogueStore; payments: PaymentProvider };

export const orderNotFound = () => new HttpError(404, 'order_not_found', 'back:errors.orders.notFound');

const refused = (check: TransitionCheck) => {
  if (!check.ok) throw new HttpError(409, `transition_${check.reason}`, `back:errors.orders.${check.reason}`);
};

async function withLockedOrder<T>(db: Database, orderId: number, work: (tx: Transaction, order: LockedOrder) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, orderId);
    if (!order) throw orderNotFound();
    return work(tx, order);
  });
}

/** Confirmer (pending → processing) or Modifier le statut; cancelling goes through {@link cancelOrder}. */
export async function changeStatus(deps: DeskDeps, orderId: number, to: StaffSettableStatus | 'confirm', staffId: number): Promise<void> {
  const now = new Date();
  const { stockMoved, paidAndCancelled } = await withLockedOrder(deps.db, orderId, async (tx, order) => {
    refused(to === 'confirm' ? checkConfirm(order.status) : checkStaffTransition(order.status, to));
    const status = to === 'confirm' ? 'processing' : to;
    await recordOrderEvent(tx, { orderId, kind: 'status_changed', fromStatus: order.status, toStatus: status, staffId, createdAt: now });
    if (status === 'cancelled') return { stockMoved: await cancelOrder(tx, order, now), paidAndCancelled: order.paidAt !== null };
    await setOrderStatus(tx, order.id, status, now);
    return { stockMoved: false, paidAndCancelled: false };
  });
  // The stock given back is for sale again: the in-memory catalogue must show it.
  if (stockMoved) deps.catalogue.stockChanged();
  // The money goes back at once when the provider answers; otherwise the order shows the
  // refund as due and staff try again from it ("Rembourser").
  if (paidAndCancelled) await refundOrder(deps, orderId, staffId).catch(keepRefundDue);
}

function keepRefundDue(error: unknown): void {
  if (!(error instanceof HttpError)) throw error;
}

export async function hideOrder({ db }: DeskDeps, orderId: number, staffId: number): Promise<void> {
  await withLockedOrder(db, orderId, async (tx, order) => {
    if (!staffMayHide(order.status)) throw new HttpError(409, 'order_awaits_decision', 'back:errors.orders.awaitsDecision');
    const now = new Date();
    await hideStaffOrder(tx, order.id, now);
    await recordOrderEvent(tx, { orderId, kind: 'removed', staffId, createdAt: now });
  });
}

/** An internal note in the order's timeline; customers never see it. */
export async function addNote({ db }: DeskDeps, orderId: number, note: string, staffId: number): Promise<void> {
  await withLockedOrder(db, orderId, (tx) => recordOrderEvent(tx, { orderId, kind: 'note', note, staffId }));
}
