import type { Database, DbOrTx, Transaction } from '../../../db/client';
import type { AddressSnapshot } from '../../../db/schema';
import { HttpError } from '../../errors';
import { linesOfOrder } from '../checkout/repo';
import { billingRefusal, typedInvoiceOrderRefusal, type TypedInvoiceOrderRefusal } from '../../../domain/invoicing/billable-order';
import { computeInvoiceAmounts, type InvoiceAmounts } from '../../../domain/invoicing/invoice-amounts';
import { transferRefusal } from '../../../domain/invoicing/business-invoice';
import { manualInvoiceAmounts, manualInvoiceSchema } from '../../../domain/invoicing/invoice-form';
import { namedIn } from '../../../domain/orders/line-names';
import { parisDay } from '../../../domain/pricing/paris-day';
import { storeIssuedPdf } from './invoice-file';
import {
  creditNotesOf,
  liveInvoiceOfOrder,
  linesOfInvoice,
  lockInvoice,
  lockOrderForInvoicing,
  orderByNumber,
  restorationOf,
  sellerSettings,
  type OrderRow,
} from './repo';
import { invoicingError, partiesOf, write, type InvoiceParties, type Issued, type IssuedInvoice, type IssueOptions } from './write';

export { invoicesDir, type Issued, type IssuedInvoice, type IssueOptions } from './write';
export {
  cancelInvoice,
  cancelInvoiceInTx,
  issueCreditNoteForRefund,
  liveInvoiceIdOfOrder,
  type CancelOptions,
  type CreditNoteIssue,
  type RefundCreditInput,
} from './credit-notes';

/** The refusal of billing an order, with its status and code, in the user's language. */
function refuseBilling(order: OrderRow, field?: string): void {
  const refusal = billingRefusal(order);
  if (refusal === 'orderCancelled') throw invoicingError(409, 'order_cancelled', refusal, field);
  if (refusal === 'orderNotPaid') throw invoicingError(409, 'order_not_paid', refusal, field);
  if (refusal === 'orderRefunded') throw invoicingError(409, 'order_refunded', refusal, field);
}

/**
 * Bills a paid order (the back office's "Facturer", or automatic invoicing at payment): the
 * buyer and addresses, lines and totals are the order's as paid, so the invoice totals exactly
 * what the customer paid; the sale date is the payment's, and the invoice says it was paid that
 * day. One transaction, the order locked: an order has at most one invoice that no credit note
 * cancelled.
 */
export async function issueInvoiceForOrder(db: Database, orderId: number, options: IssueOptions): Promise<Issued> {
  const invoice = await db.transaction(async (tx) => {
    const order = await lockOrderForInvoicing(tx, orderId);
    if (!order) throw invoicingError(404, 'order_not_found', 'orderNotFound');
    refuseBilling(order);
    if (await liveInvoiceOfOrder(tx, order.id)) throw invoicingError(409, 'already_invoiced', 'alreadyInvoiced');

    const lines = await linesOfOrder(tx, order.id);
    const amounts = computeInvoiceAmounts({
      // Named in the order's language, as its invoices always were.
      lines: lines
        .map((line) => namedIn(line, order.locale))
        .map((line) => ({
          description: [line.name, line.colorName, line.sizeName].filter(Boolean).join(' – '),
          reference: line.reference,
          unitGrossCents: line.unitPriceCents,
          quantity: line.quantity,
          vatRateBp: line.vatRateBp,
        })),
      shippingCents: order.shippingCents,
      // The amount the order took off, exactly: recomputing it from the code could differ if the code changed since.
      discount: order.discountCents > 0 ? { type: 'fixed', value: order.discountCents } : null,
    });
    // The whole point of the invoice maths (GUIDE 3.1); a mismatch is a bug, never an invoice.
    if (amounts.totalGrossCents !== order.totalCents)
      throw new Error(`Invoice of order ${order.number} would total ${amounts.totalGrossCents}, not ${order.totalCents}`);
    const paidOn = parisDay(order.paidAt!);
    return issue(
      tx,
      {
        orderId: order.id,
        orderNumber: order.number,
        customerId: order.customerId,
        billingAddress: order.billingAddress,
        deliveryAddress: sameAddress(order.billingAddress, order.deliveryAddress) ? null : order.deliveryAddress,
        locale: order.locale,
        soldOn: paidOn,
        // The order is paid (refuseBilling): its payment date says so, whatever its payment row
        // became since (refunded) or whether the demo wrote one. Both providers take cards (the
        // payments table records no other means).
        paymentMeans: 'card',
        paidOn,
      },
      amounts,
      options,
    );
  });
  return { ...invoice, pdfStored: await storeIssuedPdf(invoice, null, options.invoicesDir, options.log) };
}

