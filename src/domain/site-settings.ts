import { z } from 'zod';
import { compactBic, compactIban, ibanRefusal, isBic, type IbanRefusal } from './business-numbers/bank-details';
import { companyIdRefusal, type CompanyIdRefusal } from './business-numbers/company-ids';
import { compactVatNumber, vatNumberRefusal, type VatNumberRefusal } from './business-numbers/vat-numbers';
import { isPlainText } from './plain-text';
import { englishKey, isTranslatable, type SettingKey } from './settings';

/**
 * The site settings page (spec back-office sections 2, 3 and 7, /back/parametre-du-site): every
 * key of the spec's catalogue but the pictures (the media page) and the free-delivery threshold
 * (its own form, shared with the product parameters), what each must be, and the one schema
 * the page and the API check them with (ADR 22). Messages are catalogue keys of the back office
 * (`back:siteSettings.validation.*`), in the administrator's language.
 */

/** What a setting holds, and so how it is checked, stored and typed in. */
export type SettingKind =
  /** One line of text, up to `max` characters. */
  | 'text'
  /** A few sentences (a text area): line breaks become spaces, as the storefront shows it on one paragraph. */
  | 'paragraph'
  /** A web address, http or https; typed without one, https:// is added. */
  | 'url'
  | 'email'
  /** A postal code, French or foreign: 2 to 10 letters, digits, spaces or dashes. */
  | 'zip'
  /** SIREN (9 digits) or SIRET (14 digits), spaces allowed, checked by its key (business-numbers/company-ids.ts). */
  | 'companyId'
  /** An EU VAT number in its country's format (a French one by its key), kept without spaces, in capitals. */
  | 'vat'
  /** The shop's IBAN, checked by its country's length and its check digits, kept without spaces, in capitals. */
  | 'iban'
  /** The shop's bank's BIC, 8 or 11 characters, kept without spaces, in capitals. */
  | 'bic'
  /** Euros, typed "20 000", "20000 €" or "1 500,50", kept as "20000" or "1500.50". */
  | 'amount'
  /** A display switch, stored as the spec's 'true' / 'false'. */
  | 'switch'
  /** A whole number of units, 0 to 9999; empty for the default. */
  | 'units';

export type SettingField = {
  key: SettingKey;
  /** Names the field in the page's labels and ids (`back:siteSettings.fields.<id>`). */
  id: string;
  kind: SettingKind;
  /** Longest text accepted (text and paragraph): one of TEXT_LIMITS. */
  max?: TextLimit;
  required?: boolean;
  /** For a switch: the texts it shows; switched on, at least one must be written. */
  shows?: readonly SettingKey[];
};

export const TEXT_LIMITS = [60, 120, 200, 500] as const;
export type TextLimit = (typeof TEXT_LIMITS)[number];

/** The spec's four parts of the page (back-office section 2): site parameters, publisher, operator, social networks. */
export type SettingGroup = 'site' | 'publisher' | 'operator' | 'social';

export type SettingSection = { id: string; group: SettingGroup; fields: readonly SettingField[] };

/** Settings kinds other than text have their own length, long enough for any valid value. */
const URL_MAX = 300;
const EMAIL_MAX = 254;

/**
 * The page's sections in order. The first four are the spec's "site parameters" (what the
 * storefront's pages show), then its publisher (the company, legal notice and invoices), its
 * operator (the customer contact, footer and mails) and its social networks.
 */
