import type { Locale } from '../locale';
import { formatWhole } from '../money';
import type { CalendarDay } from './paris-calendar';
import { changePercent, windowSales, type BucketSales, type SalesCalendar, type SalesFigures, type SalesPeriodKey } from './sales-periods';

/**
 * The back office's landing page (/back/tableau-de-bord, GET /api/admin/dashboard): what the
 * API answers and the page reads. Revenue is the amount customers paid (VAT, shipping and
 * discounts included, as the orders list shows it) of the orders on the staff list that are
 * paid and not cancelled, dated by when they were placed, as the list dates them (ADR 23).
 */

/** How many best sellers the dashboard lists, over how many days. */
export const BEST_SELLERS_COUNT = 5;
export const BEST_SELLERS_DAYS = 30;
/** How many low-stock variants and awaiting orders it lists (it says how many there are in all). */
export const LOW_STOCK_LISTED = 10;
export const AWAITING_LISTED = 5;

export type SalesPeriodSummary = {
  key: SalesPeriodKey;
  days: number;
  /** ISO 8601 instants: the period from its first Paris day's 00:00 to now, and the one it is compared with. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  current: SalesFigures;
  previous: SalesFigures;
  /** Whole percent from previous to current; null when the previous period sold nothing. */
  revenueChange: number | null;
  ordersChange: number | null;
};

export type DailySales = SalesFigures & { day: CalendarDay };

export type BestSeller = { productId: number; reference: string; nameFr: string; nameEn: string; units: number; revenueCents: number };

export type LowStockVariant = {
  productId: number;
  reference: string;
  nameFr: string;
  nameEn: string;
  colorFr: string;
  colorEn: string;
  size: string;
  quantity: number;
};

export type AwaitingOrder = { id: number; number: string; createdAt: string; totalCents: number; customerName: string; consulted: boolean };

export type SalesDashboard = {
  /** The instant the figures were read (the periods end there). */
  at: string;
  periods: SalesPeriodSummary[];
  /** The last 90 Paris days, oldest first, every day present (0 when nothing sold). */
  daily: DailySales[];
  bestSellers: BestSeller[];
  /** Variants of products not archived at or under the site's low-stock threshold, fewest first. */
  lowStock: { threshold: number; total: number; items: LowStockVariant[] };
  /** Paid orders waiting for staff to confirm or reject them ('En attente'), oldest first; and the unconsulted ones (the sidebar's badge). */
  awaiting: { pending: number; unconsulted: number; oldest: AwaitingOrder[] };
};

/** The cards and the chart from the database's sums per piece of the last 90 days (see salesCalendar). */
export function summarizeSales(
  { periods, days, boundaries }: SalesCalendar,
  buckets: readonly BucketSales[],
): Pick<SalesDashboard, 'periods' | 'daily'> {
  const sales = windowSales(boundaries, buckets);
  return {
    periods: periods.map(({ key, days: length, current, previous }) => {
      const [sold, soldBefore] = [sales(current), sales(previous)];
      return {
        key,
        days: length,
        from: current.from.toISOString(),
        to: current.to.toISOString(),
        previousFrom: previous.from.toISOString(),
        previousTo: previous.to.toISOString(),
        current: sold,
        previous: soldBefore,
        revenueChange: changePercent(sold.revenueCents, soldBefore.revenueCents),
        ordersChange: changePercent(sold.orders, soldBefore.orders),
      };
    }),
    daily: days.map((window) => ({ day: window.day, ...sales(window) })),
  };
}

/** A change as the dashboard writes it: '+12 %', '-5 %', '0 %' in French (a no-break space, as Intl writes it), '+12%' in English. */
export function formatChange(percent: number, locale: Locale): string {
  const number = `${percent > 0 ? '+' : ''}${formatWhole(percent, locale)}`;
  return locale === 'fr' ? `${number}\u00a0%` : `${number}%`;
}
