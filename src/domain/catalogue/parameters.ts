import { z } from 'zod';
import { plainText } from '../plain-text';

/**
 * The product parameters an administrator keeps (back-office spec sections 2 and 7): one
 * definition of what is valid for the parameters page and the API. Messages are catalogue keys
 * of the back office (`back:parameters.validation.*`), in the staff member's language.
 */
const message = (key: string) => `back:parameters.validation.${key}`;

export const PARAMETER_NAME_MAX = 60;

const name = (missing: string) =>
  z
    .string({ error: message(missing) })
    .trim()
    .min(1, { error: message(missing), abort: true })
    .max(PARAMETER_NAME_MAX, message('nameTooLong'))
    .check(plainText);

/** `#rrggbb`, as `<input type=color>` gives it; typed by hand, `#RGB`, capitals or no `#` are accepted too. */
const COLOR_CODE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function normalizeColorCode(text: string): string {
  const hex = text.trim().replace(/^#/, '').toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
}

export const COLLECTION_DESCRIPTION_MAX = 1000;

/** A collection's introduction on its storefront page; empty, the page says what the collection is in a generic sentence. */
const description = z
  .string({ error: message('descriptionTooLong') })
  .trim()
  .max(COLLECTION_DESCRIPTION_MAX, message('descriptionTooLong'))
  .check(plainText)
  .default('');

export const collectionInputSchema = z.object({
  nameFr: name('nameFrMissing'),
  nameEn: name('nameEnMissing'),
  descriptionFr: description,
  descriptionEn: description,
});
export type CollectionInput = z.infer<typeof collectionInputSchema>;

export const colorInputSchema = z.object({
  nameFr: name('nameFrMissing'),
  nameEn: name('nameEnMissing'),
  code: z
    .string({ error: message('colorCodeInvalid') })
    .trim()
    .regex(COLOR_CODE, message('colorCodeInvalid'))
    .transform(normalizeColorCode),
});
export type ColorInput = z.infer<typeof colorInputSchema>;

export const sizeInputSchema = z.object({
  name: name('sizeNameMissing').max(10, message('sizeNameTooLong')),
});
export type SizeInput = z.infer<typeof sizeInputSchema>;

/** The free-delivery threshold (the spec's thresholdAmount): whole euros; 0 means no free delivery. */
export const FREE_DELIVERY_MAX_EUROS = 100_000;

export const freeDeliveryThresholdSchema = z.object({
  amountEuros: z
    .number({ error: message('thresholdInvalid') })
    .int(message('thresholdInvalid'))
    .min(0, message('thresholdInvalid'))
    .max(FREE_DELIVERY_MAX_EUROS, message('thresholdInvalid')),
});
export type FreeDeliveryThreshold = z.infer<typeof freeDeliveryThresholdSchema>;

/** How many of the names that use a parameter the refusal message names; the count says the rest. */
export const NAMED_USES = 3;

/** "Tee Marinière, Sweat Ancre, Tote Rayé…": the first names, and an ellipsis when there are more. */
export function usesList(names: readonly string[], total: number): string {
  const shown = names.slice(0, NAMED_USES).join(', ');
  return total > Math.min(names.length, NAMED_USES) ? `${shown}…` : shown;
}
