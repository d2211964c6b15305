import { z } from 'zod';

/**
 * Characters no free-text field may hold (names, address lines, promo codes...):
 * - controls (C0, DEL, C1): NUL cannot be stored by PostgreSQL at all, and none of them belongs
 *   in a one-line field, a page or a mail header; nor do the line and paragraph separators;
 * - lone surrogates: not characters; encoding them to UTF-8 silently replaces them;
 * - bidirectional embeddings, overrides and isolates: they make the text around them read in
 *   another order (a name shown backwards on an invoice or in the back office);
 * - the byte order mark and the two noncharacters at the end of the BMP: invisible or invalid.
 * Letters of every script stay allowed, and so do the marks right-to-left text needs (LRM, RLM)
 * and the joiners of emoji sequences.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF\uFFFE\uFFFF]/u;

export function isPlainText(text: string): boolean {
  return !FORBIDDEN.test(text);
}

/** The message key of a refused text, in the `errors` namespace every page loads. */
export const PLAIN_TEXT_MESSAGE = 'errors:invalidCharacters';

/** The rule as a zod check, for every free-text field shared by the forms and the API: `z.string().check(plainText)`. */
export const plainText = z.refine<string>(isPlainText, PLAIN_TEXT_MESSAGE);

/** The longest search the staff desks take (what a person types in a search box). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The words of a staff desk's search (`?q=` of orders, invoices, products, newsletters): plain
 * text like every field, so a NUL or a control character is refused by the route's schema,
 * naming `q`, before any query is built.
 */
export const searchWords = () => z.string().max(SEARCH_MAX_LENGTH).check(plainText);
