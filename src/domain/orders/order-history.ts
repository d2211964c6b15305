import { z } from 'zod';
import type { Locale } from '../locale';
import { ORDERS_PAGE_SIZE, type CustomerOrderDetail, type OrderPage } from './orders';

/**
 * The customer's order history (/commandes, /commande/{id}). Orders awaiting payment are not
 * orders yet in the customer's eyes, and an order they removed from their list stays removed:
 * neither is listed nor shown (the shop keeps both, GUIDE 3.8).
 */

/** A window of the history: `limit` orders from the `offset`th, newest first. */
export type OrderWindow = { offset: number; limit: number };

/**
 * What page loaders read of the signed-in customer's orders, through the server's load context
 * (the API's own queries, always scoped by the customer).
 */
export type OrderHistoryReader = {
  list(customerId: number, window: OrderWindow): Promise<OrderPage>;
  /**
   * Its lines named in `locale`, the page's language. Null when the order does not exist, is
   * someone else's or is not shown to the customer: the page answers 404 alike.
   */
  find(customerId: number, orderId: number, locale: Locale): Promise<CustomerOrderDetail | null>;
};

/** A shared link cannot ask for more than this many pages (500 orders) in one page load. */
export const MAX_SHOWN_ORDER_PAGES = 50;

const shownPages = z.coerce
  .number()
  .int()
  .min(1)
  .catch(1)
  .transform((page) => Math.min(page, MAX_SHOWN_ORDER_PAGES));

/**
 * How many pages of /commandes are shown: `?page=N` after N - 1 presses of 'Plus de commandes',
 * so a reload or a shared link shows the same orders. A wrong value shows the first page.
 */
export function shownOrderPages(params: URLSearchParams): number {
  return shownPages.parse(params.get('page') ?? undefined);
}

/** The window of the first `pages` pages. */
export function firstPages(pages: number): OrderWindow {
  return { offset: 0, limit: pages * ORDERS_PAGE_SIZE };
}

/** The window of the API's page `page` (1-based). */
export function apiPage(page: number): OrderWindow {
  return { offset: (page - 1) * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE };
}
