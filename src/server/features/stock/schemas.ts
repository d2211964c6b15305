import { z } from 'zod';
import { rowIdParam } from '../../../domain/ids';
import { langQuery } from '../catalogue/schemas';
import { STOCK_MOVEMENT_REASONS } from '../../../domain/stock/stock-movements';

const errors = (name: string) => `back:stock.errors.${name}`;

/** One colour x size of the product, or every one when both are left out. */
export const movementFilterQuery = z
  .object({
    colorId: rowIdParam.optional().describe('With sizeId: one variant’s movements only'),
    sizeId: rowIdParam.optional(),
    ...langQuery.shape,
  })
  .refine((query) => (query.colorId === undefined) === (query.sizeId === undefined), { message: errors('variantInvalid'), path: ['colorId'] });

export const movementPageQuery = z
  .object({
    colorId: rowIdParam.optional().describe('With sizeId: one variant’s movements only'),
    sizeId: rowIdParam.optional(),
    ...langQuery.shape,
    page: z.coerce
      .number({ error: errors('pageInvalid') })
      .int(errors('pageInvalid'))
      .min(1, errors('pageInvalid'))
      .max(100_000, errors('pageInvalid'))
      .default(1),
  })
  .refine((query) => (query.colorId === undefined) === (query.sizeId === undefined), { message: errors('variantInvalid'), path: ['colorId'] });

const movementSchema = z.object({
  id: z.number().int(),
  at: z.string().describe('When, ISO 8601 in UTC'),
  colorId: z.number().int(),
  sizeId: z.number().int(),
  colorName: z.string(),
  sizeName: z.string(),
  before: z.number().int(),
  after: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  staffName: z
    .string()
    .nullable()
    .describe('The staff member who made it; null when the shop did (checkout, payment, expiry) or the member was deleted'),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
});

export const movementPageSchema = z.object({
  items: z.array(movementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** A stock file's text as the browser read it (UTF-8 or Windows-1252 decoded). */
const csvText = z.string({ error: errors('importEmpty') }).max(2_000_000, errors('importTooLarge'));

export const importCheckBody = z.object({ csv: csvText });
export const importApplyBody = z.object({
  csv: csvText,
  fingerprint: z.string().max(100).describe('The dry run’s fingerprint: the stock must still be what it showed'),
});

export const importCheckSchema = z.object({
  fingerprint: z.string(),
  changes: z.array(
    z.object({
      line: z.number().int(),
      reference: z.string(),
      colorName: z.string(),
      sizeName: z.string(),
      before: z.number().int(),
      after: z.number().int(),
    }),
  ),
  unchanged: z.number().int(),
  refused: z.array(z.object({ line: z.number().int(), reason: z.string(), message: z.string() })),
});

export const importAppliedSchema = z.object({ changed: z.number().int() });
