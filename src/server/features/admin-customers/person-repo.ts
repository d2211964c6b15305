import { and, asc, count, desc, eq, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  backInStockAlerts,
  colors,
  customerAddresses,
  customers,
  invoices,
  mailOutbox,
  newsletterSubscribers,
  orderLines,
  orders,
  products,
  refunds,
  returnLines,
  returns,
  sessions,
  sizes,
} from '../../../db/schema';
import type { PersonRef } from '../../../domain/customers/customer-desk';
import type { ErasureOrderFacts } from '../../../domain/customers/erasure';
import type { PersonalData } from '../../../domain/customers/personal-data';
import type { Locale } from '../../../domain/locale';
import { namedIn } from '../../../domain/orders/line-names';
import { lineNameColumns } from '../orders/line-name-columns';
import { variantNameColumns } from '../back-in-stock/repo';

/**
 * What the shop holds on one person, read for the customer's page, the export and the erasure.
 * A registered customer's orders are those of the account and those a guest placed with the
 * account's e-mail before signing up; a guest's are the orders without an account under their
 * e-mail. Erased orders belong to nobody any more.
 */

/** The person as found: their account row, if any, and the e-mail their data is filed under (lower-cased). */
export type FoundPerson = { ref: PersonRef; account: typeof customers.$inferSelect | null; email: string };

export async function findPerson(db: DbOrTx, ref: PersonRef): Promise<FoundPerson | null> {
  if (ref.kind === 'customer') {
    const [account] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.id, ref.id), isNull(customers.erasedAt)));
    return account ? { ref, account, email: account.email.toLowerCase() } : null;
  }
  const email = ref.email.trim().toLowerCase();
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(guestOrdersOf(email)))
    .limit(1);
  return order ? { ref: { kind: 'guest', email }, account: null, email } : null;
}

const guestOrdersOf = (email: string) => and(isNull(orders.customerId), isNull(orders.erasedAt), sql`lower(${orders.email}) = ${email}`);

/** The person's orders, as a condition on `orders`. */
export function ordersOf(person: FoundPerson): SQL {
  const guest = guestOrdersOf(person.email)!;
  return person.account ? or(eq(orders.customerId, person.account.id), guest)! : guest;
}

