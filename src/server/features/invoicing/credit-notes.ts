import type { Database, DbOrTx, Transaction } from '../../../db/client';
import { linesOfOrder } from '../checkout/repo';
import {
  CreditRefused,
  partialCreditNoteAmounts,
  restCreditNoteAmounts,
  type CreditNoteAmounts,
  type StoredDocument,
} from '../../../domain/invoicing/credit-note-amounts';
import type { InvoiceDocument } from '../../../domain/invoicing/invoice-document';
import type { PaymentMeans } from '../../../domain/invoicing/invoice-form';
import { parisDay } from '../../../domain/pricing/paris-day';
import { storeIssuedPdf } from './invoice-file';
import {
  creditNotesOf,
  liveInvoiceOfOrder,
  linesOfInvoice,
  lockInvoice,
  markCancelled,
  orderOfInvoice,
  type InvoiceLineRow,
  type InvoiceRow,
} from './repo';
import { invoicingError, partiesOf, write, type Issued, type IssuedInvoice, type IssueOptions } from './write';

/**
 * Credit notes (GUIDE 3.8, ADR 12): the one that cancels an invoice ("Annuler", or an order
 * cancelled) and the partial ones a return's refund issues. Both run inside the caller's
 * transaction when it has one (the order locked), and hand back the PDF to write once it
 * commits: rendering takes about 100 ms, which the year's counter row must not wait for.
 */

/**
 * A credit note issued, and its PDF to write after the caller's transaction commits: never
 * throws (the credit note is issued whatever happens to its file), answers whether it is stored.
 */
export type CreditNoteIssue = { creditNote: IssuedInvoice; writePdf: () => Promise<boolean> };

/** Refunds go back through the payment provider that took them, which takes cards (the payments table records no other means). */
const REFUND_MEANS: PaymentMeans = 'card';

/** An invoice or a credit note as the amounts of credit notes read it. */
function stored(invoice: InvoiceRow, lines: InvoiceLineRow[]): StoredDocument {
  return {
    lines,
    rates: invoice.vatBreakdown,
    shippingCents: invoice.shippingCents,
    discountCents: invoice.discountCents,
    totalNetCents: invoice.totalNetCents,
    totalVatCents: invoice.totalVatCents,
    totalGrossCents: invoice.totalGrossCents,
  };
}

const CREDIT_REFUSALS = {
  quantityTooHigh: 'credit_quantity_too_high',
  shippingTooHigh: 'credit_shipping_too_high',
  feeTooHigh: 'credit_fee_too_high',
  nothingToCredit: 'nothing_to_credit',
} as const;

/** The amounts, or the refusal in the user's language (409: what the invoice still bills does not allow it). */
function amountsOrRefusal<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof CreditRefused) throw invoicingError(409, CREDIT_REFUSALS[error.reason], error.reason);
    throw error;
  }
}

/**
 * Writes a credit note for `invoice`: it quotes the last credit note of the invoice, or the
 * invoice when it has none, because the database holds one credit note per quoted row
 * (`invoices_one_credit_note`, migration 0004) and several partial credit notes of an invoice
 * must coexist; the invoice it corrects is the head of that chain (repo.ts `correctedBy`).
 */
async function writeCreditNote(
  tx: Transaction,
  invoice: InvoiceRow,
  earlier: InvoiceRow[],
  amounts: CreditNoteAmounts,
  refund: { on: string } | null,
  whole: boolean,
  options: IssueOptions,
): Promise<CreditNoteIssue> {
  const creditNote = await write(
    tx,
    {
      ...partiesOf(invoice),
      kind: 'credit_note',
      creditForInvoiceId: (earlier.at(-1) ?? invoice).id,
      shippingCents: amounts.shippingCents,
      shippingVatRateBp: invoice.shippingVatRateBp,
      discountCents: amounts.discountCents,
      totalNetCents: amounts.totalNetCents,
      totalVatCents: amounts.totalVatCents,
      totalGrossCents: amounts.totalGrossCents,
      vatBreakdown: amounts.rates,
      // On a credit note, how and when it was refunded; null when it only cancels (Annuler).
      paymentMeans: refund ? REFUND_MEANS : null,
      paidOn: refund?.on ?? null,
      // Nothing is due from the buyer on a credit note.
      dueOn: null,
    },
    amounts.lines,
    options,
  );
  const corrects: NonNullable<InvoiceDocument['corrects']> = { number: invoice.number, issuedOn: parisDay(invoice.issuedAt), whole };
  return { creditNote, writePdf: () => storeIssuedPdf(creditNote, corrects, options.invoicesDir, options.log) };
}

export type CancelOptions = IssueOptions & {
  /**
   * What was paid goes back through the payment provider with this credit note: it says so
   * (refunded that day, nothing left due). Left out: refunded when the invoice's order is
   * cancelled (cancelling an order refunds it) and the invoice was paid.
   */
  refunded?: boolean;
};

/**
 * Cancels an invoice inside the caller's transaction: the invoice is never edited nor deleted
 * (GUIDE 3.8); a credit note with its own number in the same sequence gives back what it still
 * bills (all of it, or what partial credit notes left) and quotes it, and the invoice is marked
 * cancelled, freeing its order to be invoiced again.
 */
