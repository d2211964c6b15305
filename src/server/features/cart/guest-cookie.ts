import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../../security/tokens';

/** The guest cart's cookie: a random token whose SHA-256 is `carts.guest_token_hash`. */
export const CART_COOKIE = 'cart';

const YEAR_SECONDS = 31_536_000;
const base = { path: '/', httpOnly: true, sameSite: 'lax' as const };

/** The hash of the guest token the browser sent, or null when it sent none. */
export function guestTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[CART_COOKIE];
  return token ? hashToken(token) : null;
}

/** A new guest token and its hash (the new cart row's key), not yet handed to the browser. */
export function newGuestToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/** Hands the browser its guest token, once its cart exists. */
export function sendGuestToken(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(CART_COOKIE, token, {
    ...base,
    secure,
    maxAge: YEAR_SECONDS,
  });
}

/** Hands the browser a new guest token and returns its hash, for the new cart row. */
export function issueGuestToken(reply: FastifyReply, secure: boolean): string {
  const { token, hash } = newGuestToken();
  sendGuestToken(reply, token, secure);
  return hash;
}

/**
 * Not marked Secure on purpose: the browser lets a secure page overwrite a Secure cookie with
 * a plain one, and a plain-HTTP shop could not clear it at all if the flag were set.
 */
export function clearGuestToken(reply: FastifyReply): void {
  reply.clearCookie(CART_COOKIE, base);
}
