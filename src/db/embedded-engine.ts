import type { PGlite } from '@electric-sql/pglite';

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

/** PGlite on this thread: `execProtocolRaw` answers the bytes the backend wrote. */
export function inThreadEngine(pg: PGlite): EmbeddedEngine {
  return {
    async exchange(message, sync) {
      await pg.waitReady;
      return pg.execProtocolRaw(message, { syncToFs: sync });
    },
    close: () => pg.close(),
  };
}