export async function cancelInvoiceInTx(tx: Transaction, invoiceId: number, options: CancelOptions): Promise<CreditNoteIssue> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice) throw invoicingError(404, 'invoice_not_found', 'invoiceNotFound');
  if (invoice.kind === 'credit_note') throw invoicingError(409, 'credit_note_not_cancellable', 'creditNoteNotCancellable');
  if (invoice.cancelledAt) throw invoicingError(409, 'already_cancelled', 'alreadyCancelled');
  const now = options.now ?? new Date();
  const [lines, earlier] = await Promise.all([linesOfInvoice(tx, invoice.id), creditNotesOf(tx, invoice.id)]);
  const amounts = amountsOrRefusal(() =>
    restCreditNoteAmounts(
      stored(invoice, lines),
      earlier.map((note) => stored(note, note.lines)),
    ),
  );
  await markCancelled(tx, invoice.id, now);
  const paid = invoice.paidOn !== null && invoice.paymentMeans !== null;
  const refunded = options.refunded ?? (invoice.orderId !== null && (await orderOfInvoice(tx, invoice.orderId))?.status === 'cancelled');
  return writeCreditNote(tx, invoice, earlier, amounts, paid && refunded ? { on: parisDay(now) } : null, true, { ...options, now });
}

/** "Annuler" on the invoices desk: cancelInvoiceInTx in a transaction of its own, the PDF written after it commits. */
export async function cancelInvoice(db: Database, invoiceId: number, options: IssueOptions): Promise<Issued> {
  const { creditNote, writePdf } = await db.transaction((tx) => cancelInvoiceInTx(tx, invoiceId, options));
  return { ...creditNote, pdfStored: await writePdf() };
}

/** The id of the order's invoice no credit note cancelled, if any. */
export async function liveInvoiceIdOfOrder(db: DbOrTx, orderId: number): Promise<number | null> {
  return (await liveInvoiceOfOrder(db, orderId))?.id ?? null;
}

export type RefundCreditInput = {
  orderId: number;
  /** Units of the order's lines given back. */
  lines: { orderLineId: number; quantity: number }[];
  /** Shipping given back, VAT included. */
  shippingCents: number;
  /** Return fee kept, VAT included, >= 0. */
  feeCents: number;
  staffId: number | null;
  /**
   * What the refund gives back for those units (returns.ts returnRefund's itemsCents): the
   * credit note then totals exactly -(itemsCents + shippingCents - feeCents). Left out, it is
   * worked out by the same rule from the invoice and its earlier credit notes.
   */
  itemsCents?: number;
};

/**
 * The partial credit note of a refund (a return), inside the caller's transaction, which holds
 * the order's row: null when the order has no live invoice. Its lines are the invoice's lines of
 * the returned order lines (an order's invoice has one line per order line, in the order of
 * their ids: Facturer writes them so and Rétablir copies them), at the invoice's prices and VAT
 * rates, given back; the shipping given back at the invoice's shipping rate; the return fee kept
 * as a line of its own at 20 %. It quotes the invoice by number and date, says it was refunded,
 * and leaves the invoice live: several may follow one another.
 */
export async function issueCreditNoteForRefund(
  tx: Transaction,
  input: RefundCreditInput,
  options: Pick<IssueOptions, 'invoicesDir' | 'now'>,
): Promise<CreditNoteIssue | null> {
  const live = await liveInvoiceOfOrder(tx, input.orderId);
  // Locked, so an "Annuler" on the desk at the same moment waits for it (or it finds the invoice cancelled).
  const invoice = live && (await lockInvoice(tx, live.id));
  if (!invoice || invoice.cancelledAt) return null;
  const [orderLines, lines, earlier] = await Promise.all([
    linesOfOrder(tx, input.orderId),
    linesOfInvoice(tx, invoice.id),
    creditNotesOf(tx, invoice.id),
  ]);
  const sameContent =
    orderLines.length === lines.length &&
    orderLines.every(
      (ordered, i) =>
        ordered.reference === lines[i]!.reference &&
        ordered.unitPriceCents === lines[i]!.unitGrossCents &&
        ordered.quantity === lines[i]!.quantity &&
        ordered.vatRateBp === lines[i]!.vatRateBp,
    );
  // A typed invoice attached to the order bills lines of its own: no line of it is the returned one.
  if (!sameContent) throw invoicingError(409, 'invoice_lines_differ', 'invoiceLinesDiffer');
  const returned = input.lines.map(({ orderLineId, quantity }) => {
    const line = orderLines.findIndex((ordered) => ordered.id === orderLineId);
    if (line < 0) throw invoicingError(400, 'returned_line_unknown', 'returnedLineUnknown');
    return { line, quantity };
  });
  const amounts = amountsOrRefusal(() =>
    partialCreditNoteAmounts({
      invoice: { ...stored(invoice, lines), shippingVatRateBp: invoice.shippingVatRateBp },
      earlier: earlier.map((note) => stored(note, note.lines)),
      returned,
      shippingCents: input.shippingCents,
      feeCents: input.feeCents,
      ...(input.itemsCents === undefined ? {} : { itemsCents: input.itemsCents }),
    }),
  );
  const now = options.now ?? new Date();
  return writeCreditNote(tx, invoice, earlier, amounts, { on: parisDay(now) }, false, {
    staffId: input.staffId,
    invoicesDir: options.invoicesDir,
    now,
  });
}
