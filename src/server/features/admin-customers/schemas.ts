import { z } from 'zod';
import { emailField } from '../../../domain/accounts/fields';
import { CUSTOMER_SEARCH_MAX } from '../../../domain/customers/customer-desk';
import { idParams } from '../../../domain/ids';
import { ORDER_STATUSES } from '../../../domain/orders/orders';
import { searchWords } from '../../../domain/plain-text';
import { addressSchema } from '../checkout/schemas';

/** Shapes of the customers desk's API, for validation and the OpenAPI document. */

export const customerIdParams = idParams;

export const peopleQuery = z.object({
  q: searchWords()
    .max(CUSTOMER_SEARCH_MAX)
    .optional()
    .describe('Name or e-mail (every word), phone (digits, any spacing), order number; case ignored'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based, 20 people a page, newest first'),
});

export const guestQuery = z.object({ email: emailField.describe('The e-mail a guest ordered with') });
export const guestBody = guestQuery;

export const exportFormat = z.object({ format: z.enum(['json', 'html']).describe('The JSON file, or the readable HTML page') });

export const peoplePageSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['customer', 'guest']),
      id: z.number().int().nullable().describe('The account; null for a guest'),
      name: z.string(),
      email: z.string(),
      since: z.iso.datetime().describe('Account created, or first order of a guest'),
      orderCount: z.number().int(),
    }),
  ),
  hasMore: z.boolean(),
});

const address = addressSchema.omit({ id: true });

export const customerFileSchema = z.object({
  person: z.union([z.object({ kind: z.literal('customer'), id: z.number().int() }), z.object({ kind: z.literal('guest'), email: z.string() })]),
  locale: z.enum(['fr', 'en']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  account: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      locale: z.enum(['fr', 'en']),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
      emailConfirmedAt: z.iso.datetime().nullable(),
    })
    .nullable()
    .describe('Null for a guest'),
  addresses: z.array(address.extend({ isDefaultDelivery: z.boolean(), isDefaultBilling: z.boolean(), createdAt: z.iso.datetime() })),
  orders: z.array(
    z.object({ id: z.number().int(), number: z.string(), placedAt: z.iso.datetime(), status: z.enum(ORDER_STATUSES), totalCents: z.number().int() }),
  ),
  returns: z.array(
    z.object({ orderId: z.number().int(), orderNumber: z.string(), status: z.string(), reason: z.string(), requestedAt: z.iso.datetime() }),
  ),
  invoices: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      kind: z.enum(['invoice', 'credit_note']),
      issuedAt: z.iso.datetime(),
      orderNumber: z.string().nullable(),
      totalGrossCents: z.number().int(),
    }),
  ),
  newsletter: z.object({
    accepted: z.boolean(),
    subscription: z
      .object({
        email: z.string(),
        subscribedAt: z.iso.datetime(),
        confirmedAt: z.iso.datetime().nullable(),
        unsubscribedAt: z.iso.datetime().nullable(),
      })
      .nullable(),
  }),
  sessions: z.object({ count: z.number().int(), lastSeenAt: z.iso.datetime().nullable() }),
  backInStockCount: z.number().int(),
  erasureRefusal: z.enum(['orderInProgress', 'openReturn', 'refundPending']).nullable().describe('Why an erasure would be refused now'),
});
