import type { MailBlock, MailContent } from '../templates';
import type { AfterSaleMessages } from './messages';

/**
 * The mails that follow an order after its payment, to the customer, in their language. Every
 * one carries the order's links: its page, and while the customer may still withdraw, the
 * withdrawal function ("Se rétracter du contrat ici", Directive (EU) 2023/2673).
 */

/** A line as these mails list it. */
export type AfterSaleLine = { name: string; colorName: string; sizeName: string; quantity: number };

/** Links every after-sale mail may carry; null when they do not apply. */
export type OrderLinks = {
  /** The order's page (`/commande/{id}` for a customer, the signed after-sale page for a guest). */
  orderLink: string | null;
  /** The withdrawal page, while the withdrawal period runs. */
  withdrawalLink: string | null;
};

export type AfterSaleMailData = {
  'order-shipped': OrderLinks & {
    firstName: string;
    orderNumber: string;
    carrierName: string;
    trackingNumber: string;
    /** The carrier's tracking page; null for a carrier the shop has no page for. */
    trackingLink: string | null;
    lines: AfterSaleLine[];
  };
  'order-delivered': OrderLinks & {
    firstName: string;
    orderNumber: string;
    /** Last days (dd/mm/yyyy, Paris) to withdraw and to return items. */
    withdrawalUntil: string;
    returnUntil: string;
    /** The page where the customer picks what to send back; null when returns are not open. */
    returnLink: string | null;
  };
  'order-cancelled': OrderLinks & {
    firstName: string;
    orderNumber: string;
    lines: AfterSaleLine[];
    /** What goes back to the card; 0 for an order that was not paid. */
    refundCents: number;
  };
  'order-refunded': OrderLinks & {
    firstName: string;
    orderNumber: string;
    amountCents: number;
    /** Why: the order cancelled, items returned, or the stock gone after payment. */
    reason: 'cancellation' | 'return' | 'shortfall';
    /** Business days the bank may take to show it. */
    bankDays: { min: number; max: number };
  };
  'withdrawal-received': OrderLinks & {
    name: string;
    orderNumber: string;
    /** When the withdrawal was received, dd/mm/yyyy hh:mm (Paris). */
    receivedAt: string;
    lines: AfterSaleLine[];
    totalCents: number;
    /** What follows: the order had not left (cancelled and refunded), or the items are to be sent back. */
    next: 'cancelled' | 'send-back';
    /** Where to send the items back (the shop's address), when they are to be sent back. */
    returnAddress: string | null;
    /** Last day (dd/mm/yyyy) to send the items back. */
    sendBackUntil: string | null;
  };
  /** The lookup page's answer to a matching order number and e-mail: the link, to the order's own address only. */
  'withdrawal-link': OrderLinks & { firstName: string; orderNumber: string };
  'return-requested': OrderLinks & {
    firstName: string;
    orderNumber: string;
    lines: AfterSaleLine[];
    returnAddress: string | null;
  };
  'return-received': OrderLinks & { firstName: string; orderNumber: string; lines: AfterSaleLine[] };
  'return-refunded': OrderLinks & {
    firstName: string;
    orderNumber: string;
    lines: AfterSaleLine[];
    itemsCents: number;
    shippingCents: number;
    feeCents: number;
    amountCents: number;
    bankDays: { min: number; max: number };
  };
};

export type AfterSaleTemplate = keyof AfterSaleMailData;
export type AfterSaleRequest = { [T in AfterSaleTemplate]: { template: T; data: AfterSaleMailData[T] } }[AfterSaleTemplate];

const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
const note = (text: string): MailBlock => ({ kind: 'note', text });
const button = (label: string, url: string): MailBlock => ({ kind: 'button', label, url });

function linesTable(lines: AfterSaleLine[], m: AfterSaleMessages): MailBlock {
  return { kind: 'table', rows: lines.map((line) => ({ label: m.line(line), value: `× ${line.quantity}` })) };
}

/** The order's page, then the withdrawal button while it applies: in every after-sale mail. */
function linkBlocks({ orderLink, withdrawalLink }: OrderLinks, m: AfterSaleMessages): MailBlock[] {
  return [
    ...(orderLink ? [button(m.seeOrder, orderLink)] : []),
    ...(withdrawalLink ? [note(m.withdrawalNote), button(m.withdraw, withdrawalLink)] : []),
  ];
}

