import { vi } from 'vitest';
import { WAIT_MS } from '../timeouts';

/**
 * Retries `check` (an assertion) every 50 ms until it passes: vi.waitFor bounded by WAIT_MS, the
 * one wait of the tests (vi.waitFor has no config default, unlike expect.poll).
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: WAIT_MS, interval: 50 });
}

/**
 * Polls `check` every 20 ms until it holds; answers when the first check that held was asked,
 * in ms from the start: how long a change stayed unseen. Every request asked from then on saw
 * it, so the lag does not include the time the answer took to come back, which grows with the
 * machine's load while the change itself was already there.
 */
export async function millisecondsUntil(check: () => Promise<boolean>, limitMs = WAIT_MS): Promise<number> {
  const started = performance.now();
  for (;;) {
    const asked = performance.now();
    if (await check()) return Math.round(asked - started);
    if (performance.now() - started > limitMs) throw new Error(`not served within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
