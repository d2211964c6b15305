import type { OrderStatus } from './orders';

/** One line of an order's timeline on the orders desk. `at` is ISO 8601 (UTC), shown in Paris time. */
export type TimelineEntry =
  | { kind: 'placed' | 'paid'; at: string }
  | { kind: 'consulted' | 'removed' | 'refunded'; at: string; by: string | null }
  | { kind: 'status_changed'; at: string; by: string | null; from: OrderStatus; to: OrderStatus }
  | { kind: 'note'; at: string; by: string | null; note: string }
  | { kind: 'invoiced' | 'credited' | 'invoice_sent'; at: string; by: string | null; number: string };

export type TimelineKind = TimelineEntry['kind'];

/** Where the entries come from: the order's own dates, the staff's events, the order's invoices. */
export type TimelineSources = {
  placedAt: Date;
  paidAt: Date | null;
  events: (
    | { kind: 'consulted' | 'removed' | 'refunded'; at: Date; by: string | null }
    | { kind: 'status_changed'; at: Date; by: string | null; from: OrderStatus; to: OrderStatus }
    | { kind: 'note'; at: Date; by: string | null; note: string }
  )[];
  invoices: { kind: 'invoice' | 'credit_note'; number: string; issuedAt: Date; sentAt: Date | null; by: string | null }[];
};

/** Oldest first; what happened at the same instant keeps the order it was given in. */
export function orderTimeline({ placedAt, paidAt, events, invoices }: TimelineSources): TimelineEntry[] {
  const dated: (TimelineEntry & { time: number })[] = [
    { kind: 'placed' as const, at: placedAt.toISOString(), time: placedAt.getTime() },
    ...(paidAt ? [{ kind: 'paid' as const, at: paidAt.toISOString(), time: paidAt.getTime() }] : []),
    ...events.map((event) => ({ ...event, at: event.at.toISOString(), time: event.at.getTime() })),
    ...invoices.flatMap((invoice) => [
      {
        kind: invoice.kind === 'invoice' ? ('invoiced' as const) : ('credited' as const),
        at: invoice.issuedAt.toISOString(),
        time: invoice.issuedAt.getTime(),
        by: invoice.by,
        number: invoice.number,
      },
      ...(invoice.sentAt
        ? [{ kind: 'invoice_sent' as const, at: invoice.sentAt.toISOString(), time: invoice.sentAt.getTime(), by: null, number: invoice.number }]
        : []),
    ]),
  ];
  return dated.sort((a, b) => a.time - b.time).map(({ time: _time, ...entry }) => entry as TimelineEntry);
}
