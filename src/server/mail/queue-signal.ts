/**
 * In-process doorbell between code that queues mail and the delivery worker: a queued mail is
 * sent at once instead of at the worker's next poll. The poll still finds mails queued by
 * another process, or whose transaction had not committed yet when the bell rang.
 */
const listeners = new Set<() => void>();

export function notifyMailQueued(): void {
  for (const listener of listeners) listener();
}

/** Returns the function that stops listening. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
