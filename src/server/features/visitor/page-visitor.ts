import type { FastifyReply, FastifyRequest } from 'fastify';
import { itemCount } from '../../../domain/cart/cart';
import { parseShopperHint, SHOPPER_COOKIE } from '../../../domain/visitor/shopper-hint';
import type { PageVisitor } from '../../http/react-router';
import { openCartSession, type CartDeps } from '../cart/cart-session';
import { currentShopperHint, sendShopperHint } from './shopper-hint';

/**
 * The visitor of a personal page: the session's customer and, when the page asks for it, their
 * cart. Once the page is rendered, the browser's shopper hint is corrected if this page found
 * it wrong (a session that expired, a cart read here), so the shared pages' header follows.
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
