import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATUSES } from '../../../domain/orders/returns';
import { idParams, rowId, rowIdParam } from '../../../domain/ids';

/** Shapes of the returns API (customer and staff), for validation and the OpenAPI document. */

const cents = (what: string) => z.number().int().describe(`${what}, in euro cents`);
const iso = z.string().describe('ISO 8601, UTC');
const units = { name: z.string(), colorName: z.string(), sizeName: z.string(), quantity: z.number().int() };

export const customerOrderReturnsSchema = z.object({
  orderId: z.number().int(),
  number: z.string(),
  window: z.object({
    open: z.boolean().describe('Whether a return may be asked for now (delivered, within 30 days)'),
    lastDay: z.string().nullable().describe('The last day a return may be asked for, dd/mm/yyyy (Paris); null before delivery'),
  }),
  lines: z.array(
    z.object({
      orderLineId: z.number().int(),
      reference: z.string(),
      name: z.string(),
      colorName: z.string(),
      sizeName: z.string(),
      unitPriceCents: cents('Unit price paid'),
      bought: z.number().int(),
      returnable: z.number().int().describe('Units that may still be sent back now (0 when the window is closed)'),
    }),
  ),
  returns: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(RETURN_STATUSES),
      reason: z.enum(RETURN_REASONS),
      requestedAt: iso,
      lines: z.array(z.object(units)),
      amountCents: cents('What the refund gives back, once decided').nullable(),
    }),
  ),
});

export const staffOrderReturnsSchema = z.object({
  orderId: z.number().int(),
  number: z.string(),
  returns: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(RETURN_STATUSES),
      reason: z.enum(RETURN_REASONS),
      comment: z.string().nullable(),
      requestedAt: iso,
      receivedAt: iso.nullable(),
      refundedAt: iso.nullable(),
      cancelledAt: iso.nullable(),
      openedBy: z.string().nullable().describe('The staff member who opened it; null when the customer asked'),
      lines: z.array(
        z.object({
          ...units,
          id: z.number().int().describe('The return line, which the refund’s restock names'),
          orderLineId: z.number().int(),
          reference: z.string(),
          unitPriceCents: cents('Unit price paid'),
          restockedQuantity: z.number().int().nullable().describe('Units put back on sale at the refund; null before'),
        }),
      ),
      refund: z
        .object({
          state: z.enum(['preview', 'pending', 'failed', 'succeeded', 'none']).describe('preview: what "Rembourser" would give back'),
          itemsCents: cents('The items at the prices paid, less their share of the discount'),
          shippingCents: cents('The delivery given back'),
          feeCents: cents('The return label fee taken off'),
          amountCents: cents('What goes back to the card'),
          creditNoteNumber: z.string().nullable(),
        })
        .nullable()
        .describe('Null until the parcel is received'),
    }),
  ),
});

export const returnIdParams = idParams;
export const orderReturnsQuery = z.object({ order: rowIdParam.describe('The order id') });

export const refundBody = z.object({
  restock: z
    .array(
      z.object({
        returnLineId: rowId(),
        quantity: z.number().int('back:returns.errors.restock').min(0, 'back:returns.errors.restock'),
      }),
    )
    .max(100)
    .describe('Units put back on sale per return line; lines not named: none. Ignored when the refund was already decided'),
});

export const refundOutcomeSchema = z.object({
  state: z.enum(['succeeded', 'none']).describe('none: the return fee took the whole refund, nothing went to the card'),
  amountCents: cents('What went back to the card'),
});
