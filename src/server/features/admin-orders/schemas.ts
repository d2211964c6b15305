import { z } from 'zod';
import { ORDER_STATUSES } from '../../../domain/orders/orders';
import { plainText, searchWords } from '../../../domain/plain-text';
import { DESK_COUNT_LIMIT, DESK_VIEWS, SORT_DIRECTIONS, STAFF_ORDER_SORTS } from '../../../domain/orders/staff-orders';
import { CARRIERS, TRACKING_NUMBER } from '../../../domain/orders/carriers';
import { orderDetailSchema, orderSummarySchema } from '../orders/schemas';

/** Shapes of the staff's orders API, for validation and the OpenAPI document. */

export const staffOrderQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional().describe('Only this status; unsaid, every status but awaiting_payment'),
  view: z
    .enum(DESK_VIEWS)
    .optional()
    .describe('withdrawn: only orders the customer withdrew from; hidden: only the orders staff removed from their list'),
  sort: z.enum(STAFF_ORDER_SORTS).default('date'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
  q: searchWords().optional().describe('Order number, status word (French or English), promo code, customer name or e-mail; case ignored'),
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
        withdrawn: z.boolean().describe('The customer withdrew from the contract'),
        everShipped: z.boolean().describe('Marked shipped at least once: never cancellable'),
        hidden: z.boolean().describe('Removed from the staff list ("Masquées")'),
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
  z.object({ kind: z.enum(['consulted', 'removed', 'shown', 'withdrawn', 'return_requested', 'return_received', 'return_cancelled']), ...when }),
  z.object({ kind: z.enum(['refunded', 'refund_failed']), ...when, amountCents: z.number().int().nullable() }),
  z.object({ kind: z.literal('status_changed'), ...when, from: z.enum(ORDER_STATUSES), to: z.enum(ORDER_STATUSES) }),
  z.object({
    kind: z.literal('corrected'),
    ...when,
    from: z.enum(ORDER_STATUSES),
    to: z.enum(ORDER_STATUSES),
    note: z.string().describe('The reason'),
  }),
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
  refundRequired: z.boolean().describe('Paid after its stock was gone: to refund in full'),
  refundedCents: z.number().int().describe('Given back or being given back'),
  refunds: z.array(
    z.object({
      amountCents: z.number().int(),
      status: z.enum(['pending', 'succeeded', 'failed']).describe('pending: the provider is to be asked again'),
      reason: z.enum(['cancellation', 'return', 'shortfall']),
      createdAt: z.iso.datetime(),
      settledAt: z.iso.datetime().nullable(),
    }),
  ),
  invoiced: z.boolean().describe('Has an invoice no credit note cancelled ("Déjà facturé")'),
  paidAt: z.iso.datetime().nullable(),
  shippedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable().describe('The 14-day withdrawal period runs from here'),
  cancelledAt: z.iso.datetime().nullable(),
  withdrawal: z
    .object({
      receivedAt: z.iso.datetime(),
      name: z.string(),
      email: z.string().describe('Where the acknowledgement went'),
      returnId: z.number().int().nullable().describe('The return it opened, when the goods had left'),
      task: z
        .enum(['cancel', 'receive-return'])
        .nullable()
        .describe('What staff must still do: cancel and refund an unshipped order, or receive its return'),
    })
    .nullable()
    .describe('The customer withdrew from the contract'),
  shipment: z.object({ carrier: z.enum(CARRIERS), trackingNumber: z.string(), trackingLink: z.string().nullable() }).nullable(),
  hidden: z.boolean(),
  actions: z
    .array(z.object({ action: z.enum(['pay', 'confirm', 'reject', 'cancel', 'ship', 'deliver', 'correct']), to: z.enum(ORDER_STATUSES) }))
    .describe('What the signed-in staff member may do now'),
  statusChoices: z.array(z.enum(ORDER_STATUSES)).describe('What "Modifier le statut" offers; empty when not offered'),
  timeline: z.array(timelineEntry).describe('What happened to the order, oldest first'),
});

export const shipmentBody = z.object({
  carrier: z.enum(CARRIERS, 'back:errors.orders.carrierMissing'),
  trackingNumber: z
    .string('back:errors.orders.trackingMissing')
    .trim()
    .min(1, 'back:errors.orders.trackingMissing')
    .regex(TRACKING_NUMBER, 'back:errors.orders.trackingInvalid'),
});

/** The refund the staff member saw in the confirmation dialog; the cancellation is refused if it changed since. */
export const cancellationBody = z.object({ refundCents: z.number().int().min(0).max(2_147_483_647) });

export const cancellationSchema = z.object({
  refundCents: z.number().int().describe('Given back to the card'),
  units: z.number().int().describe('Put back on sale'),
  invoiceNumber: z.string().nullable().describe('The invoice a credit note will cancel'),
});

/** "Modifier le statut": forward only; shipping names the parcel, cancelling the refund confirmed. */
export const statusChangeBody = z.object({
  status: z.enum(ORDER_STATUSES),
  carrier: shipmentBody.shape.carrier.optional(),
  trackingNumber: shipmentBody.shape.trackingNumber.optional(),
  refundCents: cancellationBody.shape.refundCents.optional(),
});

export const correctionBody = z.object({
  status: z.enum(ORDER_STATUSES),
  reason: z
    .string('back:errors.orders.reasonMissing')
    .trim()
    .min(1, 'back:errors.orders.reasonMissing')
    .max(1000, 'back:errors.orders.noteTooLong')
    .check(plainText),
});

export const noteBody = z.object({
  note: z.string().trim().min(1, 'back:errors.orders.noteEmpty').max(1000, 'back:errors.orders.noteTooLong').check(plainText),
});
