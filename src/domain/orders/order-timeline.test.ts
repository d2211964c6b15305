import { describe, expect, it } from 'vitest';
import { orderTimeline, type TimelineSources } from './order-timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 20, 11, minute));
const iso = (minute: number) => at(minute).toISOString();

const envelope = { template: 'order-confirmation', subject: 'Votre commande A-000042 est confirmée', to: 'lea@exemple.fr' };
const confirmation = { ...envelope, by: null };

const sources = (overrides: Partial<TimelineSources> = {}): TimelineSources => ({
  placedAt: at(0),
  paidAt: at(2),
  events: [],
  invoices: [],
  mails: [],
  ...overrides,
});

describe('orderTimeline', () => {
  it('merges the order’s dates, staff events, invoices and mails, oldest first', () => {
    const timeline = orderTimeline(
      sources({
        events: [{ kind: 'consulted', at: at(10), by: 'Claire Martin' }],
        invoices: [{ kind: 'invoice', number: 'F-2026-000007', issuedAt: at(3), automatic: true, by: null }],
        mails: [
          { ...confirmation, status: 'sent', queuedAt: at(2), sentAt: at(4), failedAt: null },
          {
            template: 'invoice',
            subject: 'Votre facture F-2026-000007',
            to: 'lea@exemple.fr',
            status: 'pending',
            queuedAt: at(12),
            sentAt: null,
            failedAt: null,
            by: 'Claire Martin',
          },
        ],
      }),
    );
    expect(timeline).toEqual([
      { kind: 'placed', at: iso(0) },
      { kind: 'paid', at: iso(2) },
      // Queued in the payment's transaction: after the payment at the same instant, as given.
      { kind: 'mail', at: iso(2), by: null, ...envelope, delivery: 'sent', deliveryAt: iso(4) },
      { kind: 'invoiced', at: iso(3), by: null, number: 'F-2026-000007', automatic: true },
      { kind: 'consulted', at: iso(10), by: 'Claire Martin' },
      {
        kind: 'mail',
        at: iso(12),
        by: 'Claire Martin',
        template: 'invoice',
        subject: 'Votre facture F-2026-000007',
        to: 'lea@exemple.fr',
        delivery: 'pending',
        deliveryAt: null,
      },
    ]);
  });

  it('places a mail when it was queued and tells when it was sent or given up', () => {
    const mails = orderTimeline(
      sources({
        mails: [
          { ...confirmation, status: 'failed', queuedAt: at(5), sentAt: null, failedAt: at(50) },
          { ...confirmation, status: 'sent', queuedAt: at(1), sentAt: at(1), failedAt: null },
          { ...confirmation, status: 'pending', queuedAt: at(7), sentAt: null, failedAt: null },
        ],
      }),
    ).filter((entry) => entry.kind === 'mail');
    expect(mails.map((mail) => [mail.at, mail.delivery, mail.deliveryAt])).toEqual([
      [iso(1), 'sent', iso(1)],
      [iso(5), 'failed', iso(50)],
      [iso(7), 'pending', null],
    ]);
  });

  it('tells an invoice issued by staff from one issued at payment, and shows credit notes', () => {
    const timeline = orderTimeline(
      sources({
        paidAt: null,
        invoices: [
          { kind: 'invoice', number: 'F-2026-000001', issuedAt: at(5), automatic: false, by: 'Noé Desk' },
          { kind: 'credit_note', number: 'F-2026-000002', issuedAt: at(6), automatic: false, by: 'Noé Desk' },
        ],
      }),
    );
    expect(timeline).toEqual([
      { kind: 'placed', at: iso(0) },
      { kind: 'invoiced', at: iso(5), by: 'Noé Desk', number: 'F-2026-000001', automatic: false },
      { kind: 'credited', at: iso(6), by: 'Noé Desk', number: 'F-2026-000002' },
    ]);
  });
});
