import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * PostgreSQL's buffer cache inside the WebAssembly engine. PGlite keeps PostgreSQL's 128 MB,
 * which it touches whole at start: about 250 MB resident for a demo shop whose database is
 * under 20 MB. 16 MB holds a small shop's hot pages; what falls out of it is read again from
 * the operating system's file cache, not from disk.
 */
const SHARED_BUFFERS = '16MB';

/**
 * Every embedded database of the shop, with the extensions its migrations create: `pg_trgm`
 * indexes the orders desk's search (ADR 14) and the storefront's, `unaccent` folds the
 * storefront search's words. A PGlite made without them cannot run the migrations.
 * `dataDir` undefined means in memory. One options object: PGlite ignores a second argument
 * when the first is undefined.
 */
export function createPGlite(dataDir?: string, options: Omit<PGliteOptions, 'dataDir' | 'extensions'> = {}): PGlite {
  return new PGlite({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    ...options,
    ...(dataDir === undefined ? {} : { dataDir }),
    extensions: { pg_trgm, unaccent },
  });
}