/** The order a typed invoice names, or why it may not: the form's check and the issue run this one rule. */
async function orderForTypedInvoice(
  db: DbOrTx,
  number: string,
  buyerEmail: string,
  lock: boolean,
): Promise<{ order: OrderRow; refusal: null } | { order: OrderRow | null; refusal: TypedInvoiceOrderRefusal }> {
  const order = await orderByNumber(db, number.toUpperCase(), lock);
  const invoiced = order ? (await liveInvoiceOfOrder(db, order.id)) !== null : false;
  const refusal = typedInvoiceOrderRefusal(order && { ...order, billingEmail: order.billingAddress.email }, buyerEmail, invoiced);
  return refusal === null ? { order: order!, refusal } : { order, refusal };
}

const TYPED_ORDER_REFUSALS: Record<TypedInvoiceOrderRefusal, [number, string]> = {
  orderNumberUnknown: [400, 'order_unknown'],
  orderEmailMismatch: [400, 'order_email_mismatch'],
  orderNotPaid: [409, 'order_not_paid'],
  orderCancelled: [409, 'order_cancelled'],
  orderRefunded: [409, 'order_refunded'],
  alreadyInvoiced: [409, 'already_invoiced'],
};

const typedOrderError = (refusal: TypedInvoiceOrderRefusal) => invoicingError(...TYPED_ORDER_REFUSALS[refusal], refusal, 'orderNumber');

/**
 * What the creation form's confirmation names before issuing (GET …/typed-invoice-order): the
 * order the invoice will be attached to and its buyer, or the refusal the issue would answer.
 */
export async function typedInvoiceOrder(db: Database, number: string, buyerEmail: string): Promise<{ orderNumber: string; buyerName: string }> {
  const found = await orderForTypedInvoice(db, number, buyerEmail, false);
  if (found.refusal !== null) throw typedOrderError(found.refusal);
  const { firstName, lastName } = found.order.billingAddress;
  return { orderNumber: found.order.number, buyerName: `${firstName} ${lastName}`.trim() };
}

/**
 * An invoice typed in the back office's creation form (spec section 5), validated by the form's
 * own schema (a ZodError answers 400 naming the field). Its order number is left empty (the
 * invoice belongs to no order and no customer sees it) or names an order of the shop placed
 * with the buyer's e-mail that may be billed and has no live invoice; anything else is refused
 * on the order number field and nothing is written.
 */
export async function issueManualInvoice(db: Database, input: unknown, options: IssueOptions): Promise<Issued> {
  const form = manualInvoiceSchema.parse(input);
  const amounts = manualInvoiceAmounts(form);
  const issuedOn = parisDay(options.now ?? new Date());
  const invoice = await db.transaction(async (tx) => {
    // Its message is the back office's: the form is the only way to type a transfer still to pay.
    if (transferRefusal(form, await sellerSettings(tx)))
      throw new HttpError(409, 'bank_details_missing', 'back:businessInvoice.errors.bankDetailsMissing', 'paymentMeans');
    let order: OrderRow | null = null;
    if (form.orderNumber !== '') {
      // Locked: a Facturer on the same order at the same moment waits, then finds it invoiced.
      const found = await orderForTypedInvoice(tx, form.orderNumber, form.customer.email, true);
      if (found.refusal !== null) throw typedOrderError(found.refusal);
      order = found.order;
    }
    return issue(
      tx,
      {
        orderId: order?.id ?? null,
        orderNumber: order?.number ?? null,
        // Only an order's own customer ever sees the invoice in "Mes factures".
        customerId: order?.customerId ?? null,
        billingAddress: form.customer,
        deliveryAddress: null,
        buyerCompany: form.company || null,
        buyerVatNumber: form.vatNumber || null,
        locale: order?.locale ?? 'fr',
        soldOn: form.soldOn ?? issuedOn,
        paymentMeans: form.paymentMeans ?? null,
        paidOn: form.paidOn ?? null,
        dueOn: form.dueOn ?? null,
      },
      amounts,
      options,
    );
  });
  return { ...invoice, pdfStored: await storeIssuedPdf(invoice, null, options.invoicesDir, options.log) };
}

