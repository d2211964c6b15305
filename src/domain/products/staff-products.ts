import { shownDeskPages } from '../desk-pages';
import type { PictureItem } from '../catalogue/product-pictures';
import type { Category, StockEntry } from '../catalogue/types';
import { INT32_MAX } from '../decimal-id';
import { centsFromEuros } from '../money';
import { MAX_DESK_PAGES, SORT_DIRECTIONS, type SortDirection } from '../orders/staff-orders';

/**
 * The staff's product list (/back/gestion-des-produits, /api/admin/products): what the API
 * answers and the page reads, and the list's query (sort, search, archived or not, pages).
 */

/** Like the orders desk: 10 a page, and a button for more. */
export const PRODUCTS_PAGE_SIZE = 10;

export const STAFF_PRODUCT_SORTS = ['date', 'price', 'stock'] as const;
export type StaffProductSort = (typeof STAFF_PRODUCT_SORTS)[number];

/** The list shows the catalogue (published or not), or the archived products alone ("Archivés"). */
export const PRODUCT_VIEWS = ['catalogue', 'archived'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export type StaffProductQuery = {
  sort: StaffProductSort;
  dir: SortDirection;
  /** Reference, name (French or English) or price ('29,90', '29.90'). */
  q?: string;
  view: ProductView;
  page: number;
};

export type StaffProductSummary = {
  id: number;
  reference: string;
  nameFr: string;
  nameEn: string;
  priceCents: number;
  /** Units free to sell, every colour and size together. */
  totalStock: number;
  /** Variants at or under the site's low-stock threshold (the page's `lowStockThreshold`). */
  lowStockVariants: number;
  published: boolean;
  archived: boolean;
  createdAt: string;
  /** The card picture (the first picture when none is chosen), null without pictures. */
  image: string | null;
};

export type StaffProductPage = {
  items: StaffProductSummary[];
  total: number;
  hasMore: boolean;
  /** The site setting the rows' `lowStockVariants` were counted against. */
  lowStockThreshold: number;
};

/** A product as the edition form opens it. */
export type StaffProductDetail = {
  id: number;
  reference: string;
  category: Category;
  collectionId: number | null;
  nameFr: string;
  nameEn: string;
  modelNameFr: string;
  modelNameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  weightGrams: number;
  showOnHome: boolean;
  published: boolean;
  archivedAt: string | null;
  /** Sent back with the edit: a save from an older version is refused (ADR 15). */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Units free to sell now, per colour and size. */
  stock: StockEntry[];
  /** Customers waiting for a sold-out variant to be back (confirmed requests), per variant that has any. */
  waiting: { colorId: number; sizeId: number; count: number }[];
  /** In the storefront's order, the card picture flagged. */
  pictures: PictureItem[];
};

/** The reference lists the form chooses from (GET /api/admin/catalogue-options). */
export type CatalogueOptions = {
  categories: Category[];
  collections: { id: number; name: string }[];
  colors: { id: number; nameFr: string; nameEn: string; code: string }[];
  /** In the spec's display order. */
  sizes: { id: number; name: string }[];
};

/** What a save answers: the product's new version and the stock as it now stands. */
export type SavedProduct = { id: number; version: number; stock: StockEntry[] };

/** What deleting answered: erased for good, or archived because orders name it. */
export type ProductRemoval = { outcome: 'erased' | 'archived' };

/**
 * The price a search is, when the whole search reads as an amount in euros ('29,90', '29.90',
 * '29'); null otherwise, and for an amount no price can be (beyond the column's 32 bits: it is
 * then searched as words only, never compared to a price).
 */
export function searchedPriceCents(q: string): number | null {
  const cents = centsFromEuros(q.trim());
  return Number.isNaN(cents) || cents > INT32_MAX ? null : cents;
}

/** The window of the API's page `page` (1-based). */
export function productPageWindow(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * PRODUCTS_PAGE_SIZE, limit: PRODUCTS_PAGE_SIZE };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The list's state as the page URL carries it (sort, search, view, and `page` = pages shown
 * after N - 1 presses of 'Plus de produits'), each value checked: anything odd falls back to
 * the default, never to an error page.
 */
export function productListStateFrom(params: URLSearchParams): Omit<StaffProductQuery, 'page'> & { pages: number } {
  const q = params.get('q')?.trim().slice(0, 100) ?? '';
  return {
    sort: oneOf(STAFF_PRODUCT_SORTS, params.get('sort'), 'date'),
    dir: oneOf(SORT_DIRECTIONS, params.get('dir'), 'desc'),
    ...(q ? { q } : {}),
    view: oneOf(PRODUCT_VIEWS, params.get('view'), 'catalogue'),
    pages: shownDeskPages(params, MAX_DESK_PAGES),
  };
}

/** The API query of one page of that state. */
export function productListApiQuery(state: Omit<StaffProductQuery, 'page'>, page: number): URLSearchParams {
  const query = new URLSearchParams({ sort: state.sort, dir: state.dir, view: state.view, page: String(page) });
  if (state.q) query.set('q', state.q);
  return query;
}
