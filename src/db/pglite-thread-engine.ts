import { Worker } from 'node:worker_threads';
import type { EmbeddedEngine } from './embedded-engine';
import type { Exchange, FromPGliteThread, PGliteThreadData, ToPGliteThread } from './pglite-thread-protocol';
import { threadBoot } from './thread-boot';

/** The thread's JavaScript allocates little besides the answers' buffers, which are handed over at once. */
const YOUNG_GENERATION_MB = 4;

type Pending = { resolve(answer: Uint8Array): void; reject(error: Error): void };

/**
 * PGlite on a thread of its own (pglite-thread.ts), so that its engine, about half the shop's
 * CPU on the personal paths when it shared the HTTP thread, runs on another core as a
 * PostgreSQL server would. Messages cross as transferred buffers (no copy), those of one turn
 * of the event loop together. Resolves once the
 * database is open; a thread that stops fails every exchange under way and every later one.
 */
export async function pgliteThreadEngine(dataDir: string | undefined): Promise<EmbeddedEngine> {
  const worker = new Worker(threadBoot('./pglite-thread', import.meta.url), {
    eval: true,
    workerData: { dataDir } satisfies PGliteThreadData,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  const pending = new Map<number, Pending>();
  let next = 0;
  let stopped: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromPGliteThread) => {
      if ('ready' in message) return resolve();
      if ('failed' in message) return reject(new Error(`The embedded database did not open: ${message.failed}`));
      for (const answer of message.answers) {
        const call = pending.get(answer.id);
        pending.delete(answer.id);
        if ('error' in answer) call?.reject(new Error(`The embedded database failed: ${answer.error}`));
        else call?.resolve(answer.answer);
      }
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

  let batch: Exchange[] = [];
  const flush = () => {
    const exchanges = batch;
    batch = [];
    worker.postMessage(
      { exchanges } satisfies ToPGliteThread,
      exchanges.map((e) => e.message.buffer as ArrayBuffer),
    );
  };
  const call = (id: number, send: () => void) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (stopped) return reject(stopped);
      pending.set(id, { resolve, reject });
      send();
    });

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    exchange: (message, sync) => {
      // The message's bytes are handed over, not copied; a view into a larger buffer (a Buffer
      // from Node's shared pool, whose `slice` is another view) is copied first.
      const own = message.byteOffset === 0 && message.byteLength === message.buffer.byteLength ? message : new Uint8Array(message);
      const id = ++next;
      return call(id, () => {
        if (batch.length === 0) queueMicrotask(flush);
        batch.push({ id, message: own, sync });
      });
    },
    async close() {
      const id = ++next;
      await call(id, () => worker.postMessage({ id, close: true } satisfies ToPGliteThread));
      await worker.terminate();
    },
  };
}