/**
 * "Rétablir": a cancelled invoice comes back as a new invoice (new number, issued today) with
 * the same buyer, lines and amounts; the cancelled one and its credit note stay as they are.
 * Once only: the new invoice names the one it restores (a unique index holds it), and the
 * cancelled invoice's row lock makes a second "Rétablir" wait for the first and be refused.
 * Never for an order cancelled or refunded in full (it would bill what the customer got back),
 * nor for an invoice a return partly credited (its content is no longer what was sold).
 */
export async function restoreInvoice(db: Database, invoiceId: number, options: IssueOptions): Promise<Issued> {
  const restored = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice || invoice.kind !== 'invoice') throw invoicingError(404, 'invoice_not_found', 'invoiceNotFound');
    if (!invoice.cancelledAt) throw invoicingError(409, 'already_invoiced', 'alreadyInvoiced');
    if (await restorationOf(tx, invoice.id)) throw invoicingError(409, 'already_restored', 'alreadyInvoiced');
    if (invoice.orderId !== null) {
      const order = await lockOrderForInvoicing(tx, invoice.orderId);
      if (order) refuseBilling(order);
      if (await liveInvoiceOfOrder(tx, invoice.orderId)) throw invoicingError(409, 'already_invoiced', 'alreadyInvoiced');
    }
    // Its chain holds the partial credit notes, then the one that cancelled it.
    if ((await creditNotesOf(tx, invoice.id)).length > 1) throw invoicingError(409, 'partly_credited', 'partlyCredited');
    const lines = await linesOfInvoice(tx, invoice.id);
    return write(
      tx,
      {
        ...partiesOf(invoice),
        kind: 'invoice',
        restoredFromInvoiceId: invoice.id,
        shippingCents: invoice.shippingCents,
        shippingVatRateBp: invoice.shippingVatRateBp,
        discountCents: invoice.discountCents,
        totalNetCents: invoice.totalNetCents,
        totalVatCents: invoice.totalVatCents,
        totalGrossCents: invoice.totalGrossCents,
        vatBreakdown: invoice.vatBreakdown,
      },
      lines.map(({ id: _id, invoiceId: _invoice, ...line }) => line),
      options,
    );
  });
  return { ...restored, pdfStored: await storeIssuedPdf(restored, null, options.invoicesDir, options.log) };
}

function sameAddress(a: AddressSnapshot, b: AddressSnapshot): boolean {
  const keys: (keyof AddressSnapshot)[] = ['firstName', 'lastName', 'line1', 'line2', 'zip', 'city', 'country'];
  return keys.every((key) => a[key].trim().toLowerCase() === b[key].trim().toLowerCase());
}

function issue(tx: Transaction, parties: InvoiceParties, amounts: InvoiceAmounts, options: IssueOptions): Promise<IssuedInvoice> {
  return write(
    tx,
    {
      ...parties,
      kind: 'invoice',
      shippingCents: amounts.shippingCents,
      shippingVatRateBp: amounts.shippingVatRateBp,
      discountCents: amounts.discountCents,
      totalNetCents: amounts.totalNetCents,
      totalVatCents: amounts.totalVatCents,
      totalGrossCents: amounts.totalGrossCents,
      vatBreakdown: amounts.rates,
    },
    amounts.lines.map(({ description, reference, quantity, vatRateBp, unitGrossCents, unitNetCents, lineGrossCents, lineNetCents }) => ({
      description,
      reference,
      quantity,
      vatRateBp,
      unitGrossCents,
      unitNetCents,
      lineGrossCents,
      lineNetCents,
    })),
    options,
  );
}
