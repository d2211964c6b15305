/** What crosses between the shop's thread and the embedded database's (pglite-thread.ts). */
export type PGliteThreadData = { dataDir?: string };

export type Exchange = { id: number; message: Uint8Array; sync: boolean };

/**
 * Exchanges asked for in the same turn of the event loop cross together (one message each
 * way instead of one per query); `close` comes alone.
 */
export type ToPGliteThread = { exchanges: Exchange[] } | { id: number; close: true };

export type Answer = { id: number; answer: Uint8Array } | { id: number; error: string };

export type FromPGliteThread = { ready: true } | { failed: string } | { answers: Answer[] };
