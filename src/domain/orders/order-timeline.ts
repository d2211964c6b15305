import type { OrderStatus } from './orders';

/** Where a mail is: waiting in the outbox (or being retried), accepted by the mail server, or given up. */
export type MailDelivery = 'pending' | 'sent' | 'failed';

/** One line of an order's timeline on the orders desk. `at` is ISO 8601 (UTC), shown in Paris time. */
export type TimelineEntry =
  | { kind: 'placed' | 'paid'; at: string }
  | { kind: PlainEventKind; at: string; by: string | null }
  /** Money given back (or a refund the provider refused); `amountCents` null for refunds recorded before amounts were. */
  | { kind: 'refunded' | 'refund_failed'; at: string; by: string | null; amountCents: number | null }
  | { kind: 'status_changed'; at: string; by: string | null; from: OrderStatus; to: OrderStatus }
  /** A status put back one step by "Corriger le statut", with its reason. */
  | { kind: 'corrected'; at: string; by: string | null; from: OrderStatus; to: OrderStatus; note: string }
  | { kind: 'note'; at: string; by: string | null; note: string }
  /** `automatic`: issued by the shop at payment, not by a staff member. */
  | { kind: 'invoiced'; at: string; by: string | null; number: string; automatic: boolean }
  | { kind: 'credited'; at: string; by: string | null; number: string }
  /** A mail about the order, at the time it was queued; `deliveryAt` is when it was sent or given up. */
  | {
      kind: 'mail';
      at: string;
      by: string | null;
      template: string;
      subject: string;
      to: string;
      delivery: MailDelivery;
      deliveryAt: string | null;
    };

export type TimelineKind = TimelineEntry['kind'];

/** Events that say nothing more than what happened, when and by whom. */
export type PlainEventKind = 'consulted' | 'removed' | 'shown' | 'withdrawn' | 'return_requested' | 'return_received' | 'return_cancelled';

/** Where the entries come from: the order's own dates, the staff's events, the order's invoices and mails. */
export type TimelineSources = {
  placedAt: Date;
  paidAt: Date | null;
  events: (
    | { kind: PlainEventKind; at: Date; by: string | null }
    | { kind: 'refunded' | 'refund_failed'; at: Date; by: string | null; amountCents: number | null }
    | { kind: 'status_changed'; at: Date; by: string | null; from: OrderStatus; to: OrderStatus }
    | { kind: 'corrected'; at: Date; by: string | null; from: OrderStatus; to: OrderStatus; note: string }
    | { kind: 'note'; at: Date; by: string | null; note: string }
  )[];
  invoices: { kind: 'invoice' | 'credit_note'; number: string; issuedAt: Date; automatic: boolean; by: string | null }[];
  mails: {
    template: string;
    subject: string;
    to: string;
    status: MailDelivery;
    queuedAt: Date;
    sentAt: Date | null;
    failedAt: Date | null;
    by: string | null;
  }[];
};

/** Oldest first; what happened at the same instant keeps the order it was given in. */
export function orderTimeline({ placedAt, paidAt, events, invoices, mails }: TimelineSources): TimelineEntry[] {
  const dated = (at: Date) => ({ at: at.toISOString(), time: at.getTime() });
  const entries: (TimelineEntry & { time: number })[] = [
    { kind: 'placed', ...dated(placedAt) },
    ...(paidAt ? [{ kind: 'paid' as const, ...dated(paidAt) }] : []),
    ...events.map((event) => ({ ...event, ...dated(event.at) })),
    ...invoices.map(({ kind, number, issuedAt, automatic, by }) =>
      kind === 'invoice'
        ? { kind: 'invoiced' as const, ...dated(issuedAt), by, number, automatic }
        : { kind: 'credited' as const, ...dated(issuedAt), by, number },
    ),
    ...mails.map(({ template, subject, to, status, queuedAt, sentAt, failedAt, by }) => {
      const settled = status === 'sent' ? sentAt : status === 'failed' ? failedAt : null;
      return { kind: 'mail' as const, ...dated(queuedAt), by, template, subject, to, delivery: status, deliveryAt: settled?.toISOString() ?? null };
    }),
  ];
  return entries.sort((a, b) => a.time - b.time).map(({ time: _time, ...entry }) => entry as TimelineEntry);
}
