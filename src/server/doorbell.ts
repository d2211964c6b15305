/**
 * In-process doorbell between code that queues work and the background worker that does it:
 * the work starts at once instead of at the worker's next poll. The poll still finds work queued
 * by another process, or whose transaction had not committed yet when the bell rang.
 */
export type Doorbell = {
  ring(): void;
  /** Returns the function that stops listening. */
  listen(listener: () => void): () => void;
};

export function createDoorbell(): Doorbell {
  const listeners = new Set<() => void>();
  return {
    ring() {
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
