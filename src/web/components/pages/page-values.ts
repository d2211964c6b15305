import type { Locale } from '../../../domain/locale';
import { formatPrice } from '../../../domain/money';
import { freeShippingThresholdCents, type Settings } from '../../../domain/settings';
import {
  CONTRACT_ARCHIVE_THRESHOLD_CENTS,
  DELIVERY_WORKING_DAYS,
  LATE_PAYMENT_INTEREST_MULTIPLE,
  POLICY_DURATIONS,
  RETURN_LABEL_FEE_CENTS,
  RETURN_PROCESSING,
  RETURN_SHIPPING_HOME_CENTS,
  RETURN_SHIPPING_RELAY_CENTS,
} from '../../../domain/shop-policies';
import { formatDuration, formatDurationRange, formatRange } from './format';

/** Words used in place of a company setting the shop has not filled in yet. */
export type Fallbacks = { company: string; contact: string };

export type PageValues = ReturnType<typeof pageValues>;

/** A setting's text, or '' when it is missing or blank. */
export function setting(settings: Settings, key: keyof Settings): string {
  return settings[key]?.trim() ?? '';
}

/**
 * Everything the page texts interpolate (`{{withdrawal}}`, `{{labelFee}}`, ...), formatted in
 * the page language: the shop's constants and the company settings, never retyped in a text.
 */
export function pageValues(settings: Settings, locale: Locale, fallbacks: Fallbacks) {
  const durations = Object.fromEntries(
    Object.entries(POLICY_DURATIONS).map(([name, duration]) => [name, formatDuration(duration, locale)]),
  ) as Record<keyof typeof POLICY_DURATIONS, string>;
  const threshold = freeShippingThresholdCents(settings);
  const days = DELIVERY_WORKING_DAYS[locale];
  return {
    ...durations,
    company: setting(settings, 'name company') || fallbacks.company,
    email: setting(settings, 'email contact') || fallbacks.contact,
    returnProcessing: formatDurationRange(RETURN_PROCESSING, locale),
    deliveryDays: formatRange(days.min, days.max, locale),
    labelFee: formatPrice(RETURN_LABEL_FEE_CENTS, locale),
    returnHome: formatPrice(RETURN_SHIPPING_HOME_CENTS, locale),
    returnRelay: formatPrice(RETURN_SHIPPING_RELAY_CENTS, locale),
    archiveThreshold: formatPrice(CONTRACT_ARCHIVE_THRESHOLD_CENTS, locale),
    interestMultiple: String(LATE_PAYMENT_INTEREST_MULTIPLE),
    threshold: threshold === null ? '' : formatPrice(threshold, locale),
  };
}
