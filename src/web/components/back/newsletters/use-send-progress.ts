import { useCallback, useEffect, useState } from 'react';
import { isRunning, type SendProgress } from '../../../../domain/newsletters/send-progress';
import { newsletterSendsApi } from './newsletter-sends-api';

/** How often a running send's progress is read again: about as often as a person can follow it. */
export const PROGRESS_POLL_MS = 1000;

export type SendProgressState = {
  /** The article's latest send, or null when it was never sent (or not read yet). */
  progress: SendProgress | null;
  /** The last read failed (network, server): the counts shown may be old; reading goes on. */
  unavailable: boolean;
  /** A send just started (the publish call's answer): shown and followed from now on. */
  started(progress: SendProgress): void;
};

/**
 * The latest send of an article, read from the API when the page opens (an article already
 * published may be sending: the progress survives a reload, being in the database) and every
 * second while it runs, until it is finished.
 */
export function useSendProgress(articleId: number, { published }: { published: boolean }): SendProgressState {
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  // Each new value starts following the latest send again; 0: nothing to follow (never published).
  const [round, setRound] = useState(published ? 1 : 0);

  useEffect(() => {
    if (round === 0) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const result = await newsletterSendsApi.latest(articleId);
      if (cancelled) return;
      if (result.ok) {
        setProgress(result.data);
        setUnavailable(false);
        if (!isRunning(result.data)) return;
      } else if (result.error.status === 404) {
        return;
      } else {
        setUnavailable(true);
      }
      timer = setTimeout(read, PROGRESS_POLL_MS);
    };
    void read();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [articleId, round]);

  const started = useCallback((first: SendProgress) => {
    setProgress(first);
    setRound((current) => current + 1);
  }, []);

  return { progress, unavailable, started };
}
