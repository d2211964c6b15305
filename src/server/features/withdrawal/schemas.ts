import { z } from 'zod';

/** Shapes of the withdrawal API, for the OpenAPI document and the serialization of answers. */

const cents = (what: string) => z.number().int().describe(`${what}, VAT included, in euro cents`);

export const orderWithdrawalSchema = z
  .discriminatedUnion('state', [
    z.object({ state: z.literal('open'), lastDay: z.string().nullable().describe('Last day to withdraw, dd/mm/yyyy; null before delivery') }),
    z.object({ state: z.literal('received'), date: z.string().describe('dd/mm/yyyy, Paris'), time: z.string().describe('hh:mm, Paris') }),
    z.object({ state: z.literal('closed'), reason: z.enum(['notPaid', 'cancelled', 'periodOver']), lastDay: z.string().nullable() }),
  ])
  .describe('Whether the customer may withdraw from the order, or when the withdrawal was received');

export const withdrawalViewSchema = z.object({
  orderNumber: z.string(),
  date: z.string().describe('Day the order was placed, dd/mm/yyyy in Europe/Paris'),
  lines: z.array(
    z.object({ name: z.string(), colorName: z.string(), sizeName: z.string(), quantity: z.number().int(), lineTotalCents: cents('Line total') }),
  ),
  totalCents: cents('What the customer paid'),
  name: z.string().describe('Prefilled: the billing name'),
  email: z.string().describe('Prefilled: the order’s e-mail'),
  withdrawal: orderWithdrawalSchema,
});

export const withdrawalReceiptSchema = z.object({
  alreadyReceived: z.boolean().describe('True when an earlier confirmation was received: nothing changed'),
  date: z.string().describe('When the withdrawal was received: dd/mm/yyyy, Paris'),
  time: z.string().describe('hh:mm, Paris'),
  email: z.string().describe('Where the acknowledgement was sent'),
  next: z.enum(['cancelled', 'send-back']).describe('cancelled: not shipped, staff cancel and refund it; send-back: the items are to be sent back'),
  sendBackUntil: z.string().nullable().describe('Last day to send the items back, dd/mm/yyyy'),
  message: z.string(),
});

/** Tokens are 43 base64url characters (security/tokens.ts); anything far longer is not one. */
export const linkParams = z.object({
  token: z.string().min(1, 'orders:withdrawal.errors.linkInvalid').max(128, 'orders:withdrawal.errors.linkInvalid'),
});

export const messageSchema = z.object({ message: z.string() });
