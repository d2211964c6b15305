import type { FastifyReply, FastifyRequest } from 'fastify';
import { itemCount } from '../../../domain/cart/cart';
import { parseShopperHint, SHOPPER_COOKIE } from '../../../domain/visitor/shopper-hint';
import type { PageVisitor } from '../../http/react-router';
import { openCartSession, type CartDeps } from '../cart/cart-session';
import { checkoutVisitor, readCheckout } from '../checkout/checkout-read';
import { readConfirmation } from '../checkout/confirmation';
import { currentShopperHint, sendShopperHint } from './shopper-hint';

/**
 * The visitor of a personal page: the session's customer and, when the page asks for them,
 * their cart, checkout and last order, read as the API reads them. Once the page is rendered,
 * the browser's shopper hint is corrected if this page found it wrong (a session that expired,
 * a cart read here, emptied by a payment), so the shared pages' header follows.
 */
export function pageVisitor(deps: CartDeps): (request: FastifyRequest, reply: FastifyReply) => Promise<PageVisitor> {
  return async (request, reply) => {
    const customer = await request.currentCustomer();
    let cartCount: number | undefined;
    return {
      context: {
        customer,
        cart: async () => {
          const cart = await (await openCartSession(deps, request, reply)).view();
          cartCount = itemCount(cart);
          return cart;
        },
        checkout: async () => {
          const { state } = await readCheckout(deps.db, await checkoutVisitor(deps.catalogue, request), new Date());
          cartCount = itemCount(state.cart);
          return state;
        },
        checkoutConfirmation: async () => readConfirmation(deps.db, await checkoutVisitor(deps.catalogue, request)),
      },
      async afterRender() {
        const sent = parseShopperHint(request.cookies[SHOPPER_COOKIE]);
        // Nothing read here contradicts the hint: no query just to confirm it.
        if (cartCount === undefined && sent.signedIn === (customer !== null)) return;
        const hint = await currentShopperHint(deps.db, request, cartCount === undefined ? undefined : { cartCount });
        sendShopperHint(request, reply, hint, deps.secureCookies);
      },
    };
  };
}
