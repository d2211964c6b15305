/**
 * List constants shared by server and browser code. Kept apart from `listing.ts` so that
 * browser bundles importing them do not pull in zod.
 */
export const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];
/** A search's sorts: best match first unless the shopper asks for the newest or a price order. */
export const SEARCH_SORTS = ['relevance', ...SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Spec section 9: lists show 16 products, and each 'see more' adds 16. */
export const PAGE_SIZE = 16;
export const MAX_LIMIT = 100;