export const SITE_SETTING_SECTIONS: readonly SettingSection[] = [
  {
    id: 'home',
    group: 'site',
    fields: [
      { key: 'home title', id: 'homeTitle', kind: 'text', max: 120 },
      { key: 'home sub title', id: 'homeSubtitle', kind: 'paragraph', max: 200 },
    ],
  },
  {
    id: 'popup',
    group: 'site',
    fields: [
      { key: 'popupMessage', id: 'popupMessage', kind: 'paragraph', max: 500 },
      { key: 'isdisplaypfopup', id: 'popupShown', kind: 'switch', shows: ['popupMessage'] },
    ],
  },
  {
    id: 'scrollingBanner',
    group: 'site',
    fields: [
      { key: 'bandeST', id: 'bannerFirst', kind: 'text', max: 120 },
      { key: 'isDesplayBandeST', id: 'bannerFirstShown', kind: 'switch', shows: ['bandeST'] },
      { key: 'bandeND', id: 'bannerSecond', kind: 'text', max: 120 },
      { key: 'isDesplayBandeND', id: 'bannerSecondShown', kind: 'switch', shows: ['bandeND'] },
      { key: 'bandeRD', id: 'bannerThird', kind: 'text', max: 120 },
      { key: 'isDesplayBandeRD', id: 'bannerThirdShown', kind: 'switch', shows: ['bandeRD'] },
    ],
  },
  {
    id: 'coverBanner',
    group: 'site',
    fields: [
      { key: 'banner_title', id: 'coverTitle', kind: 'text', max: 120 },
      { key: 'banner_subtitle', id: 'coverSubtitle', kind: 'paragraph', max: 200 },
      { key: 'isDisplayBannerText', id: 'coverTextShown', kind: 'switch', shows: ['banner_title', 'banner_subtitle'] },
    ],
  },
  {
    id: 'company',
    group: 'publisher',
    fields: [
      { key: 'name company', id: 'companyName', kind: 'text', max: 120, required: true },
      { key: 'status company', id: 'companyStatus', kind: 'text', max: 60 },
      { key: 'share capital', id: 'shareCapital', kind: 'amount' },
      { key: 'adress company', id: 'companyAddress', kind: 'text', max: 200 },
      { key: 'zip company', id: 'companyZip', kind: 'zip' },
      { key: 'city company', id: 'companyCity', kind: 'text', max: 60 },
      { key: 'country Company', id: 'companyCountry', kind: 'text', max: 60 },
      { key: 'id company', id: 'companyId', kind: 'companyId' },
      { key: 'rcs', id: 'rcs', kind: 'text', max: 60 },
      { key: 'vat', id: 'vat', kind: 'vat' },
      { key: 'iban', id: 'iban', kind: 'iban' },
      { key: 'bic', id: 'bic', kind: 'bic' },
      { key: 'publisher', id: 'publisher', kind: 'text', max: 120 },
      { key: 'website', id: 'website', kind: 'url' },
    ],
  },
  {
    id: 'contact',
    group: 'operator',
    fields: [
      { key: 'name contact', id: 'contactName', kind: 'text', max: 120 },
      { key: 'email contact', id: 'contactEmail', kind: 'email', required: true },
      { key: 'address contact', id: 'contactAddress', kind: 'text', max: 200 },
      { key: 'zip contact', id: 'contactZip', kind: 'zip' },
      { key: 'City contact', id: 'contactCity', kind: 'text', max: 60 },
      { key: 'country contact', id: 'contactCountry', kind: 'text', max: 60 },
    ],
  },
  {
    id: 'stockAlerts',
    group: 'operator',
    fields: [{ key: 'lowStockThreshold', id: 'lowStockThreshold', kind: 'units' }],
  },
  {
    id: 'social',
    group: 'social',
    fields: [
      { key: 'facebook', id: 'facebook', kind: 'url' },
      { key: 'instagram', id: 'instagram', kind: 'url' },
      { key: 'tiktok', id: 'tiktok', kind: 'url' },
    ],
  },
];

export const SITE_SETTING_FIELDS: readonly SettingField[] = SITE_SETTING_SECTIONS.flatMap((section) => section.fields);

/** Every key the page writes: its fields, and the English twin of each text visitors read. */
export const SITE_SETTING_KEYS: readonly string[] = SITE_SETTING_FIELDS.flatMap((field) =>
  isTranslatable(field.key) ? [field.key, englishKey(field.key)] : [field.key],
);

/** The page's values: texts as strings, switches as booleans, English twins under `<key>:en`. */
export type SiteSettingsValues = Record<string, string | boolean>;

const message = (key: string) => `back:siteSettings.validation.${key}`;

/** Spaces of any kind (no-break, narrow) as one plain space; line breaks too. */
const singleSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

function textSchema(limit: number, tooLong: string) {
  return z
    .string({ error: message('notText') })
    .transform(singleSpaced)
    .pipe(z.string().max(limit, message(tooLong)).refine(isPlainText, 'errors:invalidCharacters'));
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A host name with at least one dot, as z.regexes.domain has it: what a public address has. */
const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && HOST.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** "20 000", "20000 €", "1 500,5" → "20000", "20000", "1500.50"; null when it is not an amount. */
export function normalizeAmount(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  const amount = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!amount) return null;
  const units = amount[1]!.replace(/^0+(?=\d)/, '');
  return amount[2] && Number(amount[2]) > 0 ? `${units}.${amount[2].padEnd(2, '0')}` : units;
}

const COMPANY_ID_MESSAGES: Record<CompanyIdRefusal, string> = { format: 'companyIdInvalid', checkDigit: 'companyIdCheckDigit' };
const VAT_MESSAGES: Record<VatNumberRefusal, string> = {
  format: 'vatInvalid',
  country: 'vatCountry',
  countryFormat: 'vatCountryFormat',
  checkDigit: 'vatCheckDigit',
};
const IBAN_MESSAGES: Record<IbanRefusal, string> = { format: 'ibanInvalid', length: 'ibanLength', checkDigits: 'ibanCheckDigits' };

/** A check that names why a number is refused (a typo in its key reads differently from a wrong format); empty is accepted. */
function refusedBy<R extends string>(refusalOf: (text: string) => R | null, messages: Record<R, string>) {
  return (text: string, context: z.RefinementCtx) => {
    const refusal = text === '' ? null : refusalOf(text);
    if (refusal) context.addIssue({ code: 'custom', message: message(messages[refusal]) });
  };
}

