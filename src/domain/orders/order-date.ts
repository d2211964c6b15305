import { parisDay } from '../pricing/paris-day';

/**
 * The day an order was placed as the customer reads it: dd/mm/yyyy in Europe/Paris (GUIDE 3.2,
 * which replaces the spec's "+2 hours"), whatever the server's time zone.
 */
export function orderDateLabel(iso: string): string {
  const [year, month, day] = parisDay(new Date(iso)).split('-');
  return `${day}/${month}/${year}`;
}
