import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';

export type SeedOptions = { imagesDir: string; log?: Pick<FastifyBaseLogger, 'info'>; now?: Date };

/** Seeds the demo shop when the database has no product yet; makes sure its images exist. */
export async function ensureDemoData(_db: Database, _options: SeedOptions): Promise<void> {
  // Filled by the seed module (in progress).
}
