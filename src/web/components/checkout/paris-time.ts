// Shown in the shop's time zone whatever the server's or the browser's (GUIDE 3.2).
const PARIS_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "14:05": the hour and minute it is in Europe/Paris at the instant `iso` (ISO 8601). */
export function parisTime(iso: string): string {
  // Assembled from parts rather than trusting the locale's separator, which ICU versions have changed.
  const parts = Object.fromEntries(PARIS_TIME.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute}`;
}
