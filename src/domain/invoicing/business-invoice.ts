import { ibanInGroups } from '../business-numbers/bank-details';
import { formatPrice } from '../money';
import type { Settings } from '../settings';
import { LATE_PAYMENT_INTEREST_MULTIPLE } from '../shop-policies';
import type { PaymentMeans } from './invoice-form';

/**
 * What an invoice to a business says beyond a consumer's, in French (invoices are written in
 * French), and the bank details a transfer pays into. Between businesses, French law
 * (art. L441-9 and L441-10 of the Code de commerce) asks every invoice for its due date, the
 * late-payment penalty rate, the fixed indemnity for recovery costs (40 €, art. D441-5) and the
 * terms of any discount for early payment.
 */

/** The fixed indemnity a late business payer owes for recovery costs (art. D441-5 of the Code de commerce). */
export const RECOVERY_INDEMNITY_CENTS = 4000;

const MULTIPLE_IN_WORDS: Record<number, string> = { 3: 'trois' };

/** The mentions printed on a business invoice and given in its Factur-X payment terms. */
export function businessMentions(): string {
  const multiple = MULTIPLE_IN_WORDS[LATE_PAYMENT_INTEREST_MULTIPLE] ?? String(LATE_PAYMENT_INTEREST_MULTIPLE);
  return [
    `En cas de retard de paiement, pénalités au taux de ${multiple} fois le taux d’intérêt légal, exigibles dès le lendemain de l’échéance, et indemnité forfaitaire pour frais de recouvrement de ${formatPrice(RECOVERY_INDEMNITY_CENTS, 'fr')} (art. L441-10 du Code de commerce).`,
    'Pas d’escompte pour paiement anticipé.',
  ].join(' ');
}

/** The seller's bank details as the invoice snapshot holds them; null when the shop has set no IBAN. */
export function bankDetails(seller: Settings): { iban: string; bic: string } | null {
  const iban = seller.iban?.trim() ?? '';
  return iban === '' ? null : { iban, bic: seller.bic?.trim() ?? '' };
}

/** "IBAN FR76 3000 6000 0112 3456 7890 189 – BIC BNPAFRPP": printed under a transfer's payment sentence. */
export function bankDetailsLine({ iban, bic }: { iban: string; bic: string }): string {
  return [`IBAN ${ibanInGroups(iban)}`, bic && `BIC ${bic}`].filter(Boolean).join(' – ');
}

export type TransferRefusal = 'bankDetailsMissing';

/**
 * An invoice still to be paid by transfer must say where to pay: refused while the site settings
 * hold no IBAN. One already paid by transfer needs none.
 */
export function transferRefusal(invoice: { paymentMeans?: PaymentMeans; paidOn?: string }, seller: Settings): TransferRefusal | null {
  if (invoice.paymentMeans !== 'transfer' || invoice.paidOn) return null;
  return bankDetails(seller) === null ? 'bankDetailsMissing' : null;
}
