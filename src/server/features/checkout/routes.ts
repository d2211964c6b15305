import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { answerBilling, answerDelivery, answerEmail } from './answers';
import { readCheckout, checkoutVisitor } from './checkout-read';
import { readConfirmation } from './confirmation';
import { placeOrder, type PlaceOrderDeps } from './place-order';
import {
  addressAnswerSchema,
  billingAnswerSchema,
  checkoutStateSchema,
  confirmationSchema,
  emailBodySchema,
  paymentStartSchema,
  placeOrderBodySchema,
} from './schemas';

const tags = ['checkout'];
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The checkout (storefront spec section 2): a guest by the cart cookie, a customer by the
 * session; no id in the URL or the body names a cart or an order (GUIDE 3.3), and no price
 * is ever read from the browser (GUIDE 3.4).
 */
export const checkoutRoutes: FastifyPluginAsyncZod<PlaceOrderDeps> = async (app, deps) => {
  const { db, catalogue } = deps;
  const visitor = (request: FastifyRequest) => checkoutVisitor(catalogue, request);

  app.get(
    '/store/checkout',
    {
      schema: {
        tags,
        summary: 'The checkout: mode, cart, answers so far, step and what stops the order',
        response: { 200: checkoutStateSchema },
      },
    },
    async (request) => (await readCheckout(db, await visitor(request), new Date())).state,
  );

  app.put(
    '/store/checkout/email',
    {
      schema: { tags, summary: 'A guest’s contact e-mail', body: emailBodySchema, response: { 200: checkoutStateSchema, ...errors } },
    },
    async (request) => answerEmail(db, await visitor(request), request.body.email),
  );

  app.put(
    '/store/checkout/delivery',
    {
      schema: {
        tags,
        summary: 'The delivery address: typed by a guest, chosen from the book by a customer',
        body: addressAnswerSchema,
        response: { 200: checkoutStateSchema, ...errors },
      },
    },
    async (request) => answerDelivery(db, await visitor(request), request.body),
  );

  app.put(
    '/store/checkout/billing',
    {
      schema: {
        tags,
        summary: 'The billing address: the delivery one, typed by a guest, or chosen from the book by a customer',
        body: billingAnswerSchema,
        response: { 200: checkoutStateSchema, ...errors },
      },
    },
    async (request) => answerBilling(db, await visitor(request), request.body),
  );

  app.post(
    '/store/checkout/order',
    {
      schema: {
        tags,
        summary: 'Go to pay: places the order from the server cart, holds its stock and opens the payment',
        body: placeOrderBodySchema,
        response: { 200: paymentStartSchema, ...errors, 502: errorSchema, 503: errorSchema },
      },
    },
    async (request) => placeOrder(deps, await visitor(request), request.body.revision),
  );

  app.get(
    '/store/checkout/confirmation',
    {
      schema: {
        tags,
        summary: 'The visitor’s newest order and whether it is paid (reads only)',
        response: { 200: confirmationSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const confirmation = await readConfirmation(db, await visitor(request));
      if (!confirmation) throw new HttpError(404, 'no_order', 'errors:checkout.noOrder');
      return confirmation;
    },
  );
};
