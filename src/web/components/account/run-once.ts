const started = new Map<string, Promise<unknown>>();

/**
 * Runs `task` at most once per key while the page is open, and hands every later caller the
 * same promise. Mail links carry single-use codes: React's development double effects, a
 * re-render or coming back to the page must not send the code a second time and then report
 * the (already used) code as invalid.
 */
export function runOnce<T>(key: string, task: () => Promise<T>): Promise<T> {
  let run = started.get(key) as Promise<T> | undefined;
  if (!run) {
    run = task();
    started.set(key, run);
  }
  return run;
}
