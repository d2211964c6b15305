/**
 * What the storefront's chrome shows of a visitor (signed in or not, items in the cart), kept
 * in a cookie the browser can read. Catalogue pages are the same HTML for everyone and come
 * from a shared cache (ADR 9); the browser fills the header's personal parts from this hint.
 * It is only a hint: it opens nothing, and the server rewrites it from its own data whenever
 * a sign-in, a sign-out or a cart change happens, and when a personal page finds it wrong.
 */
export const SHOPPER_COOKIE = 'shopper';

export type ShopperHint = { signedIn: boolean; cartCount: number };

export const ANONYMOUS_SHOPPER: ShopperHint = Object.freeze({ signedIn: false, cartCount: 0 });

/** A cart badge shows at most four digits; the value stays a few bytes. */
const MAX_COUNT = 9999;

/** `<1 signed in | 0>.<items>`, e.g. `1.3`; nothing to store for an anonymous visitor with an empty cart. */
export function formatShopperHint({ signedIn, cartCount }: ShopperHint): string | null {
  if (!signedIn && cartCount <= 0) return null;
  return `${signedIn ? 1 : 0}.${Math.min(Math.max(0, Math.trunc(cartCount)), MAX_COUNT)}`;
}

/** Any missing or unreadable value is an anonymous visitor with an empty cart. */
export function parseShopperHint(value: string | null | undefined): ShopperHint {
  const match = /^([01])\.(\d{1,4})$/.exec(value ?? '');
  if (!match) return ANONYMOUS_SHOPPER;
  return { signedIn: match[1] === '1', cartCount: Number(match[2]) };
}

/** The hint in a `Cookie` header or `document.cookie`. */
export function readShopperHint(cookies: string | null | undefined): ShopperHint {
  for (const part of (cookies ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === SHOPPER_COOKIE) return parseShopperHint(part.slice(separator + 1).trim());
  }
  return ANONYMOUS_SHOPPER;
}

export function sameShopperHint(a: ShopperHint, b: ShopperHint): boolean {
  return a.signedIn === b.signedIn && a.cartCount === b.cartCount;
}
