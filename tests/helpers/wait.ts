import { vi } from 'vitest';
import { WAIT_MS } from '../timeouts';

/**
 * Retries `check` (an assertion) every 50 ms until it passes: vi.waitFor bounded by WAIT_MS, the
 * one wait of the tests (vi.waitFor has no config default, unlike expect.poll).
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: WAIT_MS, interval: 50 });
}

/** Polls `check` every 20 ms until it holds; answers how long that took. */
export async function millisecondsUntil(check: () => Promise<boolean>, limitMs = WAIT_MS): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not served within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Math.round(performance.now() - started);
}
