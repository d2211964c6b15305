import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, newsletterSends, type NewsletterSendContent } from '../../db/schema';
import type { Locale } from '../../domain/locale';
import { isNewsletterRecipient } from '../features/newsletter-articles/recipients';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Transactional mails (an order's confirmation, a password reset) and newsletters wait in separate queues. */
export type MailQueue = 'transactional' | 'newsletter';

type Claim = { limit: number; now: Date; leaseUntil: Date; claimer: string };

/**
 * Takes the oldest due mails of a queue for this worker, `limit` at most: in one statement,
 * they are locked (rows another worker holds are skipped), their next attempt pushed to
 * `leaseUntil` and the instance named, so no other process picks them while they are being
 * sent, a process that dies mid-send lets them be retried after the lease, and the same instance
 * restarted takes them back at once (`releaseClaims`). No transaction stays open during the SMTP
 * exchange: on PGlite, which has one connection, that would stall every request for as long as
 * the mail server takes.
 *
 * A newsletter mail whose address no longer receives the newsletter (its owner unsubscribed
 * after it was queued) is marked 'skipped' by the same statement instead of claimed: it comes
 * back with that status, not to be sent, and counts as done in the send's progress (ADR 20).
 */
export async function claimDueMails(db: Database, queue: MailQueue, limit: number, lease: Omit<Claim, 'limit'>): Promise<OutboxMail[]> {
  const claim = { ...lease, limit };
  const mails = await (queue === 'transactional' ? claimTransactionalMails(db, claim) : claimNewsletterMails(db, claim));
  return mails.sort((a, b) => a.id - b.id);
}

// Each queue's conditions are those of its partial index (schema/communication.ts), so the index serves them.
const dueOrder = [asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id)];
const dueOf = (ofQueue: SQL, now: Date) => and(eq(mailOutbox.status, 'pending'), ofQueue, lte(mailOutbox.nextAttemptAt, now));

function claimTransactionalMails(db: Database, { limit, now, leaseUntil, claimer }: Claim): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(dueOf(isNull(mailOutbox.newsletterSendId), now))
    .orderBy(...dueOrder)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(mailOutbox).set({ nextAttemptAt: leaseUntil, claimedBy: claimer }).where(inArray(mailOutbox.id, due)).returning();
}

/** The newsletter queue's claim: each due mail's address looked up once, beside its lock. */
function claimNewsletterMails(db: Database, { limit, now, leaseUntil, claimer }: Claim): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id, wanted: isNewsletterRecipient(sql`lower(${mailOutbox.to})`).as('wanted') })
    .from(mailOutbox)
    .where(dueOf(isNotNull(mailOutbox.newsletterSendId), now))
    .orderBy(...dueOrder)
    .limit(limit)
    .for('update', { skipLocked: true })
    .as('due');
  const ifWanted = (kept: unknown, otherwise: unknown) => sql`case when ${due.wanted} then ${kept} else ${otherwise} end`;
  return db
    .update(mailOutbox)
    .set({
      status: ifWanted(mailOutbox.status, 'skipped'),
      nextAttemptAt: leaseUntil,
      claimedBy: ifWanted(claimer, null),
      failedAt: ifWanted(mailOutbox.failedAt, sql`${now.toISOString()}::timestamptz`),
      unsubscribeToken: ifWanted(mailOutbox.unsubscribeToken, null),
    })
    .from(due)
    .where(eq(mailOutbox.id, due.id))
    .returning(getTableColumns(mailOutbox));
}

/**
 * Makes the mails a stopped process had claimed due now: those of `claimer` (this instance
 * before its restart), or every claim when the database is the embedded one, which only one
 * process can open. A mail the dead process had handed to the mail server but not yet marked
 * sent goes out again, with the same Message-ID (ADR 20).
 */
export async function releaseClaims(db: Database, claimer: string | 'all', now: Date): Promise<number> {
  const released = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now, claimedBy: null })
    .where(and(isNotNull(mailOutbox.claimedBy), claimer === 'all' ? undefined : eq(mailOutbox.claimedBy, claimer)))
    .returning({ id: mailOutbox.id });
  return released.length;
}

/**
 * Marks mails the server accepted. A sent mail keeps its envelope (to, subject, template,
 * dates) but not its body nor its unsubscribe token: the body holds the confirmation or reset
 * link, whose code the database otherwise stores only hashed.
 */
export async function markSent(db: Database, ids: number[], now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, html: '', text: '', unsubscribeToken: null, claimedBy: null })
    .where(inArray(mailOutbox.id, ids));
}

/** Counts a failed attempt made at `now`; `retryAt` null means the mail is given up. */
export async function markFailedAttempt(db: Database, id: number, error: string, now: Date, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error,
      claimedBy: null,
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const, failedAt: now, unsubscribeToken: null }),
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
    .set({ nextAttemptAt: now, claimedBy: null })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.nextAttemptAt, mail.nextAttemptAt)));
}

export type SendTemplate = { content: Record<Locale, NewsletterSendContent>; tokenMarker: string };

/** What every mail of a newsletter send says, rendered once at publication. */
export async function readSendTemplate(db: Database, sendId: number): Promise<SendTemplate | undefined> {
  const [send] = await db
    .select({ content: newsletterSends.content, tokenMarker: newsletterSends.tokenMarker })
    .from(newsletterSends)
    .where(eq(newsletterSends.id, sendId));
  return send;
}
