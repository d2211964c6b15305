/**
 * At most 100 failed sign-ins per account per hour, whatever the callers' IPs: enough for a
 * forgetful customer, far too few to guess a password. Past the cap even the right password
 * is refused until the oldest failures leave the hour, so guessing cannot go on unnoticed.
 */
export const SIGN_IN_FAILURE_LIMIT = 100;
export const SIGN_IN_FAILURE_WINDOW_MS = 3_600_000;

export function failureWindowStart(now: Date): Date {
  return new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);
}

/** `recentFailures`: failed sign-ins for the address within the window. */
export function isLockedOut(recentFailures: number): boolean {
  return recentFailures >= SIGN_IN_FAILURE_LIMIT;
}
