import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * Every embedded database of the shop, with the extensions its migrations create: `pg_trgm`
 * indexes the orders desk's search (ADR 14) and the storefront's, `unaccent` folds the
 * storefront search's words. A PGlite made without them cannot run the migrations.
 * `dataDir` undefined means in memory. One options object: PGlite ignores a second argument
 * when the first is undefined.
 */
export function createPGlite(dataDir?: string, options: Omit<PGliteOptions, 'dataDir' | 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, ...(dataDir === undefined ? {} : { dataDir }), extensions: { pg_trgm, unaccent } });
}
