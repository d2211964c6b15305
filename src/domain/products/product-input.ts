import { z } from 'zod';
import { productPicturesFields } from '../catalogue/product-pictures';
import { CATEGORIES } from '../catalogue/types';
import { INT32_MAX } from '../decimal-id';
import { rowId } from '../ids';
import { plainText } from '../plain-text';

/**
 * The product creation and edition form (back-office spec sections 2, 3 and 5), one definition
 * for the page and the API (`POST` and `PUT /api/admin/products`). Messages are catalogue keys
 * of the back office (`back:productForm.validation.*`) that name their field, so the API
 * answers the very sentence the form shows, in the staff member's language.
 */
const message = (key: string) => `back:productForm.validation.${key}`;

/** A message key the spec's 'Veuillez remplir tous les champs requis.' stands for: a required field left empty. */
export function isMissingMessage(key: string): boolean {
  return key.startsWith('back:productForm.validation.') && key.endsWith('Missing');
}

export const PRODUCT_LIMITS = {
  name: 120,
  modelName: 80,
  reference: 40,
  description: 5000,
  /** 10 000 €: beyond it, a typing slip rather than a price. */
  priceCents: 1_000_000,
  weightGrams: 50_000,
  quantity: 100_000,
  variants: 200,
} as const;

/** Letters, digits and - _ . / (TS-ESS-039): a reference is read aloud, printed on slips and typed in searches. */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const requiredText = (missing: string, tooLong: string, max: number) =>
  z
    .string({ error: message(missing) })
    .trim()
    // Once a field is empty, its other rules have nothing to say.
    .min(1, { error: message(missing), abort: true })
    .max(max, message(tooLong))
    .check(plainText);

/** An optional text: empty when not given. */
const optionalText = (tooLong: string, max: number) =>
  z
    .string({ error: message(tooLong) })
    .trim()
    .max(max, message(tooLong))
    .check(plainText)
    .default('');

/** A whole number: `missing` when left out (the form sends nothing for an empty box), `invalid` otherwise. */
const wholeNumber = (missing: string, invalid: string, min: number, max: number) =>
  z
    .number({ error: (issue) => message(issue.input === undefined ? missing : invalid) })
    .int(message(invalid))
    .min(min, message(invalid))
    .max(max, message(invalid));

const id = (missing: string) => rowId(message(missing));

const stockRowShape = {
  colorId: id('colorInvalid'),
  sizeId: id('sizeInvalid'),
  quantity: wholeNumber('quantityInvalid', 'quantityInvalid', 0, PRODUCT_LIMITS.quantity),
};

export const newStockRowSchema = z.object(stockRowShape);

/**
 * A stock row of an edited product. `shown` is the quantity the form showed when it was
 * opened (null for a row added since): the server applies the difference to what is left now,
 * so units orders took meanwhile are never handed out twice (ADR 15).
 */
export const editedStockRowSchema = z.object({
  ...stockRowShape,
  shown: z
    .number({ error: message('shownInvalid') })
    .int(message('shownInvalid'))
    .min(0, message('shownInvalid'))
    .max(INT32_MAX, message('shownInvalid'))
    .nullable(),
});

/** The stock lines: at least one (spec 5), each colour and size once. */
const stockRows = <Row extends typeof newStockRowSchema | typeof editedStockRowSchema>(row: Row) =>
  z
    .array(row, { error: message('stockMissing') })
    .min(1, message('stockMissing'))
    .max(PRODUCT_LIMITS.variants, message('tooManyVariants'))
    .check((ctx) => {
      const seen = new Set<string>();
      ctx.value.forEach(({ colorId, sizeId }, index) => {
        const key = `${colorId}/${sizeId}`;
        if (seen.has(key)) ctx.issues.push({ code: 'custom', input: ctx.value, path: [index, 'sizeId'], message: message('variantTwice') });
        seen.add(key);
      });
    });

