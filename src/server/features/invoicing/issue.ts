import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Database, Transaction } from '../../../db/client';
import type { AddressSnapshot } from '../../../db/schema';
import { computeInvoiceAmounts, negated, negatedRate, type InvoiceAmounts } from '../../../domain/invoicing/invoice-amounts';
import { manualInvoiceAmounts, manualInvoiceSchema } from '../../../domain/invoicing/invoice-form';
import { parisDay } from '../../../domain/pricing/paris-day';
import { HttpError } from '../../errors';
import { takeInvoiceNumber } from './numbering';
import { storeInvoicePdf } from './invoice-file';
import {
  insertInvoice,
  liveInvoiceOfOrder,
  linesOfInvoice,
  linesOfOrder,
  lockInvoice,
  lockOrderForInvoicing,
  markCancelled,
  orderByNumber,
  restorationOf,
  sellerSettings,
  succeededPayment,
  type InvoiceLineRow,
  type InvoiceRow,
  type NewInvoice,
  type NewInvoiceLine,
} from './repo';

export type IssuedInvoice = InvoiceRow & { lines: InvoiceLineRow[] };

export type IssueOptions = {
  /** The staff member who issued it; null when the shop did (automatic invoicing at payment). */
  staffId: number | null;
  /** Where the PDFs are kept: `invoicesDir(env.DATA_DIR)`. */
  invoicesDir: string;
  now?: Date;
};

/** The folder of the invoice PDFs under the shop's data folder. */
export function invoicesDir(dataDir: string): string {
  return path.resolve(dataDir, 'invoices');
}

const invoicingError = (status: number, code: string, key: string, field?: string) => new HttpError(status, code, `invoices:errors.${key}`, field);

/** What an invoice says besides its amounts. */
type InvoiceParties = Pick<
  NewInvoice,
  'orderId' | 'orderNumber' | 'customerId' | 'billingAddress' | 'deliveryAddress' | 'locale' | 'soldOn' | 'paymentMeans' | 'paidOn'
>;

/**
 * Bills a paid order (the back office's "Facturer", or automatic invoicing at payment): the
 * buyer and addresses, lines and totals are the order's as paid, so the invoice totals exactly
 * what the customer paid; the sale date is the payment's. One transaction, the order locked:
 * an order has at most one invoice that no credit note cancelled.
 */
