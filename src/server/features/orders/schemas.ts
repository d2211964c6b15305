import { z } from 'zod';
import { ORDER_STATUSES } from '../../../domain/orders/orders';
import { addressSchema } from '../addresses/schemas';
import { orderWithdrawalSchema } from '../withdrawal/schemas';
import { CARRIERS } from '../../../domain/orders/carriers';
import { idParams } from '../../../domain/ids';

/** Shapes of the customer's orders API, for validation of the URL and the OpenAPI document. */

const cents = (what: string) => z.number().int().describe(`${what}, VAT included, in euro cents`);

export const orderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string().describe('The order number the customer quotes, e.g. AT001001'),
  status: z.enum(ORDER_STATUSES).describe('Never awaiting_payment here: such orders are not shown to the customer'),
  createdAt: z.string().describe('ISO 8601, UTC; the pages show it dd/mm/yyyy in Europe/Paris'),
  totalCents: cents('What the customer paid'),
  itemCount: z.number().int().describe('Articles ordered (sum of the quantities)'),
});

export const orderPageSchema = z.object({
  items: z.array(orderSummarySchema).describe('Newest first'),
  total: z.number().int().describe('Orders in the customer’s list'),
  hasMore: z.boolean().describe('Whether a next page holds more orders'),
});

const orderAddressSchema = addressSchema.omit({ id: true, isDefaultDelivery: true, isDefaultBilling: true });

export const orderDetailSchema = orderSummarySchema.extend({
  email: z.string(),
  delivery: orderAddressSchema,
  billing: orderAddressSchema,
  lines: z.array(
    z.object({
      productId: z.number().int().nullable().describe('Null once the product is deleted from the catalogue'),
      reference: z.string(),
      name: z.string().describe('As the product was named when ordered'),
      colorName: z.string(),
      sizeName: z.string(),
      unitPriceCents: cents('Unit price paid'),
      quantity: z.number().int(),
      lineTotalCents: cents('Unit price times quantity'),
    }),
  ),
  subtotalCents: cents('Products'),
  shippingCents: cents('Shipping'),
  discountCents: cents('Promo discount'),
  promoCode: z.string().nullable(),
});

const when = z.iso.datetime().nullable();

export const customerOrderDetailSchema = orderDetailSchema.extend({
  progress: z
    .object({
      paidAt: when,
      shippedAt: when,
      deliveredAt: when,
      cancelledAt: when,
      shipment: z.object({ carrier: z.enum(CARRIERS), trackingNumber: z.string(), trackingLink: z.string().nullable() }).nullable(),
      refundedCents: z.number().int().describe('Given back to the card'),
    })
    .describe('Where the order stands after the sale'),
  withdrawal: orderWithdrawalSchema,
});

// Ids are PostgreSQL integers: a larger number is refused before it reaches the database.
export const orderIdParams = idParams;

export const orderPageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based, 10 orders a page') });
