/** A mail that failed this many times is given up (status 'failed') and logged as an error. */
export const MAX_ATTEMPTS = 10;

/** The first delay when MAIL_RETRY_DELAY_SECONDS is not set. */
export const DEFAULT_FIRST_RETRY_DELAY_MS = 30_000;
const MAX_DELAY_MS = 3_600_000;

/**
 * How long to wait before the next attempt after `failures` failed ones: 30 s, 1 min, 2 min,
 * 4 min … doubling up to one hour, so a short outage delays mail by seconds and a long one
 * does not hammer the mail server. `firstDelayMs` comes from MAIL_RETRY_DELAY_SECONDS.
 */
export function retryDelayMs(failures: number, firstDelayMs = DEFAULT_FIRST_RETRY_DELAY_MS): number {
  return Math.min(firstDelayMs * 2 ** Math.max(0, failures - 1), MAX_DELAY_MS);
}
