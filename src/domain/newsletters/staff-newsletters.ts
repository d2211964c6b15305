import { shownDeskPages } from '../desk-pages';
import { MAX_DESK_PAGES, SORT_DIRECTIONS, type SortDirection } from '../orders/staff-orders';

/**
 * The staff's newsletter articles (/back/gestion-des-newsletter, /api/admin/newsletters): what
 * the API answers and the pages read, and the list's query (search, date order, pages).
 */

/** Spec back-office section 9: 9 cards, and 9 more at each press. */
export const NEWSLETTERS_PAGE_SIZE = 9;

export type NewsletterListQuery = {
  /** Words of the title, the description or the author. */
  q?: string;
  dir: SortDirection;
  page: number;
};

export type NewsletterSummary = {
  id: number;
  title: string;
  author: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  /** When it was last sent to the subscribers; null while it never was ('Publier' rather than 'Publier à nouveau'). */
  publishedAt: string | null;
};

export type NewsletterPage = { items: NewsletterSummary[]; total: number; hasMore: boolean };

/** One article, as the reader and the edition form open it; the content is sanitised HTML. */
export type NewsletterArticle = NewsletterSummary & { content: string };

/** What a save answers. */
export type SavedNewsletter = { id: number };

/** A draft as its mail would look (POST /api/admin/newsletters/preview). */
export type NewsletterPreview = { subject: string; html: string };

/** The window of the API's page `page` (1-based). */
export function newsletterPageWindow(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * NEWSLETTERS_PAGE_SIZE, limit: NEWSLETTERS_PAGE_SIZE };
}

export type NewsletterListState = Omit<NewsletterListQuery, 'page'> & { pages: number };

/**
 * The list's state as the page URL carries it (search, order, and `page` = pages shown after
 * N - 1 presses of 'Plus de newsletters'), each value checked: anything odd falls back to the
 * default, never to an error page.
 */
export function newsletterListStateFrom(params: URLSearchParams): NewsletterListState {
  const q = params.get('q')?.trim().slice(0, 100) ?? '';
  const dir = params.get('dir');
  return {
    ...(q ? { q } : {}),
    dir: SORT_DIRECTIONS.includes(dir as SortDirection) ? (dir as SortDirection) : 'desc',
    pages: shownDeskPages(params, MAX_DESK_PAGES),
  };
}

/** Whether the list shows anything but its default: 'Supprimer les filtres' is offered then. */
export function isFiltered(state: NewsletterListState): boolean {
  return Boolean(state.q) || state.dir !== 'desc';
}

/** The API query of one page of that state. */
export function newsletterListApiQuery(state: NewsletterListState, page: number): URLSearchParams {
  const query = new URLSearchParams({ dir: state.dir, page: String(page) });
  if (state.q) query.set('q', state.q);
  return query;
}

/** The page URL's query for that state with the date order reversed (back to the first page). */
export function reversedOrderQuery(state: NewsletterListState): string {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  if (state.dir === 'desc') query.set('dir', 'asc');
  return query.toString();
}
