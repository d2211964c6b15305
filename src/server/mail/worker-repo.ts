import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * Takes the oldest due mail for this worker: in one statement, it is locked (rows another
 * worker holds are skipped) and its next attempt pushed to `leaseUntil`, so no other process
 * picks it while it is being sent, and a process that dies mid-send lets it be retried after
 * the lease. No transaction stays open during the SMTP exchange: on PGlite, which has one
 * connection, that would stall every request for as long as the mail server takes.
 */
export async function claimDueMail(db: Database, now: Date, leaseUntil: Date): Promise<OutboxMail | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db.update(mailOutbox).set({ nextAttemptAt: leaseUntil }).where(inArray(mailOutbox.id, due)).returning();
  return mail;
}

/**
 * A sent mail keeps its envelope (to, subject, template, dates) but not its body: the body holds
 * the confirmation or reset link, whose code the database otherwise stores only hashed.
 */
export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: now, html: '', text: '' }).where(eq(mailOutbox.id, id));
}

/** Counts a failed attempt made at `now`; `retryAt` null means the mail is given up. */
export async function markFailedAttempt(db: Database, id: number, error: string, now: Date, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error,
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const, failedAt: now }),
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * Gives a claimed mail back before its lease ends (the worker is stopping): due again `now`,
 * for whichever worker looks next. Only if the lease is still this worker's (nothing recorded
 * an outcome meanwhile).
 */
export async function releaseLease(db: Database, mail: OutboxMail, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.nextAttemptAt, mail.nextAttemptAt)));
}
