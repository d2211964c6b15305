// The shop lives in France: promo validity days are Paris calendar days, whatever the server's zone.
const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) it is in Europe/Paris at `now`. */
export function parisDay(now: Date): string {
  // Assembled from parts rather than trusting the locale's separator, which ICU versions have changed.
  const parts = Object.fromEntries(parisDate.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
