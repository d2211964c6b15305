export type PeriodicJob = { stop(): Promise<void> };

/**
 * Runs `task` every `intervalMs` in the background, one run at a time (a slow run delays the
 * next instead of overlapping it). `stop()` clears the timer and waits for the run in flight,
 * so the database can be closed after it. The task reports its own failures.
 */
export function runPeriodically(intervalMs: number, task: () => Promise<void>): PeriodicJob {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(task);
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
