import { useSyncExternalStore } from 'react';
import { ANONYMOUS_SHOPPER, readShopperHint, type ShopperHint } from '../../domain/visitor/shopper-hint';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The raw cookie string is the snapshot: equal strings need no re-render.
const cookieSnapshot = () => document.cookie;
const noCookieOnTheServer = () => '';

/**
 * The header's personal parts (signed in or not, items in the cart) from the shopper hint
 * cookie (domain/visitor/shopper-hint.ts). Pages are rendered, and hydrated, as for a visitor
 * nobody knows, because the same HTML is served to everyone (ADR 9); the hint takes over right
 * after hydration, in places whose size does not depend on it.
 */
export function useShopper(): ShopperHint {
  const cookies = useSyncExternalStore(subscribe, cookieSnapshot, noCookieOnTheServer);
  return cookies ? readShopperHint(cookies) : ANONYMOUS_SHOPPER;
}

/** Called after every API answer, which may have rewritten the hint (sign-in, cart change). */
export function notifyShopperChanged(): void {
  for (const listener of listeners) listener();
}
