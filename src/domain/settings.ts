import type { Locale } from './locale';
import { formatWholeEuros } from './money';

/**
 * The settings keys, spelled exactly as in the back-office spec (section 3), grouped as the
 * site-settings screen shows them. Image settings hold a file name under /images/.
 */
export const SETTING_KEYS = {
  social: ['facebook', 'instagram', 'tiktok'],
  company: [
    'name company',
    'status company',
    'adress company',
    'zip company',
    'city company',
    'country Company',
    'id company',
    'share capital',
    'publisher',
    'vat',
    'rcs',
    'website',
    // Beyond the spec: the bank details a transfer pays into, printed on invoices paid by transfer.
    'iban',
    'bic',
  ],
  contact: ['name contact', 'email contact', 'address contact', 'zip contact', 'City contact', 'country contact'],
  homeTexts: ['home title', 'home sub title'],
  popup: ['popupMessage', 'isdisplaypfopup'],
  bannerMessages: ['bandeST', 'isDesplayBandeST', 'bandeND', 'isDesplayBandeND', 'bandeRD', 'isDesplayBandeRD'],
  banner: ['banner_title', 'banner_subtitle', 'isDisplayBannerText'],
  delivery: ['thresholdAmount'],
  /** Beyond the spec: the low-stock mail's threshold (ADR 41). */
  stock: ['lowStockThreshold'],
  images: ['logo', 'Hero Home page', 'imgHomeCover', 'imgOpenTags', 'T-shirt-img', 'sweat-img', 'Accessories-img', 'NewIn-img', 'signature'],
} as const;

export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS][number];
export type Settings = Partial<Record<SettingKey, string>>;

/**
 * Beyond the spec: every paid order invoiced at payment when 'true' (ADR 12). A flag like the
 * spec's, read by the payment path only: it is never sent to the storefront.
 */
export const AUTO_INVOICING_KEY = 'autoInvoicing';

/** Settings only the back office reads; the storefront's snapshot leaves them out. */
export const BACK_OFFICE_SETTING_KEYS: readonly string[] = [
  AUTO_INVOICING_KEY,
  // The bank details are for invoices; no storefront page shows them.
  'iban',
  'bic',
  // The low-stock mail's threshold is the back office's own.
  'lowStockThreshold',
];

/**
 * Texts visitors read in their language. The spec keeps one value each; a bilingual shop needs
 * the English too, so each may have an English twin stored under `<key>:en`, used on English
 * pages and mails when filled (the French value otherwise). Names, addresses, numbers and links
 * read the same in both languages; a country's name and the contact's name do not.
 */
export const TRANSLATABLE_SETTING_KEYS = [
  'home title',
  'home sub title',
  'popupMessage',
  'bandeST',
  'bandeND',
  'bandeRD',
  'banner_title',
  'banner_subtitle',
  'country Company',
  'name contact',
  'country contact',
] as const satisfies readonly SettingKey[];

export type TranslatableSettingKey = (typeof TRANSLATABLE_SETTING_KEYS)[number];

export function englishKey(key: TranslatableSettingKey): `${TranslatableSettingKey}:en` {
  return `${key}:en`;
}

export function isTranslatable(key: SettingKey): key is TranslatableSettingKey {
  return (TRANSLATABLE_SETTING_KEYS as readonly string[]).includes(key);
}

/** The settings as one language reads them: English twins replace their French value, then disappear. */
export function localizeSettings(stored: Record<string, string>, locale: Locale): Record<string, string> {
  const settings = { ...stored };
  for (const key of TRANSLATABLE_SETTING_KEYS) {
    const english = settings[englishKey(key)]?.trim();
    if (locale === 'en' && english) settings[key] = english;
    delete settings[englishKey(key)];
  }
  return settings;
}

/** The spec stores flags as the string 'true'. */
export function isOn(settings: Settings, key: SettingKey): boolean {
  return settings[key] === 'true';
}

/** The scrolling banner: up to three messages, each shown only when its flag is on. */
export function bannerMessages(settings: Settings): string[] {
  const pairs = [
    ['bandeST', 'isDesplayBandeST'],
    ['bandeND', 'isDesplayBandeND'],
    ['bandeRD', 'isDesplayBandeRD'],
  ] as const;
  return pairs.filter(([text, flag]) => isOn(settings, flag) && settings[text]?.trim()).map(([text]) => settings[text]!.trim());
}

/** thresholdAmount is a whole number of euros (spec); 0 when there is no free delivery. */
export function freeDeliveryThresholdEuros(settings: Settings): number {
  const euros = Number.parseInt(settings.thresholdAmount ?? '', 10);
  return Number.isFinite(euros) && euros > 0 ? euros : 0;
}

/** The threshold as the shop computes with it: cents, or null when there is no free delivery. */
export function freeShippingThresholdCents(settings: Settings): number | null {
  const euros = freeDeliveryThresholdEuros(settings);
  return euros > 0 ? euros * 100 : null;
}

// {seuil} in French texts, {threshold} in English ones (either works in both).
const THRESHOLD_PLACEHOLDER = /\{\s*(?:seuil|threshold)\s*\}/gi;

/**
 * The pop-up and banner texts quote the free-delivery threshold as {seuil}: the page writes
 * the shop's current threshold there (whole euros, as the setting is), so a changed threshold
 * never leaves an old amount in a text.
 */
export function withFreeDeliveryThreshold(text: string, settings: Settings, locale: Locale): string {
  return text.replace(THRESHOLD_PLACEHOLDER, formatWholeEuros(freeDeliveryThresholdEuros(settings) * 100, locale));
}
