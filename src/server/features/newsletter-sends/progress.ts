import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { mailOutbox, newsletterSends } from '../../../db/schema';
import { sendProgress, type SendProgress } from '../../../domain/newsletters/send-progress';

/**
 * The progress of an article's latest send, from the database alone: it is the same after a
 * reload, a restart, or on another instance. Two indexed reads: the send, then its mails
 * counted by status (the unique index on the send and the address finds them).
 */
export async function latestSendProgress(db: DbOrTx, articleId: number): Promise<SendProgress | null> {
  const [send] = await db
    .select({
      id: newsletterSends.id,
      expected: newsletterSends.expectedRecipients,
      queued: newsletterSends.queuedRecipients,
      startedAt: newsletterSends.startedAt,
      queuedAt: newsletterSends.queuedAt,
    })
    .from(newsletterSends)
    .where(eq(newsletterSends.articleId, articleId))
    .orderBy(desc(newsletterSends.startedAt), desc(newsletterSends.id))
    .limit(1);
  if (!send) return null;
  const [counts] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${mailOutbox.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
      skipped: sql<number>`count(*) filter (where ${mailOutbox.status} = 'skipped')::int`,
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::int`,
      // A skipped mail's time is in failed_at too (worker-repo.ts).
      lastOutcomeAt: sql<Date | string | null>`max(coalesce(${mailOutbox.sentAt}, ${mailOutbox.failedAt}))`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.newsletterSendId, send.id));
  return sendProgress({
    sendId: send.id,
    expected: send.expected,
    queued: send.queued,
    startedAt: send.startedAt,
    queuedAt: send.queuedAt,
    sent: counts?.sent ?? 0,
    failed: counts?.failed ?? 0,
    skipped: counts?.skipped ?? 0,
    pending: counts?.pending ?? 0,
    lastOutcomeAt: counts?.lastOutcomeAt ? new Date(counts.lastOutcomeAt) : null,
  });
}
