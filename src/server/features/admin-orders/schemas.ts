import { z } from 'zod';
import { ORDER_STATUSES } from '../../../domain/orders/orders';
import { plainText } from '../../../domain/plain-text';
import { DESK_COUNT_LIMIT, SORT_DIRECTIONS, STAFF_ORDER_SORTS } from '../../../domain/orders/staff-orders';
import { STAFF_SETTABLE_STATUSES } from '../../../domain/orders/status-transitions';
import { orderDetailSchema, orderSummarySchema } from '../orders/schemas';

/** Shapes of the staff's orders API, for validation and the OpenAPI document. */

export const staffOrderQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional().describe('Only this status; unsaid, every status but awaiting_payment'),
  sort: z.enum(STAFF_ORDER_SORTS).default('date'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
  q: z.string().max(100).optional().describe('Order number, status word (French or English), promo code, customer name or e-mail; case ignored'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based, 10 orders a page'),
});

const staffSummaryFields = {
  customerName: z.string().describe('The billing name'),
  email: z.string(),
  promoCode: z.string().nullable(),
};

export const staffOrderPageSchema = z.object({
  items: z.array(
    orderSummarySchema
      .omit({ itemCount: true })
      .extend({
        ...staffSummaryFields,
        consulted: z.boolean().describe('False until a staff member opens the order'),
        invoiced: z.boolean().describe('Has an invoice no credit note cancelled ("Déjà facturé")'),
      })
      .extend({ status: z.enum(ORDER_STATUSES) }),
  ),
  total: z.number().int().describe(`How many orders match, counted up to ${DESK_COUNT_LIMIT}`),
  moreThanTotal: z.boolean().describe(`More orders than \`total\` match: the count stopped at ${DESK_COUNT_LIMIT}`),
  hasMore: z.boolean(),
});

const when = { at: z.iso.datetime(), by: z.string().nullable().describe('The staff member, null when not known or deleted') };
const timelineEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['placed', 'paid']), at: z.iso.datetime() }),
  z.object({ kind: z.enum(['consulted', 'removed', 'refunded']), ...when }),
  z.object({ kind: z.literal('status_changed'), ...when, from: z.enum(ORDER_STATUSES), to: z.enum(ORDER_STATUSES) }),
  z.object({ kind: z.literal('note'), ...when, note: z.string() }),
  z.object({ kind: z.literal('invoiced'), ...when, number: z.string(), automatic: z.boolean().describe('Issued by the shop at payment') }),
  z.object({ kind: z.literal('credited'), ...when, number: z.string() }),
  z.object({
    kind: z.literal('mail'),
    at: z.iso.datetime().describe('When the mail was queued'),
    by: z.string().nullable().describe('The staff member who sent it; null when the shop did'),
    template: z.string().describe('What mail: order-confirmation, invoice…'),
    subject: z.string(),
    to: z.string(),
    delivery: z.enum(['pending', 'sent', 'failed']).describe('Waiting or being retried, accepted by the mail server, or given up'),
    deliveryAt: z.iso.datetime().nullable().describe('When it was sent or given up'),
  }),
]);

export const staffOrderDetailSchema = orderDetailSchema.extend({
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  payment: z
    .object({
      provider: z.enum(['stripe', 'test']),
      status: z.enum(['pending', 'succeeded', 'failed', 'cancelled', 'refunded']),
      amountCents: z.number().int(),
    })
    .nullable()
    .describe('The latest payment attempt'),
  refundRequired: z.boolean().describe('Paid but to be refunded (cancelled, or paid after its stock was gone)'),
  invoiced: z.boolean().describe('Has an invoice no credit note cancelled ("Déjà facturé")'),
  statusChoices: z.array(z.enum(STAFF_SETTABLE_STATUSES)).describe('What "Modifier le statut" offers; empty when not offered'),
  timeline: z.array(timelineEntry).describe('What happened to the order, oldest first'),
});

export const statusChangeBody = z.object({ status: z.enum(STAFF_SETTABLE_STATUSES) });

export const noteBody = z.object({
  note: z.string().trim().min(1, 'back:errors.orders.noteEmpty').max(1000, 'back:errors.orders.noteTooLong').check(plainText),
});