export function composeAfterSaleMail(
  request: AfterSaleRequest,
  m: AfterSaleMessages,
  shop: { name: string },
  greeting: (name: string) => string,
): MailContent {
  switch (request.template) {
    case 'order-shipped': {
      const d = request.data;
      const t = m.shipped;
      return {
        subject: t.subject(shop.name, d.orderNumber),
        heading: t.heading,
        greeting: greeting(d.firstName),
        blocks: [
          paragraph(t.intro(d.orderNumber, d.carrierName)),
          { kind: 'table', rows: [{ label: t.tracking, value: d.trackingNumber, strong: true }] },
          ...(d.trackingLink ? [button(t.track, d.trackingLink)] : [note(t.noTrackingPage(d.carrierName))]),
          linesTable(d.lines, m),
          ...linkBlocks(d, m),
        ],
      };
    }
    case 'order-delivered': {
      const d = request.data;
      const t = m.delivered;
      return {
        subject: t.subject(shop.name, d.orderNumber),
        heading: t.heading,
        greeting: greeting(d.firstName),
        blocks: [
          paragraph(t.intro(d.orderNumber)),
          paragraph(t.periods(d.withdrawalUntil, d.returnUntil)),
          ...(d.returnLink ? [button(t.returnAction, d.returnLink)] : []),
          ...linkBlocks(d, m),
        ],
      };
    }
    case 'order-cancelled': {
      const d = request.data;
      const t = m.cancelled;
      return {
        subject: t.subject(shop.name, d.orderNumber),
        heading: t.heading,
        greeting: greeting(d.firstName),
        blocks: [
          paragraph(t.intro(d.orderNumber)),
          linesTable(d.lines, m),
          paragraph(d.refundCents > 0 ? t.refund(m.money(d.refundCents)) : t.nothingPaid),
          ...linkBlocks({ ...d, withdrawalLink: null }, m),
        ],
      };
    }
    case 'order-refunded': {
      const d = request.data;
      const t = m.refunded;
      return {
        subject: t.subject(shop.name, d.orderNumber),
        heading: t.heading,
        greeting: greeting(d.firstName),
        blocks: [
          paragraph(t.intro(m.money(d.amountCents), d.orderNumber, d.reason)),
          { kind: 'table', rows: [{ label: t.amount, value: m.money(d.amountCents), strong: true }] },
          paragraph(t.card),
          note(t.bank(d.bankDays.min, d.bankDays.max)),
          ...linkBlocks(d, m),
        ],
      };
    }
    case 'withdrawal-received': {
      const d = request.data;
      const t = m.withdrawal;
      return {
        subject: t.subject(shop.name, d.orderNumber),
        heading: t.heading,
        greeting: greeting(d.name),
        blocks: [
          paragraph(t.intro(d.orderNumber, d.receivedAt)),
          {
            kind: 'table',
            rows: [
              ...d.lines.map((line) => ({ label: m.line(line), value: `× ${line.quantity}` })),
              { label: t.total, value: m.money(d.totalCents), strong: true },
            ],
          },
          paragraph(d.next === 'cancelled' ? t.cancelled : t.sendBack(d.sendBackUntil ?? '')),
          ...(d.next === 'send-back' && d.returnAddress
            ? [{ kind: 'lines' as const, title: t.returnAddress, lines: d.returnAddress.split('\n') }]
            : []),
          note(t.durable),
          ...linkBlocks({ ...d, withdrawalLink: null }, m),
        ],
      };
    }
    case 'withdrawal-link': {
      const d = request.data;
      const t = m.withdrawalLink;
      return {
        subject: t.subject(shop.name, d.orderNumber),
        heading: t.heading,
        greeting: greeting(d.firstName),
        blocks: [paragraph(t.intro(d.orderNumber)), ...linkBlocks(d, m), note(t.notYou)],
      };
    }
    case 'return-requested': {
      const d = request.data;
      const t = m.returnRequested;
      return {
        subject: t.subject(shop.name, d.orderNumber),
        heading: t.heading,
        greeting: greeting(d.firstName),
        blocks: [
          paragraph(t.intro(d.orderNumber)),
          linesTable(d.lines, m),
          ...(d.returnAddress ? [{ kind: 'lines' as const, title: t.returnAddress, lines: d.returnAddress.split('\n') }] : []),
          note(t.next),
          ...linkBlocks(d, m),
        ],
      };
    }
    case 'return-received': {
      const d = request.data;
      const t = m.returnReceived;
      return {
        subject: t.subject(shop.name, d.orderNumber),
        heading: t.heading,
        greeting: greeting(d.firstName),
        blocks: [paragraph(t.intro(d.orderNumber)), linesTable(d.lines, m), note(t.next), ...linkBlocks({ ...d, withdrawalLink: null }, m)],
      };
    }
    case 'return-refunded': {
      const d = request.data;
      const t = m.returnRefunded;
      return {
        subject: t.subject(shop.name, d.orderNumber),
        heading: t.heading,
        greeting: greeting(d.firstName),
        blocks: [
          paragraph(t.intro(d.orderNumber)),
          linesTable(d.lines, m),
          {
            kind: 'table',
            rows: [
              { label: t.items, value: m.money(d.itemsCents) },
              ...(d.shippingCents > 0 ? [{ label: t.shipping, value: m.money(d.shippingCents) }] : []),
              ...(d.feeCents > 0 ? [{ label: t.fee, value: m.money(-d.feeCents) }] : []),
              { label: t.total, value: m.money(d.amountCents), strong: true },
            ],
          },
          paragraph(m.refunded.card),
          note(m.refunded.bank(d.bankDays.min, d.bankDays.max)),
          ...linkBlocks({ ...d, withdrawalLink: null }, m),
        ],
      };
    }
  }
}
