import type { Locale } from '../locale';
import { cell, typed } from '../csv-cells';
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
 * Each language the way its spreadsheets open a CSV without questions: French ones split on
 * semicolons and read decimal commas, English ones split on commas and read decimal points.
 */
const FORMAT: Record<Locale, { separator: string; decimal: string }> = {
  fr: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
};

/**
 * The orders desk's list as a CSV file: one row per order, dates in Europe/Paris, amounts in
 * euros as numbers, CRLF line ends and a byte order mark so spreadsheets read the accents.
 */
export function ordersCsv(orders: CsvOrder[], locale: Locale, words: OrdersCsvWords): string {
  const { separator, decimal } = FORMAT[locale];
  const row = (values: string[]) => values.map((value) => cell(value, separator)).join(separator);
  const lines = [
    row(words.columns),
    ...orders.map((order) =>
      row([
        order.number,
        orderDateTimeLabel(order.createdAt.toISOString()),
        typed(order.customerName),
        typed(order.email),
        words.status[order.status],
        typed(order.promoCode ?? ''),
        centsToDecimal(order.totalCents).replace('.', decimal),
        order.consulted ? words.yes : words.no,
      ]),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
