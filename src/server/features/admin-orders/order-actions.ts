import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { trackingLink, type Carrier } from '../../../domain/orders/carriers';
import { staffMayHide } from '../../../domain/orders/lifecycle';
import type { OrderStatus } from '../../../domain/orders/orders';
import { returnWindow } from '../../../domain/orders/returns';
import { withdrawalLastDay } from '../../../domain/orders/withdrawal';
import { dayLabel } from '../../../domain/sales/paris-calendar';
import { translatorFor } from '../../../i18n/instance';
import { HttpError } from '../../errors';
import type { CatalogueStore } from '../catalogue/store';
import type { PaymentProvider } from '../payments/provider';
import { mailedOrder, queueOrderMail } from '../after-sale/order-mail';
import { decided, withLockedOrder, type ActingStaff } from './locked-order';
import { recordOrderEvent } from './timeline-repo';
import { returnLinkFor } from '../returns/return-links';

/** What the orders desk's actions need. */
export type DeskDeps = { db: import('../../../db/client').Database; catalogue: CatalogueStore; payments: PaymentProvider; invoicesDir: string };

/** Confirmer: a pending order goes to processing. */
export async function confirmOrder({ db }: DeskDeps, orderId: number, staff: ActingStaff): Promise<void> {
  await withLockedOrder(db, orderId, async (tx, order) => {
    const step = decided(order, 'confirm', staff);
    const now = new Date();
    await tx.update(orders).set({ status: step.to, updatedAt: now }).where(eq(orders.id, order.id));
    await recordOrderEvent(tx, { orderId, kind: 'status_changed', fromStatus: order.status, toStatus: step.to, staffId: staff.id, createdAt: now });
  });
}

export type Shipment = { carrier: Carrier; trackingNumber: string };

/** Expédier: the parcel left with its carrier; the customer is mailed the tracking number and link. */
export async function shipOrder({ db }: DeskDeps, orderId: number, { carrier, trackingNumber }: Shipment, staff: ActingStaff): Promise<void> {
  await withLockedOrder(db, orderId, async (tx, order) => {
    const step = decided(order, 'ship', staff);
    const now = new Date();
    await tx
      .update(orders)
      // The first shipping date stays: an order that once left is never cancellable (see the lifecycle).
      .set({ status: step.to, shippedAt: order.shippedAt ?? now, carrier, trackingNumber, updatedAt: now })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(tx, { orderId, kind: 'status_changed', fromStatus: order.status, toStatus: step.to, staffId: staff.id, createdAt: now });
    const mailed = await mailedOrder(tx, orderId, now);
    await queueOrderMail(
      tx,
      mailed,
      {
        template: 'order-shipped',
        data: {
          firstName: mailed.firstName,
          orderNumber: mailed.number,
          carrierName: translatorFor(mailed.locale)(`back:carriers.${carrier}`),
          trackingNumber,
          trackingLink: trackingLink(carrier, trackingNumber),
          lines: mailed.lines,
          ...mailed.links,
        },
      },
      staff.id,
    );
  });
}

/** Livrée: the withdrawal period starts now; the customer is told until when they may withdraw and return. */
export async function deliverOrder({ db }: DeskDeps, orderId: number, staff: ActingStaff): Promise<void> {
  await withLockedOrder(db, orderId, async (tx, order) => {
    const step = decided(order, 'deliver', staff);
    const now = new Date();
    await tx.update(orders).set({ status: step.to, deliveredAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await recordOrderEvent(tx, { orderId, kind: 'status_changed', fromStatus: order.status, toStatus: step.to, staffId: staff.id, createdAt: now });
    const mailed = await mailedOrder(tx, orderId, now);
    // The same days the order page and the return form close on (Paris calendar days).
    const withdrawalUntil = dayLabel(withdrawalLastDay(now));
    // Delivered now, the return window is open and has its last day.
    const returnUntil = dayLabel(returnWindow({ status: step.to, deliveredAt: now }, now).lastDay!);
    await queueOrderMail(
      tx,
      mailed,
      {
        template: 'order-delivered',
        data: {
          firstName: mailed.firstName,
          orderNumber: mailed.number,
          withdrawalUntil,
          returnUntil,
          returnLink: await returnLinkFor(tx, { id: orderId, customerId: mailed.customerId, status: step.to, deliveredAt: now }, now),
          ...mailed.links,
        },
      },
      staff.id,
    );
  });
}

/**
 * Corriger le statut: a status set by mistake goes back one step. It needs a reason, is
 * written in the timeline, and moves no money, stock nor invoice; the customer is not mailed.
 * Undoing a delivery also stops the withdrawal period's clock until the real delivery.
 */
export async function correctStatus({ db }: DeskDeps, orderId: number, to: OrderStatus, reason: string, staff: ActingStaff): Promise<void> {
  await withLockedOrder(db, orderId, async (tx, order) => {
    const step = decided(order, 'correct', staff, to);
    const now = new Date();
    await tx
      .update(orders)
      .set({ status: step.to, ...(order.status === 'delivered' ? { deliveredAt: null } : {}), updatedAt: now })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(tx, {
      orderId,
      kind: 'corrected',
      fromStatus: order.status,
      toStatus: step.to,
      note: reason,
      staffId: staff.id,
      createdAt: now,
    });
  });
}

/** Supprimer: off the staff's default list, the record kept; "Masquées" finds it. */
export async function hideOrder({ db }: DeskDeps, orderId: number, staff: ActingStaff): Promise<void> {
  await withLockedOrder(db, orderId, async (tx, order) => {
    if (!staffMayHide(order.status)) throw new HttpError(409, 'order_awaits_decision', 'back:errors.orders.awaitsDecision');
    const now = new Date();
    await tx.update(orders).set({ hiddenByStaffAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await recordOrderEvent(tx, { orderId, kind: 'removed', staffId: staff.id, createdAt: now });
  });
}

/** Réafficher: a hidden order comes back on the list. */
export async function showOrder({ db }: DeskDeps, orderId: number, staff: ActingStaff): Promise<void> {
  await withLockedOrder(
    db,
    orderId,
    async (tx, order) => {
      if (!order.hiddenByStaffAt) return;
      const now = new Date();
      await tx.update(orders).set({ hiddenByStaffAt: null, updatedAt: now }).where(eq(orders.id, order.id));
      await recordOrderEvent(tx, { orderId, kind: 'shown', staffId: staff.id, createdAt: now });
    },
    { hidden: true },
  );
}

/** An internal note in the order's timeline; customers never see it. */
export async function addNote({ db }: DeskDeps, orderId: number, note: string, staff: ActingStaff): Promise<void> {
  await withLockedOrder(db, orderId, (tx) => recordOrderEvent(tx, { orderId, kind: 'note', note, staffId: staff.id }), { hidden: true });
}
