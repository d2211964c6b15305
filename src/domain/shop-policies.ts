/**
 * The shop's commitments as the storefront spec states them (section 9: terms, returns,
 * delivery). The static pages interpolate these values into their texts, so a number is
 * written once here; later features (orders, returns) read the same constants.
 */
export type DurationUnit = 'hour' | 'day' | 'week' | 'month' | 'year';
export type Duration = { value: number; unit: DurationUnit };
export type DurationRange = { min: number; max: number; unit: DurationUnit };

export const POLICY_DURATIONS = {
  /** An order is delivered at the latest this long after payment. */
  deliveryAfterPayment: { value: 7, unit: 'day' },
  /** The customer is told that an ordered product is unavailable within this time. */
  unavailableNotice: { value: 8, unit: 'day' },
  /** A cancelled order (or a withdrawal) is refunded within this time. */
  refund: { value: 14, unit: 'day' },
  /** Legal right of withdrawal, from delivery. */
  withdrawal: { value: 14, unit: 'day' },
  /** The shop accepts returns for longer than the legal withdrawal period. */
  returnWindow: { value: 30, unit: 'day' },
  /** Visible defects and wrong items are reported within this time after delivery. */
  defectReport: { value: 48, unit: 'hour' },
  creditNoteValidity: { value: 1, unit: 'year' },
  /** A parcel returned undelivered whose follow-up mail stays unanswered this long is resold. */
  unansweredMailResale: { value: 1, unit: 'month' },
  /** Force majeure lasting longer than this lets either party terminate the contract. */
  forceMajeureTermination: { value: 4, unit: 'week' },
  legalConformityGuarantee: { value: 2, unit: 'year' },
  /** Contracts above CONTRACT_ARCHIVE_THRESHOLD_CENTS are archived this long (consumer code L213-1). */
  contractArchive: { value: 10, unit: 'year' },
  /** Orders and invoices are kept this long for accounting (commercial code L123-22). */
  accountingRetention: { value: 10, unit: 'year' },
} as const satisfies Record<string, Duration>;

/** Time the shop needs to process a returned parcel once received. */
export const RETURN_PROCESSING: DurationRange = { min: 5, max: 7, unit: 'day' };

/**
 * Delivery time in working days. The spec's French text says 3 to 6 days and its English
 * text 4 to 6; both are kept as written until the shop owner settles on one.
 */
export const DELIVERY_WORKING_DAYS = {
  fr: { min: 3, max: 6 },
  en: { min: 4, max: 6 },
} as const;

/** Deducted from the refund for a prepaid return label, unless the return is the shop's fault. */
export const RETURN_LABEL_FEE_CENTS = 599;
/** What sending a return costs the customer, from home or from a relay point. */
export const RETURN_SHIPPING_HOME_CENTS = 600;
export const RETURN_SHIPPING_RELAY_CENTS = 500;
export const CONTRACT_ARCHIVE_THRESHOLD_CENTS = 12_000;
/** Late-payment interest, as a multiple of the French legal interest rate. */
export const LATE_PAYMENT_INTEREST_MULTIPLE = 3;
