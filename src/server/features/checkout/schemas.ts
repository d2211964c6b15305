import { z } from 'zod';
import { emailField } from '../../../domain/accounts/fields';
import { addressFieldsSchema } from '../../../domain/addresses/address-schema';
import { cartSchema } from '../cart/schemas';
import { orderDetailSchema } from '../orders/schemas';
import { rowId } from '../../../domain/ids';

/** Shapes of the checkout API, for validation and the OpenAPI document. Never a price: only answers. */

export const emailBodySchema = z.object({ email: emailField });

/** A customer names an address of their own book. */
export const bookAddressSchema = z.object({
  addressId: rowId('errors:checkout.addressRequired'),
});

/** A guest types the address, with the address form's rules. */
export const typedAddressSchema = addressFieldsSchema;

export const sameAsDeliverySchema = z.object({ sameAsDelivery: z.literal(true) });

/**
 * What the body of an address answer is depends on who sends it (a guest types the fields, a
 * customer names a book entry), so the handler parses it and the document says both.
 */
export const addressAnswerSchema = z
  .looseObject({})
  .describe('A guest sends the address fields (firstName, lastName, line1, line2, zip, city, country, phone, email); a customer sends { addressId }');

export const billingAnswerSchema = z
  .looseObject({})
  .describe('{ sameAsDelivery: true }; or, as for delivery, the address fields (guest) or { addressId } (customer)');

export const placeOrderBodySchema = z
  .object({
    revision: z.string().max(100).optional().describe('The `revision` of the checkout state the customer saw: a change since then answers 409'),
  })
  .default({});

export const addressSchema = z.object({
  id: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
});

export const checkoutStateSchema = z.object({
  mode: z.enum(['guest', 'customer']),
  cart: cartSchema,
  draft: z.object({
    email: z.string().nullable(),
    delivery: addressSchema.nullable(),
    billingSameAsDelivery: z.boolean(),
    billing: addressSchema.nullable(),
    step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
  blockers: z.array(z.string()).describe('Message keys of what stops placing the order now'),
  revision: z.string(),
});

export const paymentStartSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  totalCents: z.number().int(),
  reservedUntil: z.string(),
  provider: z.enum(['stripe', 'test']),
  publishableKey: z.string().optional(),
  clientSecret: z.string().optional(),
});

const orderShape = orderDetailSchema.shape;

export const confirmationSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  state: z.enum(['paid', 'processing', 'failed']),
  totalCents: z.number().int(),
  paidOn: z.string().nullable().describe('The Paris calendar day of payment, YYYY-MM-DD; null until paid'),
  recap: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      lines: z.array(orderShape.lines.element.extend({ image: z.string().nullable().describe('File name under /images/') })),
      subtotalCents: orderShape.subtotalCents,
      shippingCents: orderShape.shippingCents,
      discountCents: orderShape.discountCents,
      promoCode: orderShape.promoCode,
      delivery: orderShape.delivery,
      deliveryWindow: z
        .object({ from: z.string(), to: z.string() })
        .describe('Paris calendar days (YYYY-MM-DD) between which the parcel should arrive, in working days from payment'),
    })
    .nullable()
    .describe('The paid order in full; null before payment, and for a guest a day after it'),
  account: z.enum(['create', 'signIn', 'none']).describe('create: the page may make an account from this guest order; signIn: it joined one'),
});
