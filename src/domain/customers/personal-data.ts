import type { AddressSnapshot } from '../addresses/address';
import type { Locale } from '../locale';
import type { OrderStatus } from '../orders/orders';
import { parisDay } from '../pricing/paris-day';
import type { PersonRef } from './customer-desk';

/**
 * Everything the shop holds on one person, as "Exporter ses données" hands it over (GDPR
 * article 15 and 20): the JSON file is this object, the readable file shows the same.
 * Instants are ISO strings in UTC; amounts integer cents.
 */
export type PersonalData = {
  exportedAt: string;
  person: PersonRef;
  /** The language the person uses with the shop: the readable file is written in it. */
  locale: Locale;
  account: {
    firstName: string;
    lastName: string;
    email: string;
    locale: Locale;
    createdAt: string;
    updatedAt: string;
    emailConfirmedAt: string | null;
  } | null;
  addresses: (AddressSnapshot & { isDefaultDelivery: boolean; isDefaultBilling: boolean; createdAt: string })[];
  orders: PersonalOrder[];
  returns: PersonalReturn[];
  invoices: PersonalInvoice[];
  newsletter: {
    /** The account's consent box. */
    accepted: boolean;
    subscription: { email: string; subscribedAt: string; confirmedAt: string | null; unsubscribedAt: string | null } | null;
  };
  backInStock: {
    reference: string;
    product: string;
    color: string;
    size: string;
    requestedAt: string;
    confirmedAt: string | null;
    notifiedAt: string | null;
  }[];
  sessions: { count: number; lastSeenAt: string | null };
  /** Mails the shop wrote to the person and still keeps (sent or waiting). */
  mails: { count: number };
};

export type PersonalOrder = {
  number: string;
  placedAt: string;
  status: OrderStatus;
  email: string;
  deliveryAddress: AddressSnapshot;
  billingAddress: AddressSnapshot;
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  refundedCents: number;
  promoCode: string | null;
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  withdrawnAt: string | null;
  withdrawalName: string | null;
  withdrawalEmail: string | null;
  lines: { reference: string; name: string; colorName: string; sizeName: string; unitPriceCents: number; quantity: number }[];
};

export type PersonalReturn = {
  orderNumber: string;
  status: string;
  reason: string;
  comment: string | null;
  requestedAt: string;
  receivedAt: string | null;
  refundedAt: string | null;
  lines: { reference: string; name: string; quantity: number }[];
};

export type PersonalInvoice = {
  number: string;
  kind: 'invoice' | 'credit_note';
  issuedAt: string;
  orderNumber: string | null;
  totalGrossCents: number;
};

/**
 * The exported files' names: whom (the account's name, else the e-mail) and when (the Paris
 * day and time), in plain ASCII so every system and mail client keeps them as they are.
 * `donnees-camille-durand-2026-11-28-0405.json`.
 */
export function personalDataFileName(data: Pick<PersonalData, 'account' | 'person'>, at: Date, extension: 'json' | 'html'): string {
  const who = data.account
    ? `${data.account.firstName} ${data.account.lastName}`
    : data.person.kind === 'guest'
      ? data.person.email
      : `client ${data.person.id}`;
  const slug =
    who
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'client';
  return `donnees-${slug}-${parisDay(at)}-${parisClock(at)}.${extension}`;
}

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function parisClock(at: Date): string {
  const parts = Object.fromEntries(clock.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.hour}${parts.minute}`;
}
