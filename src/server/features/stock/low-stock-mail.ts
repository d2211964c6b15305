import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { dailyJobs, staff } from '../../../db/schema';
import { backPagePath } from '../../../domain/staff/back-office-pages';
import { LOW_STOCK_MAIL_LISTED, lowStockMailDue } from '../../../domain/stock/low-stock';
import { readLowStockThreshold } from './low-stock-threshold';
import type { CalendarDay } from '../../../domain/sales/paris-calendar';
import { enqueueMail } from '../../mail/outbox';
import { lowStockVariants } from '../admin-dashboard/repo';
import { shopPublicUrl } from '../../mail/public-url';
import { runPeriodically, type PeriodicJob } from '../../periodic-job';

/**
 * The administrators' morning mail of the variants at or under the threshold (ADR 41). Every
 * instance looks every few minutes; the first to move the job's day forward (one conditional
 * statement on `daily_jobs`, which the others wait on and then find done) queues the mails in
 * that same transaction, so the day's mail is queued exactly once whatever the number of
 * instances, and not at all if queuing fails (the next look tries again).
 */

const JOB = 'low-stock-mail';

/** Takes the day for this instance; false when another already did it (or is doing it). */
async function claimDay(tx: DbOrTx, day: CalendarDay): Promise<boolean> {
  const claimed = await tx
    .insert(dailyJobs)
    .values({ job: JOB, day })
    .onConflictDoUpdate({ target: dailyJobs.job, set: { day }, setWhere: sql`${dailyJobs.day} < ${day}` })
    .returning({ job: dailyJobs.job });
  return claimed.length > 0;
}

export type LowStockMailRun = 'not_yet' | 'done_today' | 'nothing_low' | { mailed: number };

/** Queues today's mail to every administrator who can sign in, in their language, if it is due and not done yet. */
export async function queueLowStockMail(db: Database, now = new Date()): Promise<LowStockMailRun> {
  const day = lowStockMailDue(now);
  if (day === null) return 'not_yet';
  return db.transaction(async (tx) => {
    if (!(await claimDay(tx, day))) return 'done_today';
    const threshold = await readLowStockThreshold(tx);
    const { items, total } = await lowStockVariants(tx, threshold, LOW_STOCK_MAIL_LISTED);
    if (total === 0) return 'nothing_low';
    const admins = await tx
      .select({ email: staff.email, locale: staff.locale })
      .from(staff)
      .where(and(eq(staff.role, 'admin'), isNotNull(staff.passwordHash)));
    const link = `${shopPublicUrl()}${backPagePath('products')}?sort=stock&dir=asc`;
    for (const admin of admins) {
      const english = admin.locale === 'en';
      const variants = items.map((item) => ({
        reference: item.reference,
        productName: english ? item.nameEn : item.nameFr,
        colorName: english ? item.colorEn : item.colorFr,
        sizeName: item.size,
        quantity: item.quantity,
      }));
      await enqueueMail(tx, {
        to: admin.email,
        locale: admin.locale,
        template: 'low-stock',
        data: { threshold, variants, more: total - items.length, link },
      });
    }
    return { mailed: admins.length };
  });
}

export type LowStockMailWorkerOptions = {
  db: Database;
  log: { info(context: object, message: string): void; error(context: object, message: string): void };
  /** How often the instance looks whether the day's mail is due. */
  intervalMs?: number;
};

/** Looks every five minutes by default; started by start.ts. */
export function startLowStockMailWorker({ db, log, intervalMs = 300_000 }: LowStockMailWorkerOptions): PeriodicJob {
  return runPeriodically(intervalMs, async () => {
    try {
      const run = await queueLowStockMail(db);
      if (typeof run === 'object') log.info(run, 'low-stock mail queued for the administrators');
    } catch (error) {
      log.error({ err: error }, 'low-stock mail: the day’s mail could not be queued');
    }
  });
}
