import type { Database } from '../../../db/client';
import { runPeriodically, type PeriodicJob } from '../../periodic-job';
import { purgeAuditLog } from './repo';

type Log = { info(context: object, message: string): void; error(context: object, message: string): void };

/**
 * Deletes the journal's rows past their retention, every hour (started by start.ts). Several
 * instances may run it at once: deleting what another already deleted does nothing.
 */
export function startAuditLogRetention(deps: { db: Database; log: Log; intervalMs?: number }): PeriodicJob {
  return runPeriodically(deps.intervalMs ?? 3_600_000, async () => {
    try {
      const removed = await purgeAuditLog(deps.db, new Date());
      if (removed > 0) deps.log.info({ removed }, 'back-office journal: rows past their retention deleted');
    } catch (error) {
      deps.log.error({ err: error }, 'back-office journal: old rows could not be deleted');
    }
  });
}
