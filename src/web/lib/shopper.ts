import { useSyncExternalStore } from 'react';
import { formatShopperHint, parseShopperHint, readShopperHint, type ShopperHint } from '../../domain/visitor/shopper-hint';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The hint in its cookie form is the snapshot ('' for an anonymous visitor with an empty cart,
// as on the server): other cookies changing, or a visitor the hint says nothing about, need no
// re-render. A snapshot that differs from the server's after hydration makes React re-render
// the header in one synchronous pass (ADR 10): only a visitor the hint knows pays for it.
const hintSnapshot = () => formatShopperHint(readShopperHint(document.cookie)) ?? '';
const anonymousOnTheServer = () => '';

/**
 * The header's personal parts (signed in or not, items in the cart) from the shopper hint
 * cookie (domain/visitor/shopper-hint.ts). Pages are rendered, and hydrated, as for a visitor
 * nobody knows, because the same HTML is served to everyone (ADR 9); the hint takes over right
 * after hydration, in places whose size does not depend on it.
 */
export function useShopper(): ShopperHint {
  return parseShopperHint(useSyncExternalStore(subscribe, hintSnapshot, anonymousOnTheServer));
}

/** Called after every API answer, which may have rewritten the hint (sign-in, cart change). */
export function notifyShopperChanged(): void {
  for (const listener of listeners) listener();
}
