import type { PGlite } from '@electric-sql/pglite';
import { concatBytes } from './concat-bytes';

/**
 * The embedded database as the shop's client talks to it: PostgreSQL wire-protocol messages in,
 * the backend's messages out, as bytes. Each exchange ends with a Sync or is a simple query,
 * so it is whole on its own and exchanges may queue one behind the other. `sync` asks that what
 * the exchange wrote be on disk before its answer comes back (PGlite's `syncToFs`).
 *
 * Two engines: PGlite on a thread of its own (pglite-thread-engine.ts), which `npm start` and
 * the operator commands use, and PGlite on the caller's thread (tests, which clone a migrated
 * PGlite per file, and the bench's fixtures).
 */
export type EmbeddedEngine = {
  exchange(message: Uint8Array, sync: boolean): Promise<Uint8Array>;
  close(): Promise<void>;
};

/**
 * One exchange with PGlite: the bytes its backend wrote, in a buffer of their own (exactly
 * their length, so it can be transferred to another thread).
 *
 * Through `execProtocolRawStream`, not `execProtocolRaw`: PGlite 0.5's `execProtocolRaw` also
 * parses every message it answers (every row's every field decoded to a string) and keeps the
 * parsed messages until the next `execProtocol` call, which the shop never makes. That was a
 * quarter of the database thread's CPU and a leak: the heap grew by the rows of every query
 * (about 14 MB per 1,000 reads of 50 rows). The stream form hands over the raw bytes only.
 */
export async function exchangeWith(pg: PGlite, message: Uint8Array, sync: boolean): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  // Each chunk is a view into the engine's memory, which the next statement overwrites: copied.
  await pg.execProtocolRawStream(message, { syncToFs: sync, onRawData: (chunk) => chunks.push(chunk.slice()) });
  return chunks.length === 1 ? chunks[0]! : concatBytes(chunks);
}

/** PGlite on this thread. */
export function inThreadEngine(pg: PGlite): EmbeddedEngine {
  return {
    async exchange(message, sync) {
      await pg.waitReady;
      return exchangeWith(pg, message, sync);
    },
    close: () => pg.close(),
  };
}
