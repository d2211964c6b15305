import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoices, mailOutbox, orderEvents, staff } from '../../../db/schema';
import { orderTimeline, type MailDelivery, type TimelineEntry, type TimelineSources } from '../../../domain/orders/order-timeline';

const staffName = sql<string | null>`nullif(trim(${staff.firstName} || ' ' || ${staff.lastName}), '')`;

export type OrderEvent = typeof orderEvents.$inferInsert;

export async function recordOrderEvent(db: DbOrTx, event: OrderEvent): Promise<void> {
  await db.insert(orderEvents).values(event);
}

/**
 * What happened to an order, oldest first: its own dates (the caller has read them), what staff
 * did, its invoices, and the mails about it as the outbox holds them (so with their true
 * delivery state). Three queries, whatever the order's history.
 */
export async function readOrderTimeline(
  db: DbOrTx,
  orderId: number,
  { placedAt, paidAt }: Pick<TimelineSources, 'placedAt' | 'paidAt'>,
): Promise<TimelineEntry[]> {
  const [events, billed, mails] = await Promise.all([
    db
      .select({
        kind: orderEvents.kind,
        at: orderEvents.createdAt,
        by: staffName,
        from: orderEvents.fromStatus,
        to: orderEvents.toStatus,
        note: orderEvents.note,
        amountCents: orderEvents.amountCents,
      })
      .from(orderEvents)
      .leftJoin(staff, eq(staff.id, orderEvents.staffId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({ kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt, automatic: invoices.automatic, by: staffName })
      .from(invoices)
      .leftJoin(staff, eq(staff.id, invoices.createdByStaffId))
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id)),
    db
      .select({
        template: mailOutbox.template,
        subject: mailOutbox.subject,
        to: mailOutbox.to,
        // An order's mails are transactional: only newsletter mails are ever 'skipped'.
        status: sql<MailDelivery>`${mailOutbox.status}`,
        queuedAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        failedAt: mailOutbox.failedAt,
        by: staffName,
      })
      .from(mailOutbox)
      .leftJoin(staff, eq(staff.id, mailOutbox.staffId))
      .where(eq(mailOutbox.orderId, orderId))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
  ]);
  return orderTimeline({
    placedAt,
    paidAt,
    events: events.map(({ kind, at, by, from, to, note, amountCents }): TimelineSources['events'][number] => {
      switch (kind) {
        case 'status_changed':
          return { kind, at, by, from: from!, to: to! };
        case 'corrected':
          return { kind, at, by, from: from!, to: to!, note: note ?? '' };
        case 'note':
          return { kind, at, by, note: note ?? '' };
        case 'refunded':
        case 'refund_failed':
          return { kind, at, by, amountCents };
        default:
          return { kind, at, by };
      }
    }),
    invoices: billed,
    mails,
  });
}
