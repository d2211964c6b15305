/**
 * How long a customer stays signed in: a session ends after a week without a visit, and
 * after 30 days whatever happens, so a forgotten shared computer does not stay signed in.
 */
export const IDLE_TIMEOUT_MS = 7 * 24 * 3600_000;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 3600_000;
/** Recording every request's time would mean a write per page; minutes are precise enough. */
export const TOUCH_INTERVAL_MS = 5 * 60_000;

export type SessionTimes = { lastSeenAt: Date; expiresAt: Date };

export function isSessionAlive(session: SessionTimes, now: Date): boolean {
  return session.expiresAt.getTime() > now.getTime() && now.getTime() - session.lastSeenAt.getTime() < IDLE_TIMEOUT_MS;
}

export function needsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}