const productFields = {
  category: z.enum(CATEGORIES, { error: message('categoryMissing') }),
  collectionId: id('collectionMissing'),
  nameFr: requiredText('nameFrMissing', 'nameTooLong', PRODUCT_LIMITS.name),
  /** Optional: left empty, the English pages show the French name (catalogue/repo.ts). */
  nameEn: optionalText('nameTooLong', PRODUCT_LIMITS.name),
  modelNameFr: optionalText('modelNameTooLong', PRODUCT_LIMITS.modelName),
  modelNameEn: optionalText('modelNameTooLong', PRODUCT_LIMITS.modelName),
  reference: requiredText('referenceMissing', 'referenceInvalid', PRODUCT_LIMITS.reference).regex(REFERENCE, message('referenceInvalid')),
  /** VAT included, in cents. */
  priceCents: wholeNumber('priceMissing', 'priceInvalid', 1, PRODUCT_LIMITS.priceCents),
  /** The former price, shown struck through; null when the product is not discounted. */
  compareAtPriceCents: wholeNumber('oldPriceInvalid', 'oldPriceInvalid', 1, PRODUCT_LIMITS.priceCents).nullable().default(null),
  weightGrams: wholeNumber('weightMissing', 'weightInvalid', 1, PRODUCT_LIMITS.weightGrams),
  descriptionFr: requiredText('descriptionFrMissing', 'descriptionTooLong', PRODUCT_LIMITS.description),
  /** Optional, as the English name. */
  descriptionEn: optionalText('descriptionTooLong', PRODUCT_LIMITS.description),
  showOnHome: z.boolean({ error: message('invalid') }).default(false),
};

type AcrossFields = { compareAtPriceCents: number | null; priceCents: number; modelNameFr: string; modelNameEn: string };
const ACROSS_FIELDS = ['compareAtPriceCents', 'priceCents', 'modelNameFr', 'modelNameEn'];

/**
 * Rules across fields: the old price above the price (the table checks it too), and a model
 * name in both languages or in none. Checked as soon as those fields are valid (zod skips it
 * after a refusal that aborts, such as a weight that is not whole: the form checks
 * `acrossFieldsSchema` apart, to show every message at once).
 */
const acrossFields = z.superRefine<AcrossFields>(
  ({ compareAtPriceCents, priceCents, modelNameFr, modelNameEn }, ctx) => {
    const issue = (path: string, key: string) => ctx.addIssue({ code: 'custom', path: [path], message: message(key) });
    if (compareAtPriceCents !== null && compareAtPriceCents <= priceCents) issue('compareAtPriceCents', 'oldPriceNotHigher');
    if (modelNameFr === '' && modelNameEn !== '') issue('modelNameFr', 'modelNameFrMissing');
    if (modelNameEn === '' && modelNameFr !== '') issue('modelNameEn', 'modelNameEnMissing');
  },
  // Not when the body itself was refused (null, an array): there are no fields to compare.
  { when: ({ issues }) => !issues.some((issue) => !issue.path?.length || ACROSS_FIELDS.includes(String(issue.path[0]))) },
);

/** The fields the rules across fields read, with those rules: the form checks them apart from the rest. */
export const acrossFieldsSchema = z
  .object({
    priceCents: productFields.priceCents,
    compareAtPriceCents: productFields.compareAtPriceCents,
    modelNameFr: productFields.modelNameFr,
    modelNameEn: productFields.modelNameEn,
  })
  .check(acrossFields);

/** `POST /api/admin/products`: a new product, with its stock and pictures (uploaded beforehand, ADR 18). */
export const newProductSchema = z.object({ ...productFields, stock: stockRows(newStockRowSchema), ...productPicturesFields }).check(acrossFields);

/** `PUT /api/admin/products/:id`: the product as the form shows it, from the version it was opened at. */
export const productEditSchema = z
  .object({
    ...productFields,
    stock: stockRows(editedStockRowSchema),
    ...productPicturesFields,
    version: rowId(message('invalid')),
  })
  .check(acrossFields);

export type NewProductInput = z.input<typeof newProductSchema>;
export type NewProduct = z.output<typeof newProductSchema>;
export type ProductEditInput = z.input<typeof productEditSchema>;
export type ProductEdit = z.output<typeof productEditSchema>;
export type EditedStockRow = z.output<typeof editedStockRowSchema>;
