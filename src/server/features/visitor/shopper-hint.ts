import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { formatShopperHint, parseShopperHint, SHOPPER_COOKIE, sameShopperHint, type ShopperHint } from '../../../domain/visitor/shopper-hint';
import { CART_COOKIE } from '../cart/guest-cookie';
import { cartItemCount } from '../cart/merge';

const kChanged = Symbol('shopperChanged');
/** `true`: the state changed, count it again; a number: the cart's count is already known. */
type Change = true | { cartCount: number };
type WithChange = FastifyRequest & { [kChanged]: Change | null };

const THIRTY_DAYS_S = 30 * 24 * 3600;

/**
 * Tells the shopper-hint plugin that this request changed what the header shows (a sign-in, a
 * sign-out, a cart change): the hint cookie is written again when the answer goes out. Pass
 * the cart's item count when it is known, so it is not counted twice.
 */
export function shopperChanged(request: FastifyRequest, known?: { cartCount: number }): void {
  (request as WithChange)[kChanged] = known ?? true;
}

/** Sets the hint cookie when it differs from what the browser sent; clears it for an anonymous visitor with an empty cart. */
export function sendShopperHint(request: FastifyRequest, reply: FastifyReply, hint: ShopperHint, secure: boolean): void {
  if (sameShopperHint(parseShopperHint(request.cookies[SHOPPER_COOKIE]), hint)) return;
  const value = formatShopperHint(hint);
  // Readable by the page's scripts on purpose (not HttpOnly): it carries nothing secret.
  const options = { path: '/', sameSite: 'lax' as const, secure, httpOnly: false };
  if (value === null) {
    if (request.cookies[SHOPPER_COOKIE] !== undefined) reply.clearCookie(SHOPPER_COOKIE, options);
  } else {
    reply.setCookie(SHOPPER_COOKIE, value, { ...options, maxAge: THIRTY_DAYS_S });
  }
}

/** The hint as the server's data has it now: the session's customer and the cart's items. */
export async function currentShopperHint(db: Database, request: FastifyRequest, known?: { cartCount: number }): Promise<ShopperHint> {
  const customer = await request.currentCustomer();
  const cartCount =
    known?.cartCount ?? (await cartItemCount(db, { customerId: customer?.id ?? null, guestToken: request.cookies[CART_COOKIE] ?? null }));
  return { signedIn: customer !== null, cartCount };
}

/**
 * Writes the `shopper` hint cookie (domain/visitor/shopper-hint.ts) on the answers of requests
 * that changed the visitor's state, so the shared catalogue pages show the right header.
 */
export const shopperHintPlugin = fp<{ db: Database; secureCookies: boolean }>(async (app: FastifyInstance, { db, secureCookies }) => {
  app.decorateRequest(kChanged, null);
  app.addHook('onSend', async (request, reply, payload) => {
    const change = (request as WithChange)[kChanged];
    if (change === null || reply.statusCode >= 500) return payload;
    const hint = await currentShopperHint(db, request, change === true ? undefined : change);
    sendShopperHint(request, reply, hint, secureCookies);
    return payload;
  });
});
