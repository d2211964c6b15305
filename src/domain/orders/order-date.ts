import { parisDay } from '../pricing/paris-day';

/**
 * The day an order was placed as the customer reads it: dd/mm/yyyy in Europe/Paris (GUIDE 3.2,
 * which replaces the spec's "+2 hours"), whatever the server's time zone.
 */
export function orderDateLabel(iso: string): string {
  const [year, month, day] = parisDay(new Date(iso)).split('-');
  return `${day}/${month}/${year}`;
}

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as staff read it in an order's timeline: dd/mm/yyyy hh:mm in Europe/Paris. */
export function orderDateTimeLabel(iso: string): string {
  return parisDateTime.format(new Date(iso)).replace(',', '');
}
