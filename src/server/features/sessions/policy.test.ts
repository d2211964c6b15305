import { describe, expect, it } from 'vitest';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, isSessionAlive, needsTouch, TOUCH_INTERVAL_MS } from './policy';

const start = new Date('2026-11-01T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const session = (lastSeenMs: number) => ({ lastSeenAt: at(lastSeenMs), expiresAt: at(ABSOLUTE_TIMEOUT_MS) });

describe('session policy', () => {
  it('keeps a session that is used within the idle timeout', () => {
    expect(isSessionAlive(session(0), at(IDLE_TIMEOUT_MS - 1))).toBe(true);
  });
  it('ends a session left unused for the idle timeout', () => {
    expect(isSessionAlive(session(0), at(IDLE_TIMEOUT_MS))).toBe(false);
  });
  it('ends every session at its absolute expiry, even in use', () => {
    expect(isSessionAlive(session(ABSOLUTE_TIMEOUT_MS - 1000), at(ABSOLUTE_TIMEOUT_MS))).toBe(false);
  });
  it('records activity at most every few minutes', () => {
    expect(needsTouch(session(0), at(TOUCH_INTERVAL_MS - 1))).toBe(false);
    expect(needsTouch(session(0), at(TOUCH_INTERVAL_MS))).toBe(true);
  });
});