/** The invoices and credit notes that name the person: by account, by order, or typed for their e-mail. */
function invoicesOf(person: FoundPerson, orderIds: number[]): SQL {
  return or(
    person.account ? eq(invoices.customerId, person.account.id) : undefined,
    orderIds.length > 0 ? inArray(invoices.orderId, orderIds) : undefined,
    sql`lower(${invoices.billingAddress} ->> 'email') = ${person.email}`,
  )!;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything held on the person, with the ids the back office links to (orders, invoices). */
export type PersonRecords = {
  data: PersonalData;
  orderIds: number[];
  invoiceIds: number[];
  returnOrderIds: number[];
  erasureFacts: ErasureOrderFacts[];
};

export async function readPersonRecords(db: DbOrTx, person: FoundPerson, now: Date): Promise<PersonRecords> {
  const account = person.account;
  const orderRows = await db.select().from(orders).where(ordersOf(person)).orderBy(desc(orders.createdAt), desc(orders.id));
  const orderIds = orderRows.map((order) => order.id);
  const locale: Locale = account?.locale ?? orderRows[0]?.locale ?? 'fr';

  const lines = orderIds.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          id: orderLines.id,
          reference: orderLines.reference,
          ...lineNameColumns,
          sizeName: orderLines.sizeName,
          unitPriceCents: orderLines.unitPriceCents,
          quantity: orderLines.quantity,
        })
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.id))
    : [];
  const returnRows = orderIds.length
    ? await db.select().from(returns).where(inArray(returns.orderId, orderIds)).orderBy(desc(returns.requestedAt))
    : [];
  const returnIds = returnRows.map((r) => r.id);
  const returned = returnIds.length
    ? await db
        .select({ returnId: returnLines.returnId, quantity: returnLines.quantity, orderLineId: returnLines.orderLineId })
        .from(returnLines)
        .where(inArray(returnLines.returnId, returnIds))
    : [];
  const pendingRefunds = orderIds.length
    ? await db
        .select({ orderId: refunds.orderId })
        .from(refunds)
        .where(and(inArray(refunds.orderId, orderIds), eq(refunds.status, 'pending')))
    : [];
  const invoiceRows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      orderNumber: invoices.orderNumber,
      totalGrossCents: invoices.totalGrossCents,
    })
    .from(invoices)
    .where(invoicesOf(person, orderIds))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  const addressRows = account
    ? await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, account.id)).orderBy(asc(customerAddresses.id))
    : [];
  const [subscription] = await db
    .select()
    .from(newsletterSubscribers)
    .where(or(account ? eq(newsletterSubscribers.customerId, account.id) : undefined, sql`lower(${newsletterSubscribers.email}) = ${person.email}`));
  const alerts = await db
    .select({
      reference: products.reference,
      ...variantNameColumns,
      requestedAt: backInStockAlerts.requestedAt,
      confirmedAt: backInStockAlerts.confirmedAt,
      notifiedAt: backInStockAlerts.notifiedAt,
    })
    .from(backInStockAlerts)
    .innerJoin(products, eq(products.id, backInStockAlerts.productId))
    .innerJoin(colors, eq(colors.id, backInStockAlerts.colorId))
    .innerJoin(sizes, eq(sizes.id, backInStockAlerts.sizeId))
    .where(or(account ? eq(backInStockAlerts.customerId, account.id) : undefined, sql`lower(${backInStockAlerts.email}) = ${person.email}`))
    .orderBy(desc(backInStockAlerts.requestedAt));
  const [sessionFacts] = account
    ? await db
        .select({ count: count(), lastSeenAt: max(sessions.lastSeenAt) })
        .from(sessions)
        .where(eq(sessions.customerId, account.id))
    : [{ count: 0, lastSeenAt: null }];
  const [mailFacts] = await db
    .select({ count: count() })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${person.email}`);

  const lineById = new Map(lines.map((line) => [line.id, line]));
  const numberOf = new Map(orderRows.map((order) => [order.id, order.number]));
  const data: PersonalData = {
    exportedAt: now.toISOString(),
    person: person.ref,
    locale,
    account: account
      ? {
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          locale: account.locale,
          createdAt: account.createdAt.toISOString(),
          updatedAt: account.updatedAt.toISOString(),
          emailConfirmedAt: iso(account.emailConfirmedAt),
        }
      : null,
    addresses: addressRows.map((a) => ({
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phone: a.phone,
      line1: a.line1,
      line2: a.line2,
      city: a.city,
      zip: a.zip,
      country: a.country,
      isDefaultDelivery: a.isDefaultDelivery,
      isDefaultBilling: a.isDefaultBilling,
      createdAt: a.createdAt.toISOString(),
    })),
    orders: orderRows.map((order) => ({
      number: order.number,
      placedAt: order.createdAt.toISOString(),
      status: order.status,
      email: order.email,
      deliveryAddress: order.deliveryAddress,
      billingAddress: order.billingAddress,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      refundedCents: order.refundedCents,
      promoCode: order.promoCode,
      paidAt: iso(order.paidAt),
      shippedAt: iso(order.shippedAt),
      deliveredAt: iso(order.deliveredAt),
      cancelledAt: iso(order.cancelledAt),
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      withdrawnAt: iso(order.withdrawnAt),
      withdrawalName: order.withdrawalName,
      withdrawalEmail: order.withdrawalEmail,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => {
          const named = namedIn(line, locale);
          return {
            reference: line.reference,
            name: named.name,
            colorName: named.colorName,
            sizeName: line.sizeName,
            unitPriceCents: line.unitPriceCents,
            quantity: line.quantity,
          };
        }),
    })),
    returns: returnRows.map((r) => ({
      orderNumber: numberOf.get(r.orderId) ?? '',
      status: r.status,
      reason: r.reason,
      comment: r.comment,
      requestedAt: r.requestedAt.toISOString(),
      receivedAt: iso(r.receivedAt),
      refundedAt: iso(r.refundedAt),
      lines: returned
        .filter((line) => line.returnId === r.id)
        .map((line) => {
          const bought = lineById.get(line.orderLineId);
          return { reference: bought?.reference ?? '', name: bought ? namedIn(bought, locale).name : '', quantity: line.quantity };
        }),
    })),
    invoices: invoiceRows.map((invoice) => ({
      number: invoice.number,
      kind: invoice.kind,
      issuedAt: invoice.issuedAt.toISOString(),
      orderNumber: invoice.orderNumber,
      totalGrossCents: invoice.totalGrossCents,
    })),
    newsletter: {
      accepted: account?.acceptsNewsletter ?? false,
      subscription: subscription
        ? {
            email: subscription.email,
            subscribedAt: subscription.subscribedAt.toISOString(),
            confirmedAt: iso(subscription.confirmedAt),
            unsubscribedAt: iso(subscription.unsubscribedAt),
          }
        : null,
    },
    backInStock: alerts.map((alert) => ({
      reference: alert.reference,
      product: locale === 'en' ? alert.nameEn || alert.nameFr : alert.nameFr,
      color: locale === 'en' ? alert.colorEn || alert.colorFr : alert.colorFr,
      size: alert.size,
      requestedAt: alert.requestedAt.toISOString(),
      confirmedAt: iso(alert.confirmedAt),
      notifiedAt: iso(alert.notifiedAt),
    })),
    sessions: { count: Number(sessionFacts?.count ?? 0), lastSeenAt: iso(sessionFacts?.lastSeenAt ? new Date(sessionFacts.lastSeenAt) : null) },
    mails: { count: Number(mailFacts?.count ?? 0) },
  };
  const refundOwed = new Set(pendingRefunds.map((refund) => refund.orderId));
  return {
    data,
    orderIds,
    invoiceIds: invoiceRows.map((invoice) => invoice.id),
    returnOrderIds: returnRows.map((r) => r.orderId),
    erasureFacts: orderRows.map((order) => ({
      status: order.status,
      openReturn: returnRows.some((r) => r.orderId === order.id && (r.status === 'requested' || r.status === 'received')),
      refundPending: refundOwed.has(order.id) || (order.refundRequired && order.refundedCents < order.totalCents),
    })),
  };
}
