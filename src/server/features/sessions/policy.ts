/**
 * How long a customer stays signed in: a session ends after a week without a visit, and
 * after 30 days whatever happens, so a forgotten shared computer does not stay signed in.
 */
export const IDLE_TIMEOUT_MS = 7 * 24 * 3600_000;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 3600_000;
/** Recording every request's time would mean a write per page; minutes are precise enough. */
export const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * A staff session opens the back office (every order, every customer's address): it ends after
 * two hours without a call and at the end of the working day (twelve hours) in any case.
 */
export const STAFF_IDLE_TIMEOUT_MS = 2 * 3600_000;
export const STAFF_ABSOLUTE_TIMEOUT_MS = 12 * 3600_000;

export type SessionTimes = { lastSeenAt: Date; expiresAt: Date };

/** `idleTimeoutMs`: the customer's by default, `STAFF_IDLE_TIMEOUT_MS` for staff sessions. */
export function isSessionAlive(session: SessionTimes, now: Date, idleTimeoutMs: number = IDLE_TIMEOUT_MS): boolean {
  return session.expiresAt.getTime() > now.getTime() && now.getTime() - session.lastSeenAt.getTime() < idleTimeoutMs;
}

export function needsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}
