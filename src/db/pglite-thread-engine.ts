import { Worker } from 'node:worker_threads';
import type { EmbeddedEngine } from './embedded-engine';
import type { FromPGliteThread, PGliteThreadData, ToPGliteThread } from './pglite-thread-protocol';
import { threadBoot } from './thread-boot';

type Pending = { resolve(answer: Uint8Array): void; reject(error: Error): void };

/**
 * PGlite on a thread of its own (pglite-thread.ts), so that its engine, about half the shop's
 * CPU on the personal paths when it shared the HTTP thread, runs on another core as a
 * PostgreSQL server would. Messages cross as transferred buffers (no copy). Resolves once the
 * database is open; a thread that stops fails every exchange under way and every later one.
 */
export async function pgliteThreadEngine(dataDir: string | undefined): Promise<EmbeddedEngine> {
  const worker = new Worker(threadBoot('./pglite-thread', import.meta.url), { eval: true, workerData: { dataDir } satisfies PGliteThreadData });
  const pending = new Map<number, Pending>();
  let next = 0;
  let stopped: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromPGliteThread) => {
      if ('ready' in message) return resolve();
      if ('failed' in message) return reject(new Error(`The embedded database did not open: ${message.failed}`));
      const call = pending.get(message.id);
      pending.delete(message.id);
      if ('error' in message) call?.reject(new Error(`The embedded database failed: ${message.error}`));
      else call?.resolve(message.answer);
    });
    const stop = (error: Error) => {
      stopped ??= error;
      reject(stopped);
      for (const call of pending.values()) call.reject(stopped);
      pending.clear();
    };
    worker.on('error', (error) => stop(new Error(`The embedded database's thread failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  });

  const call = (request: ToPGliteThread, transfer: ArrayBuffer[] = []) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (stopped) return reject(stopped);
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request, transfer);
    });

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    exchange: (message, sync) => {
      // The message's bytes are handed over, not copied; a view into a larger buffer is copied first.
      const own = message.byteOffset === 0 && message.byteLength === message.buffer.byteLength ? message : message.slice();
      return call({ id: ++next, message: own, sync }, [own.buffer as ArrayBuffer]);
    },
    async close() {
      await call({ id: ++next, close: true });
      await worker.terminate();
    },
  };
}
