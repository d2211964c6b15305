export type WakeableLoop = {
  /** Runs the task now rather than at the next poll (work was just queued). */
  wake(): void;
  /** Lets the run in flight finish, then stops; call it before closing the database. */
  stop(): Promise<void>;
};

/**
 * A background worker's loop: runs `task` until it reports nothing left, then sleeps until
 * `wake()` or `pollMs` (work queued by another process, or by a transaction that had not
 * committed yet when it rang). A wake during a run may be for work the run had already
 * passed, so the loop runs again at once instead of sleeping. The task reports its own failures;
 * `task` receives `stopping()`, which it checks between its steps.
 */
export function startWakeableLoop(pollMs: number, task: (stopping: () => boolean) => Promise<void>): WakeableLoop {
  let stopped = false;
  let rang = false;
  let endSleep: (() => void) | null = null;
  const stopping = () => stopped;

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        endSleep = null;
        resolve();
      }
      endSleep = done;
    });

  const loop = (async () => {
    while (!stopped) {
      rang = false;
      await task(stopping);
      if (!stopped && !rang) await sleep();
    }
  })();

  return {
    wake() {
      rang = true;
      endSleep?.();
    },
    async stop() {
      stopped = true;
      endSleep?.();
      await loop;
    },
  };
}
