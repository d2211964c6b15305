import type { Locale } from '../../../domain/locale';
import type { OrdersCsvWords } from '../../../domain/orders/orders-csv';
import { parisDay } from '../../../domain/pricing/paris-day';
import enBack from '../../../i18n/en/back';
import enOrders from '../../../i18n/en/orders';
import frBack from '../../../i18n/fr/back';
import frOrders from '../../../i18n/fr/orders';

const TEXTS = { fr: { back: frBack, orders: frOrders }, en: { back: enBack, orders: enOrders } };

/** The export's headings and words, from the desk's own texts so the file says what the screen says. */
export function csvWords(locale: Locale): OrdersCsvWords {
  const { back, orders } = TEXTS[locale];
  const { ordersDesk: desk } = back;
  return {
    columns: [desk.number, desk.date, desk.customer, desk.csv.email, desk.csv.status, desk.csv.promoCode, desk.csv.amount, desk.csv.consulted],
    status: orders.status,
    yes: desk.csv.yes,
    no: desk.csv.no,
  };
}

/** commandes-2026-11-24.csv, the day in Paris. */
export function csvFileName(locale: Locale, now: Date): string {
  return `${TEXTS[locale].back.ordersDesk.csv.fileName}-${parisDay(now)}.csv`;
}
