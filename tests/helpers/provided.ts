/** Values the global setups hand to test files through vitest's `provide` / `inject`. */

export type DatabaseEngine = 'pglite' | 'postgres';

export type TestDatabaseSource =
  /** A migrated PGlite data directory, dumped uncompressed to this file. */
  | { engine: 'pglite'; dumpFile: string }
  /** A migrated scratch database on the server, copied for each test file. */
  | { engine: 'postgres'; serverUrl: string; template: string };

export type ShopServer = { baseUrl: string; logFile: string; /** Where the journeys' SMTP server writes the mails it receives. */ mailDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set per project in vitest.config.ts: which engine the API tests run against. */
    databaseEngine: DatabaseEngine;
    testDatabase: TestDatabaseSource;
    shop: ShopServer;
  }
}
