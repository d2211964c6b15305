/**
 * What a shopper types in the storefront's search, as the words the database looks for. The
 * folding matches the database's (`lower(unaccent(...))`), so "Marinière", "MARINIERE" and
 * "mariniere" are one word on both sides.
 */

/** Words looked for at most: a search is a few words, and each one is a condition of the query. */
const MAX_SEARCH_TERMS = 6;
/** Longer words are cut: no product name holds a longer one, and a trigram index gains nothing past it. */
const MAX_TERM_LENGTH = 30;
/** The longest search field the storefront takes. */
export const STORE_SEARCH_MAX_LENGTH = 100;
/** Suggestions shown under the header's field as one types. */
export const SUGGESTION_COUNT = 6;
/** Fewer typed letters suggest nothing: one or two letters match half the catalogue. */
export const SUGGEST_FROM_LENGTH = 2;

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** Lower case, without accents, ligatures spelled out: how the search compares words. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** The distinct words of a search, folded, in the order typed; empty when nothing searchable was typed. */
export function searchTerms(query: string): string[] {
  const words = foldForSearch(query)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}
