import { useEffect, useState } from 'react';
import type { ApiError, ApiResult } from '../../lib/api';
import { runOnce } from './run-once';

export type LinkOutcome<T> = { state: 'pending' } | { state: 'success'; data: T } | { state: 'failure'; error: ApiError | null };

const STORAGE_PREFIX = 'atelier.link.';

function remembered<T>(key: string): T | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_PREFIX + key);
    return stored === null ? undefined : (JSON.parse(stored) as T);
  } catch {
    return undefined;
  }
}

function remember(key: string, data: unknown): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(data ?? null));
  } catch {
    // Storage refused (private mode, quota): a reload would ask the server again, nothing worse.
  }
}

/**
 * Follows a mail link whose code works once (registration, new address, unsubscribe): the
 * browser sends it after the page has loaded, never the page request itself, so a mail
 * scanner fetching the link does not use the code up. It is sent once per page (see
 * `runOnce`), and a success is remembered for the tab's session, so reloading the page shows
 * the success again instead of "link already used". `key` null: the link is incomplete.
 * `retry` sends again after a network failure.
 */
export function useLinkOutcome<T>(key: string | null, send: () => Promise<ApiResult<T>>): { outcome: LinkOutcome<T>; retry: () => void } {
  const [outcome, setOutcome] = useState<LinkOutcome<T>>({ state: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) {
      setOutcome({ state: 'failure', error: null });
      return;
    }
    const known = remembered<T>(key);
    if (known !== undefined) {
      setOutcome({ state: 'success', data: known });
      return;
    }
    let current = true;
    setOutcome({ state: 'pending' });
    void runOnce(`${key}|${attempt}`, send).then((result) => {
      if (result.ok) remember(key, result.data);
      if (current) setOutcome(result.ok ? { state: 'success', data: result.data } : { state: 'failure', error: result.error });
    });
    return () => {
      current = false;
    };
    // `send` is a new function at each render; the key says everything it sends.
  }, [key, attempt]);

  return { outcome, retry: () => setAttempt((n) => n + 1) };
}