/** What one kind of setting accepts; empty is always accepted here (the field's `required` says otherwise). */
function kindSchema(field: SettingField): z.ZodType<string | boolean, unknown> {
  switch (field.kind) {
    case 'switch':
      return z.boolean({ error: message('switchInvalid') });
    case 'text':
    case 'paragraph':
      return textSchema(field.max ?? 120, `tooLong${field.max ?? 120}`);
    case 'url':
      return textSchema(URL_MAX, 'urlInvalid')
        .transform((text) => (text && !SCHEME.test(text) ? `https://${text}` : text))
        .refine((text) => text === '' || isWebAddress(text), message('urlInvalid'));
    case 'email':
      return textSchema(EMAIL_MAX, 'emailInvalid').refine((text) => text === '' || z.email().safeParse(text).success, message('emailInvalid'));
    case 'zip':
      return textSchema(10, 'zipInvalid').refine((text) => text === '' || /^[a-z0-9][a-z0-9 -]{1,9}$/i.test(text), message('zipInvalid'));
    case 'companyId':
      return textSchema(20, 'companyIdInvalid').superRefine(refusedBy(companyIdRefusal, COMPANY_ID_MESSAGES));
    case 'vat':
      return textSchema(20, 'vatInvalid').transform(compactVatNumber).superRefine(refusedBy(vatNumberRefusal, VAT_MESSAGES));
    case 'iban':
      return textSchema(50, 'ibanInvalid').transform(compactIban).superRefine(refusedBy(ibanRefusal, IBAN_MESSAGES));
    case 'bic':
      return textSchema(20, 'bicInvalid')
        .transform(compactBic)
        .refine((text) => text === '' || isBic(text), message('bicInvalid'));
    case 'units':
      return textSchema(4, 'unitsInvalid')
        .transform((text) => text.replace(/^0+(?=\d)/, ''))
        .refine((text) => /^\d{0,4}$/.test(text), message('unitsInvalid'));
    case 'amount':
      return textSchema(30, 'amountInvalid')
        .refine((text) => text === '' || normalizeAmount(text) !== null, message('amountInvalid'))
        .transform((text) => (text === '' ? '' : normalizeAmount(text)!));
  }
}

/** One entry per key the page writes, from its field: the French value and, for a text visitors read, its English twin. */
export function settingsShape<T>(entryOf: (field: SettingField) => T): Record<string, T> {
  const shape: Record<string, T> = {};
  for (const field of SITE_SETTING_FIELDS) {
    shape[field.key] = entryOf(field);
    if (isTranslatable(field.key)) shape[englishKey(field.key)] = entryOf(field);
  }
  return shape;
}

const isEmpty = (value: unknown) => value === '' || value === undefined;

/**
 * The body of a save: every field of the page (an English twin beside each text visitors read)
 * and the version the page was opened at. Beyond each field's own rule:
 * - a required field cannot be left empty;
 * - a switch cannot be on while the text it shows is empty (the storefront would show nothing);
 * - an English text needs its French one (French pages would show nothing where English ones do).
 */
export const siteSettingsSchema = z
  .object({
    version: z.string({ error: message('versionMissing') }).max(100, message('versionMissing')),
    ...settingsShape(kindSchema),
  })
  .superRefine((values: Record<string, unknown>, context) => {
    for (const field of SITE_SETTING_FIELDS) {
      if (field.required && isEmpty(values[field.key]))
        context.addIssue({ code: 'custom', path: [field.key], message: message(`${field.id}Missing`) });
      if (field.shows && values[field.key] === true && field.shows.every((text) => isEmpty(values[text]))) {
        context.addIssue({ code: 'custom', path: [field.shows[0]!], message: message('switchNeedsText') });
      }
      if (isTranslatable(field.key) && !isEmpty(values[englishKey(field.key)]) && isEmpty(values[field.key])) {
        context.addIssue({ code: 'custom', path: [englishKey(field.key)], message: message('englishWithoutFrench') });
      }
    }
  });

export type SiteSettingsInput = { version: string } & SiteSettingsValues;

/** What the API answers: the page's values as stored, and the version a save must name (ADR 22). */
export type SiteSettingsState = SiteSettingsInput;

/** The page's values from the stored settings: a missing text is empty, a switch is on only when 'true' (spec). */
export function siteSettingsValues(stored: Record<string, string>): SiteSettingsValues {
  const values: SiteSettingsValues = {};
  for (const key of SITE_SETTING_KEYS) values[key] = stored[key] ?? '';
  for (const field of SITE_SETTING_FIELDS) if (field.kind === 'switch') values[field.key] = stored[field.key] === 'true';
  return values;
}

/** What a checked save stores, key by key: switches as the spec's 'true' / 'false'. */
export function storedSettingValues(input: SiteSettingsInput): Record<string, string> {
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => {
      const value = input[key];
      return [key, typeof value === 'boolean' ? String(value) : (value ?? '')];
    }),
  );
}
