import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AddressSnapshot } from '../../domain/addresses/address';
import type { RateAmounts } from '../../domain/invoicing/invoice-amounts';
import { CARRIERS } from '../../domain/orders/carriers';
import { colors, products, sizes } from './catalogue';
import { customerAddresses, customers, localeEnum, staff } from './identity';

export const promoTypeEnum = pgEnum('promo_type', ['rate', 'fixed']);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; customers may type it in any case. */
    code: text('code').notNull().unique(),
    type: promoTypeEnum('type').notNull(),
    /** rate: whole percent (1-100); fixed: cents. */
    value: integer('value').notNull(),
    /** Inclusive validity window, as calendar days in Europe/Paris. */
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    singleUse: boolean('single_use').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_value_positive', sql`${t.value} > 0`),
    check('promo_rate_at_most_100', sql`${t.type} <> 'rate' or ${t.value} <= 100`),
    check('promo_dates_ordered', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/**
 * A server-side cart, for guests (found by the hash of a cookie token) and customers (found by
 * their id). A guest cart is merged into the customer's at sign-in and then retired.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestTokenHash: text('guest_token_hash').unique(),
    customerId: integer('customer_id')
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('carts_one_owner', sql`(${t.guestTokenHash} is null) <> (${t.customerId} is null)`)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_lines_one_per_variant').on(t.cartId, t.productId, t.colorId, t.sizeId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The checkout answers of a cart (storefront spec: order draft), kept on the server so they
 * survive a reload, a back button and another tab. A guest types addresses (kept as
 * snapshots); a customer picks them from the address book (kept as ids).
 */
export const checkoutDrafts = pgTable('checkout_drafts', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  /** The guest's contact e-mail; a customer's comes from the account. */
  email: text('email'),
  deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
  deliveryAddressId: integer('delivery_address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
  billingSameAsDelivery: boolean('billing_same_as_delivery').notNull().default(true),
  billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
  billingAddressId: integer('billing_address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
  /** The step the customer reached (1 delivery, 2 billing, 3 payment). */
  step: integer('step').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 'awaiting_payment' exists before the provider confirms the payment; the spec's statuses
 * follow: pending ('En attente'), processing ('En traitement'), shipped ('En cours de
 * livraison'), delivered ('Livrée'), cancelled ('Annulée').
 */
export const orderStatusEnum = pgEnum('order_status', ['awaiting_payment', 'pending', 'processing', 'shipped', 'delivered', 'cancelled']);

export type { AddressSnapshot };

/** Gaps are harmless in order numbers (unlike invoice numbers): a sequence is enough. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * What the order holds of the stock (ADR 11): `reserved` (taken from stock until
 * `reserved_until`), `released` (given back: payment failed, abandoned or expired),
 * `committed` (paid: sold for good), `shortfall` (paid after its reservation was released and
 * the stock was gone: to refund, shown to staff).
 */
export const stockStateEnum = pgEnum('stock_state', ['reserved', 'released', 'committed', 'shortfall']);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human order number shown to customers and staff, e.g. AT001001. */
    number: text('number')
      .notNull()
      .unique()
      // At least six digits, and every digit past AT999999: lpad cut longer numbers to six, the millionth order's number taken already.
      .default(sql`('AT' || to_char(nextval('order_number_seq'), 'FM999999000000'))`),
    /** Null for guests, and after the customer deleted their account (the order is kept by law). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    locale: localeEnum('locale').notNull().default('fr'),
    status: orderStatusEnum('status').notNull().default('awaiting_payment'),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>().notNull(),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    promoCode: text('promo_code'),
    promoType: promoTypeEnum('promo_type'),
    promoValue: integer('promo_value'),
    isConsulted: boolean('is_consulted').notNull().default(false),
    /** The cart it was made from: emptied when the order is paid; a guest finds the order through it. */
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** Hash of the cart and checkout answers it was made from: the same cart going to pay again reuses the order. */
    cartFingerprint: text('cart_fingerprint'),
    stockState: stockStateEnum('stock_state').notNull().default('reserved'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** Paid but not to be delivered (stock gone after the reservation expired, or cancelled by staff): staff must refund it. */
    refundRequired: boolean('refund_required').notNull().default(false),
    /** Set when the customer removes the order from their list; staff still see it. */
    hiddenByCustomerAt: timestamp('hidden_by_customer_at', { withTimezone: true }),
    /** Set when staff "delete" the order: it leaves the staff list, the record stays (GUIDE 3.8). */
    hiddenByStaffAt: timestamp('hidden_by_staff_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** First marked shipped; kept when the shipping is corrected away, so the order is never cancellable again. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Marked delivered: the 14-day withdrawal period runs from here (cleared by a correction). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    carrier: text('carrier', { enum: CARRIERS }),
    trackingNumber: text('tracking_number'),
    /** The customer's withdrawal (Directive (EU) 2023/2673): when, and the name and e-mail given for the receipt. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalName: text('withdrawal_name'),
    withdrawalEmail: text('withdrawal_email'),
    /**
     * What refunds took or hold of the total: refunds succeeded and refunds asked of the provider
     * not settled yet. Never more than the total (a check), so no sequence of cancellations and
     * returns ever gives back more than was paid.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an administrator erased the buyer's personal data: names, addresses, phone and e-mail are blank, the amounts and lines stay (ADR 40). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * What the orders desk's search reads, lower-cased: number, promo code, e-mail and billing
     * name, one per line so that a search never matches across two of them (ADR 14).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower("number" || chr(10) || coalesce("promo_code", '') || chr(10) || "email" || chr(10) || coalesce("billing_address" ->> 'firstName', '') || ' ' || coalesce("billing_address" ->> 'lastName', ''))`,
      ),
    /** The billing and delivery phones' digits, apart: the customers desk finds a guest by phone (ADR 40). */
    phoneDigits: text('phone_digits')
      .notNull()
      .generatedAlwaysAs(
        sql`regexp_replace(coalesce("billing_address" ->> 'phone', ''), '[^0-9]', '', 'g') || '/' || regexp_replace(coalesce("delivery_address" ->> 'phone', ''), '[^0-9]', '', 'g')`,
      ),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The staff list, sorted by date or by amount (ids break ties), never shows the orders staff removed.
    // A status filter walks its own status's orders, and counts them from the index alone.
    index('orders_staff_status_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.hiddenByStaffAt} is null`),
    // It also holds the status and the search text (INCLUDE, written in its migration): a common
    // word's matches are counted from the index alone (ADR 50).
    index('orders_staff_date_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.hiddenByStaffAt} is null`),
    index('orders_staff_amount_idx')
      .on(t.totalCents, t.id)
      .where(sql`${t.hiddenByStaffAt} is null`),
    // The desk's search: a trigram index answers `ilike '%…%'` without reading every order (ADR 14).
    index('orders_staff_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.hiddenByStaffAt} is null`),
    // A search holding an e-mail address: every order whose search text holds it has, before its
    // first '@', text ending with the address's mailbox (read reversed, a prefix), or a second '@' (ADR 50).
    index('orders_staff_mailbox_idx')
      .on(sql`reverse(split_part(${t.searchText}, '@', 1)) text_pattern_ops`)
      .where(sql`${t.hiddenByStaffAt} is null`),
    index('orders_staff_two_ats_idx')
      .on(t.id)
      .where(sql`${t.hiddenByStaffAt} is null and ${t.searchText} like '%@%@%'`),
    // The sidebar's badge counts the few orders nobody opened, not the whole table.
    index('orders_unconsulted_idx')
      .on(t.status)
      .where(sql`${t.isConsulted} = false and ${t.hiddenByStaffAt} is null`),
    // The sales dashboard sums the orders it counts as sold over the last 90 days from this index alone (ADR 23).
    index('orders_sales_idx')
      .on(t.createdAt, t.totalCents)
      .where(sql`${t.paidAt} is not null and ${t.status} <> 'cancelled' and ${t.hiddenByStaffAt} is null`),
    index('orders_cart_idx').on(t.cartId),
    index('orders_reservation_idx')
      .on(t.reservedUntil)
      .where(sql`${t.stockState} = 'reserved'`),
    check('orders_total_consistent', sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} - ${t.discountCents}`),
    check('orders_total_not_negative', sql`${t.totalCents} >= 0`),
    check('orders_refunds_within_total', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`),
    // The desk's "Rétractations" filter and badge read the few withdrawn orders.
    index('orders_withdrawn_idx')
      .on(t.withdrawnAt)
      .where(sql`${t.withdrawnAt} is not null`),
    // The customers desk's guests (orders without an account, not erased): found by name, e-mail or phone, gathered by e-mail (ADR 40).
    index('orders_guest_search_idx')
      .using('gin', sql`search_fold(${t.searchText}) gin_trgm_ops`)
      .where(sql`${t.customerId} is null and ${t.erasedAt} is null`),
    index('orders_guest_phone_idx')
      .using('gin', sql`${t.phoneDigits} gin_trgm_ops`)
      .where(sql`${t.customerId} is null and ${t.erasedAt} is null`),
    // The customers desk's default list walks the newest guests' orders, not every order.
    index('orders_guest_recent_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.customerId} is null and ${t.erasedAt} is null`),
    index('orders_guest_email_idx')
      .on(sql`lower(${t.email})`, t.createdAt)
      .where(sql`${t.customerId} is null and ${t.erasedAt} is null`),
    // The desk's "Masquées" view.
    index('orders_hidden_idx')
      .on(t.hiddenByStaffAt)
      .where(sql`${t.hiddenByStaffAt} is not null`),
  ],
);

export const orderEventKindEnum = pgEnum('order_event_kind', [
  'consulted',
  'status_changed',
  'removed',
  'note',
  'refunded',
  /** A status put back one step by "Corriger le statut"; `note` holds the reason. */
  'corrected',
  /** Shown again on the staff list ("Réafficher"). */
  'shown',
  'refund_failed',
  'withdrawn',
  'return_requested',
  'return_received',
  'return_cancelled',
]);

/**
 * What staff did to an order, for its timeline on the orders desk: the first opening, each
 * status change, its removal from the list, and the internal notes. What the order's own rows
 * already date (placed, paid, invoiced, invoice sent) is read from them, not copied here.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderEventKindEnum('kind').notNull(),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status'),
    note: text('note'),
    /** A refund's amount. */
    amountCents: integer('amount_cents'),
    returnId: integer('return_id'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt), check('order_events_note_length', sql`char_length(${t.note}) <= 1000`)],
);

/** A snapshot of what was bought, at the price paid, whatever happens to the product later. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    colorId: integer('color_id').references(() => colors.id, { onDelete: 'set null' }),
    sizeId: integer('size_id').references(() => sizes.id, { onDelete: 'set null' }),
    reference: text('reference').notNull(),
    /** The product's and colour's names in French, as bought; `nameEn` and `colorNameEn` are their English names, for English readers. */
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    colorName: text('color_name').notNull(),
    colorNameEn: text('color_name_en').notNull(),
    sizeName: text('size_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // Deleting a product asks whether any order names it (archived then, ADR 15), and its foreign key sets null here.
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'succeeded', 'failed', 'cancelled', 'refunded']);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    /** The provider's id (e.g. a Stripe PaymentIntent id). */
    providerRef: text('provider_ref').notNull().unique(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** The provider's reason for the last failure (e.g. card_declined, insufficient_funds). */
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export const refundReasonEnum = pgEnum('refund_reason', ['cancellation', 'return', 'shortfall']);
export const refundStatusEnum = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

/**
 * Money given back through the payment provider. A row is written, and its amount counted in
 * the order's refunded_cents, in the transaction that decides the refund (order locked); the
 * provider is asked afterwards with the row's idempotency key, so a retry, a second click or a
 * second instance asks for the same refund and the provider makes it once. 'pending' until the
 * provider answers; 'failed' (refused) gives its amount back to what may still be refunded.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    returnId: integer('return_id').references((): AnyPgColumn => returns.id, { onDelete: 'restrict' }),
    reason: refundReasonEnum('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: refundStatusEnum('status').notNull().default('pending'),
    /** The key the provider is asked with: the same for every retry of this refund. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The provider's id for the refund (Stripe re_...). */
    providerRef: text('provider_ref'),
    failureCode: text('failure_code'),
    /** The credit note issued for it, when the order was invoiced. */
    creditNoteId: integer('credit_note_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const returnStatusEnum = pgEnum('return_status', ['requested', 'received', 'refunded', 'cancelled']);
export const returnReasonEnum = pgEnum('return_reason', ['withdrawal', 'changed_mind', 'wrong_size', 'defective', 'not_as_described', 'other']);

/**
 * Items a customer sends back: asked for by the customer (or by their withdrawal), received and
 * inspected by staff, then refunded. Its lines say which order lines and how many units.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: returnStatusEnum('status').notNull().default('requested'),
    reason: returnReasonEnum('reason').notNull(),
    comment: text('comment'),
    /** Set when staff open it from the desk rather than the customer from the shop. */
    createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** What the refund gave back, in cents: items, shipping, minus the return fee. */
    itemsCents: integer('items_cents'),
    shippingCents: integer('shipping_cents'),
    feeCents: integer('fee_cents'),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_open_idx')
      .on(t.status, t.requestedAt)
      .where(sql`${t.status} in ('requested', 'received')`),
    check('returns_comment_length', sql`char_length(${t.comment}) <= 1000`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Units put back on sale after inspection; null until the return is received. */
    restockedQuantity: integer('restocked_quantity'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'return_lines_restock_within',
      sql`${t.restockedQuantity} is null or (${t.restockedQuantity} >= 0 and ${t.restockedQuantity} <= ${t.quantity})`,
    ),
  ],
);

/**
 * A link that opens one order's after-sale pages (withdrawal, returns) without signing in: in
 * the order's mails, for guests. Only the token's SHA-256 is kept; it expires.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_links_order_idx').on(t.orderId)],
);

/** Provider events already handled: the primary key makes event processing idempotent. */
export const paymentEvents = pgTable('payment_events', {
  /** The provider's event id (Stripe evt_...; the test provider's own). */
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['stripe', 'test'] })
    .notNull()
    .default('stripe'),
  paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  type: text('type').notNull(),
  /** What handling it did, for staff and for the logs: e.g. paid, already_paid, amount_mismatch, unknown_payment. */
  outcome: text('outcome').notNull().default(''),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A promo code used by an order. A single-use code is claimed when the order is placed, in the
 * transaction that reserves its stock (ADR 31): the row then belongs to an order awaiting
 * payment, and the unique index below refuses a second claim by the same address, even from
 * placements landing at the same moment. The claim is deleted when its order's hold ends unpaid
 * (expiry, cart changed, payment refused) and becomes the use when the order is paid. A code
 * used several times gets its row when the order is paid.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Lower-cased; single-use is enforced per e-mail so guests are covered too. */
    email: text('email').notNull(),
    /** Copied from the code, so the database itself refuses a second use of a single-use code. */
    singleUse: boolean('single_use').notNull(),
    /** When the order was placed (the claim), then when it was paid (the use). */
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_code_uses_single_use_once')
      .on(t.promoCodeId, t.email)
      .where(sql`${t.singleUse}`),
    index('promo_code_uses_customer_idx').on(t.promoCodeId, t.customerId),
    // A claim is released by its order.
    index('promo_code_uses_order_idx').on(t.orderId),
  ],
);

/** Last number issued per year: invoice numbers are sequential without gaps (French rules). */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** An invoice, or a credit note that cancels one (GUIDE 3.8: never edited, never deleted). */
export const invoiceKindEnum = pgEnum('invoice_kind', ['invoice', 'credit_note']);

/** One VAT rate's column of an invoice, as issued. */
export type InvoiceRateAmounts = RateAmounts;

/**
 * Issued invoices and credit notes. A credit note carries the invoice's amounts negated, so
 * sums over the table give what was really billed. Apart from its sending, cancelling and
 * hiding marks, a row never changes once written: a trigger (migration 0004) refuses edits of
 * its contents and any deletion.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: invoiceKindEnum('kind').notNull().default('invoice'),
    /** The invoice a credit note cancels. */
    creditForInvoiceId: integer('credit_for_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** The cancelled invoice this one brings back ("Rétablir"). */
    restoredFromInvoiceId: integer('restored_from_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order's number as printed (a manual invoice names one typed by staff). */
    orderNumber: text('order_number'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>().notNull(),
    /** Only when it differs from the billing address. */
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    locale: localeEnum('locale').notNull().default('fr'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    shippingVatRateBp: integer('shipping_vat_rate_bp').notNull().default(2000),
    discountCents: integer('discount_cents').notNull().default(0),
    totalNetCents: integer('total_net_cents').notNull(),
    totalVatCents: integer('total_vat_cents').notNull(),
    totalGrossCents: integer('total_gross_cents').notNull(),
    vatBreakdown: jsonb('vat_breakdown').$type<InvoiceRateAmounts[]>().notNull().default([]),
    /** The seller's mentions (company settings) as they were at issue: the PDF prints these, whatever the settings become. */
    seller: jsonb('seller').$type<Record<string, string>>().notNull().default({}),
    /** The day of the sale (the payment of an order), as a Paris calendar day. */
    soldOn: date('sold_on').notNull(),
    paymentMeans: text('payment_means', { enum: ['card', 'transfer', 'cheque', 'cash'] }),
    paidOn: date('paid_on'),
    /** A business buyer's legal name (a typed invoice); null for a person, whose name is the billing address's. */
    buyerCompany: text('buyer_company'),
    /** The business buyer's VAT number, compact and checked (domain/business-numbers/vat-numbers.ts). */
    buyerVatNumber: text('buyer_vat_number'),
    /** The day payment is due (a typed invoice not yet paid), as a Paris calendar day. */
    dueOn: date('due_on'),
    /** The generated PDF under the invoices folder. */
    fileName: text('file_name'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Customers may remove an invoice from their list; the shop keeps it by law. */
    hiddenByCustomerAt: timestamp('hidden_by_customer_at', { withTimezone: true }),
    createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Issued by the shop itself when the order was paid (automatic invoicing, ADR 12), not by a staff member. */
    automatic: boolean('automatic').notNull().default(false),
  },
  (t) => [
    unique('invoices_year_sequence').on(t.year, t.sequence),
    index('invoices_customer_idx').on(t.customerId, t.issuedAt),
    // The accounting exports read a period's documents by their issue instant.
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_order_idx').on(t.orderId),
    check('invoices_totals_consistent', sql`${t.totalGrossCents} = ${t.totalNetCents} + ${t.totalVatCents}`),
    // An invoice bills (amounts >= 0) and quotes nothing; a credit note gives back (amounts <= 0) and quotes its invoice.
    check(
      'invoices_kind_consistent',
      sql`(${t.kind} = 'invoice' and ${t.creditForInvoiceId} is null and ${t.totalGrossCents} >= 0 and ${t.totalNetCents} >= 0 and ${t.totalVatCents} >= 0)
        or (${t.kind} = 'credit_note' and ${t.creditForInvoiceId} is not null and ${t.totalGrossCents} <= 0 and ${t.totalNetCents} <= 0 and ${t.totalVatCents} <= 0 and ${t.cancelledAt} is null)`,
    ),
    uniqueIndex('invoices_one_credit_note')
      .on(t.creditForInvoiceId)
      .where(sql`${t.creditForInvoiceId} is not null`),
    // A cancelled invoice is restored at most once: two "Rétablir" would bill its content twice.
    uniqueIndex('invoices_one_restore')
      .on(t.restoredFromInvoiceId)
      .where(sql`${t.restoredFromInvoiceId} is not null`),
    // An order is invoiced at most once, unless that invoice was cancelled by a credit note.
    uniqueIndex('invoices_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' and ${t.cancelledAt} is null`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** At most 65 characters, as the spec's invoice layout requires. */
    description: text('description').notNull(),
    reference: text('reference').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitGrossCents: integer('unit_gross_cents').notNull(),
    /** The unit price without VAT printed on the invoice (negative on a credit note). */
    unitNetCents: integer('unit_net_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    lineGrossCents: integer('line_gross_cents').notNull(),
    lineNetCents: integer('line_net_cents').notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    check('invoice_lines_description_length', sql`char_length(${t.description}) <= 65`),
    check('invoice_lines_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);
