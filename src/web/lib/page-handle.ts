/**
 * A route whose page is the same for every visitor exports `handle = sharedPage`: the server
 * renders it without looking the visitor up and serves it to everyone from its page cache
 * (ADR 9). Such a route never reads `context.customer` nor `context.cart()`; the header's
 * personal parts come from the shopper hint in the browser. A page is shared only when every
 * route it is made of (root and layouts included) says so.
 */
export type PageHandle = { page: 'shared' };

export const sharedPage: PageHandle = { page: 'shared' };

export function isSharedHandle(handle: unknown): boolean {
  return (handle as Partial<PageHandle> | undefined)?.page === 'shared';
}
