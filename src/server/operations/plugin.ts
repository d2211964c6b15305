import fp from 'fastify-plugin';
import { migrationsFolder, type Database } from '../../db/client';
import { newestMigration } from '../../db/migrate';
import { invoicesDir } from '../features/invoicing/write';
import { imagesDirOf, incomingDirOf } from '../images/files';
import { healthRoutes, Readiness } from './health';
import { metricsRoutes } from './metrics';
import { startingGate } from './starting-gate';

declare module 'fastify' {
  interface FastifyInstance {
    /** What /readyz checks besides the database; start.ts adds the workers and says when shutting down. */
    readiness: Readiness;
  }
}

/**
 * What an operator's tools read (ADR 24): /healthz, /readyz and /metrics. Registered before
 * every other route, so that each route is measured; outside the API's scopes (no session,
 * no cookies, no page cache).
 */
export const operationsPlugin = fp<{ db: Database; metricsToken: string | undefined; dataDir: string }>(
  async (app, { db, metricsToken, dataDir }) => {
    const readiness = new Readiness();
    app.decorate('readiness', readiness);
    app.addHook('onRequest', startingGate(readiness));
    // The folders the shop writes to while serving: uploaded pictures arrive in one, invoice PDFs in the other.
    const storageFolders = [incomingDirOf(imagesDirOf(dataDir)), invoicesDir(dataDir)];
    healthRoutes(app, { db, readiness, newestMigration: newestMigration(migrationsFolder).when, storageFolders });
    metricsRoutes(app, { db, token: metricsToken });
  },
);
