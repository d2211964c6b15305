import type { RateAmounts } from '../invoicing/invoice-amounts';
import type { PaymentMeans } from '../invoicing/invoice-form';

/**
 * An invoice or a credit note as the accounting exports read it: its stored columns only, never
 * recomputed (an issued document says what it says). A credit note's amounts are stored negated,
 * so every sum over documents is what was billed less what was credited.
 */
export type AccountingDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  /** On a credit note, the number of the invoice it corrects (the head of its chain of credit notes). */
  correctsNumber: string | null;
  orderNumber: string | null;
  buyerName: string;
  buyerEmail: string;
  paymentMeans: PaymentMeans | null;
  /** Paris day (YYYY-MM-DD) an invoice was paid or a credit note refunded. */
  paidOn: string | null;
  /** One column per VAT rate, as issued: net + VAT = gross in each. */
  rates: Pick<RateAmounts, 'vatRateBp' | 'netCents' | 'vatCents' | 'grossCents'>[];
  totalNetCents: number;
  totalVatCents: number;
  totalGrossCents: number;
};