export async function issueInvoiceForOrder(db: Database, orderId: number, options: IssueOptions): Promise<IssuedInvoice> {
  const invoice = await db.transaction(async (tx) => {
    const order = await lockOrderForInvoicing(tx, orderId);
    if (!order) throw invoicingError(404, 'order_not_found', 'orderNotFound');
    if (order.status === 'cancelled') throw invoicingError(409, 'order_cancelled', 'orderCancelled');
    if (order.status === 'awaiting_payment' || !order.paidAt) throw invoicingError(409, 'order_not_paid', 'orderNotPaid');
    if (await liveInvoiceOfOrder(tx, order.id)) throw invoicingError(409, 'already_invoiced', 'alreadyInvoiced');

    const [lines, payment] = await Promise.all([linesOfOrder(tx, order.id), succeededPayment(tx, order.id)]);
    const amounts = computeInvoiceAmounts({
      lines: lines.map((line) => ({
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
    const paidOn = parisDay(order.paidAt);
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
        // Both providers take cards (Stripe, and the test provider that stands for it).
        paymentMeans: payment ? 'card' : null,
        paidOn: payment ? paidOn : null,
      },
      amounts,
      options,
    );
  });
  await storeInvoicePdf(invoice, null, options.invoicesDir);
  return invoice;
}

/**
 * An invoice typed in the back office's creation form (spec section 5), validated by the form's
 * own schema (a ZodError answers 400 naming the field). When its order number is an order of
 * the shop, the invoice is linked to it, and refused if that order already has a live invoice.
 */
export async function issueManualInvoice(db: Database, input: unknown, options: IssueOptions): Promise<IssuedInvoice> {
  const form = manualInvoiceSchema.parse(input);
  const amounts = manualInvoiceAmounts(form);
  const issuedOn = parisDay(options.now ?? new Date());
  const invoice = await db.transaction(async (tx) => {
    const order = await orderByNumber(tx, form.orderNumber.toUpperCase());
    if (order && (await liveInvoiceOfOrder(tx, order.id))) throw invoicingError(409, 'already_invoiced', 'alreadyInvoiced', 'orderNumber');
    return issue(
      tx,
      {
        orderId: order?.id ?? null,
        orderNumber: order?.number ?? form.orderNumber,
        customerId: order?.customerId ?? null,
        billingAddress: form.customer,
        deliveryAddress: null,
        locale: order?.locale ?? 'fr',
        soldOn: form.soldOn ?? issuedOn,
        paymentMeans: form.paymentMeans ?? null,
        paidOn: form.paidOn ?? null,
      },
      amounts,
      options,
    );
  });
  await storeInvoicePdf(invoice, null, options.invoicesDir);
  return invoice;
}

/**
 * "Annuler": the invoice is never edited nor deleted (GUIDE 3.8); a credit note with its own
 * number in the same sequence gives back its amounts (negated) and quotes it, and the invoice
 * is marked cancelled, freeing its order to be invoiced again. One transaction.
 */
export async function cancelInvoice(db: Database, invoiceId: number, options: IssueOptions): Promise<IssuedInvoice> {
  const { creditNote, writePdf } = await db.transaction((tx) => cancelInvoiceInTx(tx, invoiceId, options));
  await writePdf();
  return creditNote;
}

/** A credit note written in the caller's transaction, and the writing of its PDF, to run once that transaction committed. */
export type WrittenCreditNote = { creditNote: IssuedInvoice; writePdf(): Promise<void> };

/**
 * Cancels an invoice by a credit note inside the caller's transaction, so that a cancelled
 * order's credit note commits with its cancellation or not at all. The PDF is rendered from the
 * stored rows after the commit (`writePdf`).
 */
export async function cancelInvoiceInTx(tx: Transaction, invoiceId: number, options: IssueOptions): Promise<WrittenCreditNote> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice) throw invoicingError(404, 'invoice_not_found', 'invoiceNotFound');
  if (invoice.kind === 'credit_note') throw invoicingError(409, 'credit_note_not_cancellable', 'creditNoteNotCancellable');
  if (invoice.cancelledAt) throw invoicingError(409, 'already_cancelled', 'alreadyCancelled');
  const now = options.now ?? new Date();
  await markCancelled(tx, invoice.id, now);
  const lines = await linesOfInvoice(tx, invoice.id);
  const creditNote = await write(
    tx,
    {
      ...partiesOf(invoice),
      kind: 'credit_note',
      creditForInvoiceId: invoice.id,
      shippingCents: negated(invoice.shippingCents),
      shippingVatRateBp: invoice.shippingVatRateBp,
      discountCents: negated(invoice.discountCents),
      totalNetCents: negated(invoice.totalNetCents),
      totalVatCents: negated(invoice.totalVatCents),
      totalGrossCents: negated(invoice.totalGrossCents),
      vatBreakdown: invoice.vatBreakdown.map(negatedRate),
      // A credit note records no payment: the refund is the payment provider's.
      paymentMeans: null,
      paidOn: null,
    },
    lines.map((line) => ({
      description: line.description,
      reference: line.reference,
      quantity: line.quantity,
      vatRateBp: line.vatRateBp,
      unitGrossCents: negated(line.unitGrossCents),
      unitNetCents: negated(line.unitNetCents),
      lineGrossCents: negated(line.lineGrossCents),
      lineNetCents: negated(line.lineNetCents),
    })),
    { ...options, now },
  );
  return {
    creditNote,
    writePdf: async () => {
      await storeInvoicePdf(creditNote, invoice.number, options.invoicesDir);
    },
  };
}

/**
 * "Rétablir": a cancelled invoice comes back as a new invoice (new number, issued today) with
 * the same buyer, lines and amounts; the cancelled one and its credit note stay as they are.
 * Once only: the new invoice names the one it restores (a unique index holds it), and the
 * cancelled invoice's row lock makes a second "Rétablir" wait for the first and be refused.
 */
export async function restoreInvoice(db: Database, invoiceId: number, options: IssueOptions): Promise<IssuedInvoice> {
  const restored = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice || invoice.kind !== 'invoice') throw invoicingError(404, 'invoice_not_found', 'invoiceNotFound');
    if (!invoice.cancelledAt) throw invoicingError(409, 'already_invoiced', 'alreadyInvoiced');
    if (await restorationOf(tx, invoice.id)) throw invoicingError(409, 'already_restored', 'alreadyInvoiced');
    if (invoice.orderId !== null && (await lockOrderForInvoicing(tx, invoice.orderId)) && (await liveInvoiceOfOrder(tx, invoice.orderId)))
      throw invoicingError(409, 'already_invoiced', 'alreadyInvoiced');
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
  await storeInvoicePdf(restored, null, options.invoicesDir);
  return restored;
}

function partiesOf(invoice: InvoiceRow): InvoiceParties {
  const { orderId, orderNumber, customerId, billingAddress, deliveryAddress, locale, soldOn, paymentMeans, paidOn } = invoice;
  return { orderId, orderNumber, customerId, billingAddress, deliveryAddress, locale, soldOn, paymentMeans, paidOn };
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

type InvoiceContent = Omit<NewInvoice, 'number' | 'year' | 'sequence' | 'fileName' | 'issuedAt' | 'createdByStaffId'>;

/**
 * Takes the number last, so the year's counter row stays locked only for the insert, and
 * records the seller's mentions as they are now: the PDF, rendered after the commit, is a
 * function of the stored rows alone (see invoice-file.ts).
 */
async function write(tx: Transaction, content: InvoiceContent, lines: NewInvoiceLine[], options: IssueOptions): Promise<IssuedInvoice> {
  const issuedAt = options.now ?? new Date();
  const seller = await sellerSettings(tx);
  const { year, sequence, number } = await takeInvoiceNumber(tx, issuedAt);
  // Unguessable, so knowing an invoice number is not enough to find its file.
  const fileName = `${number}-${randomBytes(12).toString('hex')}.pdf`;
  return insertInvoice(
    tx,
    // No staff member: the shop issued it at payment (the only caller without one).
    { ...content, number, year, sequence, seller, fileName, issuedAt, createdByStaffId: options.staffId, automatic: options.staffId === null },
    lines,
  );
}
