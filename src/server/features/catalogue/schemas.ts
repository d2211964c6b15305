import { z } from 'zod';
import { CATEGORIES } from '../../../domain/catalogue/types';

/** Response shapes of the catalogue API, for the OpenAPI document. */
const color = z.object({ id: z.number(), name: z.string(), code: z.string(), available: z.boolean() });

export const productCardSchema = z.object({
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  collection: z.object({ id: z.number(), name: z.string() }).nullable(),
  priceCents: z.number().int().describe('VAT-inclusive price in euro cents'),
  compareAtPriceCents: z.number().int().nullable().describe('Former price, shown struck through'),
  image: z.string().nullable().describe('Card picture, served at /images/w400/{image} and /images/w800/{image}'),
  colors: z.array(color),
  inStock: z.boolean(),
  isNew: z.boolean(),
  createdAt: z.string(),
});

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  modelName: z.string(),
  weightGrams: z.number().int(),
  sizes: z.array(z.object({ id: z.number(), name: z.string(), available: z.boolean() })),
  media: z.array(z.object({ id: z.number(), fileName: z.string(), colorId: z.number().nullable(), isCardImage: z.boolean() })),
  stock: z.array(z.object({ colorId: z.number(), sizeId: z.number(), quantity: z.number().int() })),
});

export const productPageSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

export const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

export const langQuery = z.object({ lang: z.enum(['fr', 'en']).optional().describe('Language of names and descriptions') });
