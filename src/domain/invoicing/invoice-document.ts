import type { AddressSnapshot } from '../addresses/address';
import { formatPrice } from '../money';
import type { Settings } from '../settings';
import { bankDetails, bankDetailsLine, businessMentions } from './business-invoice';
import type { RateAmounts } from './invoice-amounts';
import type { PaymentMeans } from './invoice-form';

/**
 * What an issued invoice or credit note says, from its stored rows only: the PDF prints it and
 * the Factur-X XML states it, so both are functions of the same data (ADR 12). A credit note's
 * amounts are stored negated (sums over the invoices table are what was billed).
 */
export type InvoiceDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  /**
   * The invoice a credit note corrects: its number, its issue day (Paris, YYYY-MM-DD) and whether
   * the note cancels all it still billed (`whole`) or gives back part of it (a return's refund).
   */
  corrects: { number: string; issuedOn: string; whole: boolean } | null;
  orderNumber: string | null;
  issuedAt: Date;
  soldOn: string;
  /** On an invoice, how and when it was paid; on a credit note, how and when it was refunded. Null: not (yet). */
  paymentMeans: PaymentMeans | null;
  paidOn: string | null;
  billingAddress: AddressSnapshot;
  deliveryAddress: AddressSnapshot | null;
  /** A business buyer's legal name and VAT number (a typed invoice); null for a person. */
  buyerCompany: string | null;
  buyerVatNumber: string | null;
  /** The day payment is due (Paris, YYYY-MM-DD); null when the invoice says nothing of it. */
  dueOn: string | null;
  lines: { description: string; reference: string; quantity: number; unitNetCents: number; vatRateBp: number; lineNetCents: number }[];
  subtotalGrossCents: number;
  discountCents: number;
  shippingCents: number;
  /** A credit note's return fee kept, VAT included (0 on an invoice). */
  feeCents: number;
  vatBreakdown: RateAmounts[];
  totalNetCents: number;
  totalVatCents: number;
  totalGrossCents: number;
  seller: Settings;
};

/**
 * Invoices are written in French, whatever the customer's language: French law asks for
 * invoices in French (loi Toubon), and the mandatory mentions are French terms.
 */
export const PAYMENT_MEANS_LABEL: Record<PaymentMeans, string> = {
  card: 'carte bancaire',
  transfer: 'virement',
  cheque: 'chèque',
  cash: 'espèces',
};

/** A Paris calendar day (YYYY-MM-DD) as dd/mm/yyyy. */
export function frenchDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** "Facture F-2026-000001" or "Avoir F-2026-000002": the PDF's title, in its information dictionary and its XMP alike. */
export function documentTitle(invoice: Pick<InvoiceDocument, 'kind' | 'number'>): string {
  return `${invoice.kind === 'invoice' ? 'Facture' : 'Avoir'} ${invoice.number}`;
}

/** Paid (an invoice) or refunded (a credit note): nothing is left due on it. */
export const isSettled = (invoice: Pick<InvoiceDocument, 'paidOn' | 'paymentMeans'>): boolean =>
  invoice.paidOn !== null && invoice.paymentMeans !== null;

/** What a credit note says of the invoice it corrects, by number and date: "Avoir annulant la facture N° … du 14/03/2026". */
export function correctionSentence(corrects: NonNullable<InvoiceDocument['corrects']>): string {
  const invoice = `la facture N° ${corrects.number} du ${frenchDay(corrects.issuedOn)}`;
  return corrects.whole ? `Avoir annulant ${invoice}` : `Avoir partiel sur ${invoice}`;
}

/** The document's closing sentence on payment: the PDF prints it, the XML gives it as payment terms. */
export function paymentSentence(invoice: Pick<InvoiceDocument, 'kind' | 'paidOn' | 'paymentMeans' | 'totalGrossCents' | 'dueOn'>): string {
  if (invoice.kind === 'credit_note') {
    if (!isSettled(invoice)) return 'Montants remboursés ou à déduire de la facture annulée.';
    const refunded = formatPrice(-invoice.totalGrossCents, 'fr');
    return `Remboursé le ${frenchDay(invoice.paidOn!)} par ${PAYMENT_MEANS_LABEL[invoice.paymentMeans!]} : ${refunded}. Reste dû : ${formatPrice(0, 'fr')}.`;
  }
  if (isSettled(invoice)) return `Payée le ${frenchDay(invoice.paidOn!)} par ${PAYMENT_MEANS_LABEL[invoice.paymentMeans!]}.`;
  if (invoice.dueOn) {
    const means = invoice.paymentMeans ? ` par ${PAYMENT_MEANS_LABEL[invoice.paymentMeans]}` : '';
    return `À payer${means} au plus tard le ${frenchDay(invoice.dueOn)}.`;
  }
  return 'Paiement à réception de la facture.';
}

/**
 * Everything the document says about paying it, one paragraph each: the payment sentence, the
 * bank details to pay a transfer into, and a business invoice's legal mentions. The PDF prints
 * them; the Factur-X XML gives them as its payment terms.
 */
export function paymentTerms(
  invoice: Pick<InvoiceDocument, 'kind' | 'paidOn' | 'paymentMeans' | 'totalGrossCents' | 'dueOn' | 'buyerCompany' | 'seller'>,
): string[] {
  const bank = bankDetails(invoice.seller);
  return [
    paymentSentence(invoice),
    invoice.kind === 'invoice' && invoice.paymentMeans === 'transfer' && !isSettled(invoice) && bank ? bankDetailsLine(bank) : '',
    invoice.kind === 'invoice' && invoice.buyerCompany ? businessMentions() : '',
  ].filter(Boolean);
}

/**
 * The share capital as the site settings keep it (euros, "20000" or "1500.50", ADR 22) written
 * as French invoices print it: "20 000 €", "1 500,50 €". Plain spaces: the invoice's embedded
 * font need not have the narrow no-break space. A value typed before the settings page checked
 * it is printed as written.
 */
export function capitalInEuros(capital: string): string {
  const amount = /^(\d+)(?:\.(\d{1,2}))?$/.exec(capital);
  if (!amount) return capital;
  const units = amount[1]!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return amount[2] ? `${units},${amount[2].padEnd(2, '0')} €` : `${units} €`;
}

/**
 * The seller's legal form with its share capital ("SAS au capital de 20 000 €") and its RCS
 * registration ("RCS Lyon 912 345 675"), empty when the settings leave them out.
 */
export function sellerLegalMentions(seller: Settings): { legalForm: string; rcs: string } {
  const value = (key: keyof Settings) => seller[key]?.trim() ?? '';
  const capital = value('share capital');
  const siren = value('id company');
  return {
    legalForm: [value('status company'), capital && `au capital de ${capitalInEuros(capital)}`].filter(Boolean).join(' '),
    rcs: value('rcs') && `RCS ${value('rcs')}${siren ? ` ${siren}` : ''}`,
  };
}
