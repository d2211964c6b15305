import { z } from 'zod';
import { CATEGORIES } from '../../../domain/catalogue/types';
import { SORT_DIRECTIONS } from '../../../domain/orders/staff-orders';
import { PRODUCT_VIEWS, STAFF_PRODUCT_SORTS } from '../../../domain/products/staff-products';
import { pictureItemSchema } from '../product-pictures/schemas';
import { idParams } from '../../../domain/ids';
import { searchWords } from '../../../domain/plain-text';

/** Shapes of the staff's products API, for validation and the OpenAPI document. */

export const productListQuery = z.object({
  sort: z.enum(STAFF_PRODUCT_SORTS).default('date').describe('date (created), price, or stock (units free to sell, every variant together)'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
  q: searchWords()
    .optional()
    .describe('Reference, name in either language (case and accents as typed) or price: 29,90 and 29.90 both find 2990 cents'),
  view: z
    .enum(PRODUCT_VIEWS)
    .default('catalogue')
    .describe('catalogue: every product not archived, published or not; archived: the archived ones alone'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based, 10 products a page'),
});

export const productIdParams = idParams;

const stockEntry = z.object({ colorId: z.number().int(), sizeId: z.number().int(), quantity: z.number().int().describe('Units free to sell now') });

export const staffProductPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      nameFr: z.string(),
      nameEn: z.string(),
      priceCents: z.number().int().describe('VAT included'),
      totalStock: z.number().int().describe('Units free to sell, every colour and size together'),
      lowStockVariants: z.number().int().describe("Variants at or under the site's low-stock threshold"),
      published: z.boolean(),
      archived: z.boolean(),
      createdAt: z.iso.datetime(),
      image: z.string().nullable().describe('Card picture (or the first one), served at /images/w400/{image}'),
    }),
  ),
  total: z.number().int(),
  hasMore: z.boolean(),
  lowStockThreshold: z.number().int().describe('The site setting lowStockThreshold: a variant with this many units or fewer is low'),
});

export const staffProductDetailSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  category: z.enum(CATEGORIES),
  collectionId: z.number().int().nullable(),
  nameFr: z.string(),
  nameEn: z.string(),
  modelNameFr: z.string(),
  modelNameEn: z.string(),
  descriptionFr: z.string(),
  descriptionEn: z.string(),
  priceCents: z.number().int(),
  compareAtPriceCents: z.number().int().nullable(),
  weightGrams: z.number().int(),
  showOnHome: z.boolean(),
  published: z.boolean(),
  archivedAt: z.iso.datetime().nullable(),
  version: z.number().int().describe('Send it back with the edit: a save from an older version answers 409'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  stock: z.array(stockEntry),
  waiting: z
    .array(z.object({ colorId: z.number().int(), sizeId: z.number().int(), count: z.number().int() }))
    .describe('Customers waiting for a sold-out colour x size to be back (confirmed back-in-stock requests), per variant that has any'),
  pictures: z.array(pictureItemSchema).describe('In the order the storefront shows them'),
});

export const savedProductSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  stock: z.array(stockEntry).describe('The stock as saved: what was typed, plus or minus what orders took or gave back meanwhile'),
});

export const publicationBody = z.object({ published: z.boolean({ error: 'back:productErrors.publishedInvalid' }) });
export const publicationSchema = z.object({ published: z.boolean() });

export const removalSchema = z.object({
  outcome: z
    .enum(['erased', 'archived'])
    .describe('archived when an order names the product: it stays for the orders, off the storefront and the list'),
});

export const catalogueOptionsSchema = z.object({
  categories: z.array(z.enum(CATEGORIES)),
  collections: z.array(z.object({ id: z.number().int(), name: z.string() })),
  colors: z.array(z.object({ id: z.number().int(), nameFr: z.string(), nameEn: z.string(), code: z.string() })),
  sizes: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('In the display order'),
});
