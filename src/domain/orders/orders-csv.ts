import { CSV_FORMAT, csvFile, typedCell as typed } from '../csv/csv-file';
import type { Locale } from '../locale';
import { centsToDecimal } from '../money';
import { orderDateTimeLabel } from './order-date';
import type { OrderStatus } from './orders';

/** One order as the orders desk exports it. */
export type CsvOrder = {
  number: string;
  createdAt: Date;
  customerName: string;
  email: string;
  status: OrderStatus;
  promoCode: string | null;
  totalCents: number;
  consulted: boolean;
};

/** The words of the file, in the staff member's language. */
export type OrdersCsvWords = {
  columns: [number: string, date: string, customer: string, email: string, status: string, promoCode: string, amount: string, consulted: string];
  status: Record<OrderStatus, string>;
  yes: string;
  no: string;
};

/**
 * The orders desk's list as a CSV file: one row per order, dates in Europe/Paris, amounts in
 * euros as numbers, CRLF line ends and a byte order mark so spreadsheets read the accents.
 */
export function ordersCsv(orders: CsvOrder[], locale: Locale, words: OrdersCsvWords): string {
  const { decimal } = CSV_FORMAT[locale];
  return csvFile(
    [
      words.columns,
      ...orders.map((order) => [
        order.number,
        orderDateTimeLabel(order.createdAt.toISOString()),
        typed(order.customerName),
        typed(order.email),
        words.status[order.status],
        typed(order.promoCode ?? ''),
        centsToDecimal(order.totalCents).replace('.', decimal),
        order.consulted ? words.yes : words.no,
      ]),
    ],
    locale,
  );
}
