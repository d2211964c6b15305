import { shownDeskPages } from '../desk-pages';
import { MAX_DESK_PAGES } from '../orders/staff-orders';

/**
 * The customers desk (/back/clients, /api/admin/customers): who the shop holds data on, found
 * as staff type. A person is a registered customer, or a guest who ordered, known by the
 * e-mail their orders carry (lower-cased).
 */

export type PersonRef = { kind: 'customer'; id: number } | { kind: 'guest'; email: string };

export type CustomerDeskEntry = {
  kind: 'customer' | 'guest';
  /** The account's id; null for a guest. */
  id: number | null;
  /** An account's name, or the billing name of a guest's latest order. */
  name: string;
  email: string;
  /** The account's creation, or a guest's first order. */
  since: string;
  orderCount: number;
};

export type CustomerDeskPage = { items: CustomerDeskEntry[]; hasMore: boolean };

export const CUSTOMERS_PAGE_SIZE = 20;
/** Longer searches are cut: nobody types a 100-character name, and the trigram index stays cheap. */
export const CUSTOMER_SEARCH_MAX = 100;

/** The desk's state as the page URL carries it: the search and the pages shown; a wrong value falls back to the default. */
export type CustomerDeskState = { q: string; pages: number };

export function customerDeskStateFrom(params: URLSearchParams): CustomerDeskState {
  const q = (params.get('q') ?? '').trim().slice(0, CUSTOMER_SEARCH_MAX);
  return { q, pages: shownDeskPages(params, MAX_DESK_PAGES) };
}

/** What a search looks for: every word in a name or an e-mail, or a phone's digits, or an order number. */
export type CustomerSearch = {
  /** Lower-cased words, each to be found in the name or the e-mail; none when the search is a phone typed in short groups ("06 12 34"), which no name holds and no trigram index can look up. */
  words: string[];
  /** The digits of a phone typed with spaces, dots, dashes or a +, without leading zeros: "06 12" and "+33 6 12" both find "612". */
  phoneDigits: string | null;
  /** The order number the words name ("AT001042", "at1042", "1042"). */
  orderNumber: string | null;
};

/** A trigram index finds a word of at least 3 characters; shorter ones can only filter what a longer one found. */
const TRIGRAM = 3;
/** Fewer digits than this match too many phones to mean one. */
const MIN_PHONE_DIGITS = 4;
const ORDER_NUMBER = /^(?:at)?0*(\d{1,9})$/i;

export function customerSearch(q: string): CustomerSearch {
  const typed = q.trim().toLowerCase();
  const words = typed.split(/\s+/).filter(Boolean);
  const digits = /^[+\d\s().-]+$/.test(typed) ? typed.replace(/\D/g, '').replace(/^0+/, '') : '';
  const number = ORDER_NUMBER.exec(typed);
  const phoneDigits = digits.length >= MIN_PHONE_DIGITS ? digits : null;
  return {
    words: phoneDigits && words.every((word) => word.length < TRIGRAM) ? [] : words,
    phoneDigits,
    orderNumber: number ? `AT${number[1]!.padStart(6, '0')}` : null,
  };
}

/** The page of one person: an account by its id, a guest by the e-mail in the query (never in a path, which the logs keep). */
export function personPagePath(entry: Pick<CustomerDeskEntry, 'kind' | 'id' | 'email'>): string {
  return entry.kind === 'customer' ? `/back/clients/${entry.id}` : `/back/clients/invite?${new URLSearchParams({ email: entry.email })}`;
}
