import type { Logger } from 'drizzle-orm';
import { Counter } from 'prom-client';
import { refuseUnstorableText } from './unstorable-text';

/**
 * SQL statements the shop sent, on either engine: what a request costs the database is first of
 * all how many statements it sends (each one a round trip to PostgreSQL, a crossing into
 * PGlite's engine). Incremented whether or not /metrics is enabled: an increment is a few
 * nanoseconds. Each app's metrics registry exposes it.
 */
export const statementsSent = new Counter({
  name: 'atelier_database_statements_total',
  help: 'SQL statements sent to the database by the shop (transaction begin and commit included on PostgreSQL)',
  registers: [],
});

/** Drizzle hands every statement to its logger just before sending it, on both drivers and inside transactions. */
export const shopQueryLogger: Logger = {
  logQuery(query, params) {
    refuseUnstorableText.logQuery(query, params);
    statementsSent.inc();
  },
};
