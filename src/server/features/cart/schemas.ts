import { z } from 'zod';
import { plainText } from '../../../domain/plain-text';
import { rowId, rowIdParam } from '../../../domain/ids';

/** Shapes of the cart API: what the browser may send (never a price) and the cart it gets back. */

const id = rowId();
const quantity = z.number().int().min(1).max(99);

export const addLineSchema = z.object({
  productId: id,
  // Optional here so that a missing choice answers the product page's own sentence, not a generic one.
  colorId: id.nullish(),
  sizeId: id.nullish(),
  quantity: quantity.default(1),
});

export const changeLineSchema = z.object({ quantity });

export const lineParams = z.object({
  lineId: rowIdParam,
});

export const promoBodySchema = z.object({
  code: z.string().trim().min(1, 'cart:promo.required').max(64, 'cart:promo.invalid').check(plainText),
});

const refusal = z.enum(['unknown', 'inactive', 'not_started', 'expired', 'already_used']);

export const cartSchema = z.object({
  lines: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      name: z.string(),
      reference: z.string(),
      colorId: z.number().int(),
      colorName: z.string(),
      sizeId: z.number().int(),
      sizeName: z.string(),
      image: z.string().nullable().describe('Served at /images/w400/{image} and /images/w800/{image}'),
      unitPriceCents: z.number().int().describe('VAT-inclusive, from the product'),
      quantity: z.number().int(),
      lineTotalCents: z.number().int(),
      stockLeft: z.number().int().describe('Units on hand in this colour and size'),
      available: z.boolean().describe('Published and quantity within the stock; checkout is blocked otherwise'),
    }),
  ),
  totals: z.object({
    itemCount: z.number().int(),
    subtotalCents: z.number().int(),
    weightGrams: z.number().int(),
    shippingCents: z.number().int(),
    freeShipping: z.boolean(),
    discountCents: z.number().int(),
    totalCents: z.number().int(),
    freeShippingThresholdCents: z.number().int().nullable(),
  }),
  promo: z
    .object({
      code: z.string(),
      type: z.enum(['rate', 'fixed']),
      value: z.number().int(),
    })
    .nullable(),
  promoNotice: refusal.nullable().describe('Set once, on the answer where the applied code stopped applying and was removed'),
  canCheckout: z.boolean(),
});
