/** What crosses between the shop's thread and the embedded database's (pglite-thread.ts). */
export type PGliteThreadData = { dataDir?: string };

export type ToPGliteThread = { id: number; message: Uint8Array; sync: boolean } | { id: number; close: true };

export type FromPGliteThread = { ready: true } | { failed: string } | { id: number; answer: Uint8Array } | { id: number; error: string };
