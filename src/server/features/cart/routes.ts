import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemCount, isCart } from '../../../domain/cart/cart';
import { errorSchema } from '../catalogue/schemas';
import { shopperChanged } from '../visitor/shopper-hint';
import { selectionRequired, sendStockLimit, StockLimitError } from './cart-errors';
import { openCartSession, type CartDeps } from './cart-session';
import { cartFormRoutes } from './form-routes';
import { addLineSchema, cartSchema, changeLineSchema, lineParams, promoBodySchema } from './schemas';

const tags = ['cart'];
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The visitor's cart: a customer's found by the session, a guest's by the `cart` cookie only;
 * no id in the URL or the body ever names a cart (GUIDE 3.3). Every answer is the whole cart.
 */
export const cartRoutes: FastifyPluginAsyncZod<CartDeps> = async (app, deps) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof StockLimitError) return sendStockLimit(request, reply, error);
    // Everything else is answered by the shop's shared handler.
    throw error;
  });

  const session = (request: FastifyRequest, reply: FastifyReply) => openCartSession(deps, request, reply);

  // The product page's form without JavaScript: its own body parser, so in a scope of its own.
  await app.register(cartFormRoutes, deps);

  // Every answer is the whole cart: the header's hint takes its count from it.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (isCart(payload)) shopperChanged(request, { cartCount: itemCount(payload) });
    return payload;
  });

  app.get(
    '/store/cart',
    {
      schema: {
        tags,
        summary: 'The visitor’s cart (an empty one when there is none)',
        response: { 200: cartSchema },
      },
    },
    async (request, reply) => (await session(request, reply)).view(),
  );

  app.delete(
    '/store/cart',
    {
      schema: {
        tags,
        summary: 'Empty the cart',
        response: { 200: cartSchema },
      },
    },
    async (request, reply) => (await session(request, reply)).empty(),
  );

  app.post(
    '/store/cart/lines',
    {
      schema: {
        tags,
        summary: 'Add units of a product in a colour and size (never more than the stock)',
        body: addLineSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { productId, colorId, sizeId, quantity } = request.body;
      if (colorId == null || sizeId == null) throw selectionRequired(colorId != null, sizeId != null);
      return (await session(request, reply)).add({ productId, colorId, sizeId }, quantity);
    },
  );

  app.patch(
    '/store/cart/lines/:lineId',
    {
      schema: {
        tags,
        summary: 'Change a line’s quantity (1 to the stock)',
        params: lineParams,
        body: changeLineSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => (await session(request, reply)).setQuantity(request.params.lineId, request.body.quantity),
  );

  app.delete(
    '/store/cart/lines/:lineId',
    {
      schema: {
        tags,
        summary: 'Remove a line',
        params: lineParams,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => (await session(request, reply)).remove(request.params.lineId),
  );

  app.put(
    '/store/cart/promo',
    {
      schema: {
        tags,
        summary: 'Apply a promo code (any case)',
        body: promoBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => (await session(request, reply)).applyPromo(request.body.code),
  );

  app.delete(
    '/store/cart/promo',
    {
      schema: {
        tags,
        summary: 'Remove the promo code',
        response: { 200: cartSchema },
      },
    },
    async (request, reply) => (await session(request, reply)).removePromo(),
  );
};
