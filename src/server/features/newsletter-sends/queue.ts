import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mailOutbox, newsletterSends } from '../../../db/schema';
import { createDoorbell } from '../../doorbell';
import type { MailLog } from '../../mail/transport';
import { notifyMailQueued } from '../../mail/queue-signal';
import { hashToken, newToken } from '../../security/tokens';
import { startWakeableLoop, type WakeableLoop } from '../../wakeable-loop';
import { newsletterRecipientsAfter } from '../newsletter-articles/recipients';

/** Recipients written per transaction: short enough never to hold the database, big enough to queue 20,000 in seconds. */
export const QUEUE_BATCH = 500;
/** An instance queuing a send holds it this long past its last batch; one that stopped lets another resume after it. */
const QUEUE_LEASE_MS = 30_000;
/** Walks over the recipients: the second finds those who subscribed behind the first's cursor. */
const PASSES = 2;

/** Rung by a publication: the queuing job starts at once. */
const sendPublished = createDoorbell();
export const notifySendPublished = (): void => sendPublished.ring();

/**
 * Takes an unfinished send for this instance until `leaseUntil`: a new one, or one whose
 * instance stopped (its lease ran out). Sends are queued oldest first, one at a time.
 */
async function claimSend(db: Database, now: Date, leaseUntil: Date): Promise<number | undefined> {
  const open = db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(and(isNull(newsletterSends.queuedAt), or(isNull(newsletterSends.queueLeaseUntil), lt(newsletterSends.queueLeaseUntil, now))))
    .orderBy(asc(newsletterSends.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [send] = await db
    .update(newsletterSends)
    .set({ queueLeaseUntil: leaseUntil })
    .where(inArray(newsletterSends.id, open))
    .returning({ id: newsletterSends.id });
  return send?.id;
}

/**
 * Writes the next batch of a send's mails, one per recipient, and moves its cursor, in one short
 * transaction: a crash loses the batch and its cursor together, and the job resumes from the
 * last batch written. A mail already queued to an address for this send is left as it is (the
 * unique index on the send and the lowercase address), so a batch written twice, the second
 * pass, or a subscriber found by both never make a second mail. Answers whether the send is
 * fully queued and the renewed lease, or null when this instance no longer holds it.
 */
async function queueBatch(db: Database, sendId: number, lease: Date, now: Date): Promise<{ done: boolean; lease: Date } | null> {
  const outcome = await db.transaction(async (tx) => {
    const [send] = await tx.select().from(newsletterSends).where(eq(newsletterSends.id, sendId)).for('update');
    if (!send || send.queuedAt || send.queueLeaseUntil?.getTime() !== lease.getTime()) return null;
    const recipients = await newsletterRecipientsAfter(tx, send.queueCursor ?? '', QUEUE_BATCH);
    const inserted =
      recipients.length === 0
        ? []
        : await tx
            .insert(mailOutbox)
            .values(
              recipients.map(({ email, locale }) => {
                const token = newToken();
                return {
                  to: email,
                  locale,
                  template: 'newsletter-article',
                  subject: send.content[locale].subject,
                  html: '',
                  text: '',
                  newsletterSendId: sendId,
                  unsubscribeToken: token,
                  unsubscribeTokenHash: hashToken(token),
                  staffId: send.staffId,
                };
              }),
            )
            .onConflictDoNothing()
            .returning({ id: mailOutbox.id });
    const walkEnded = recipients.length < QUEUE_BATCH;
    const done = walkEnded && send.queuePass >= PASSES;
    const nextLease = new Date(now.getTime() + QUEUE_LEASE_MS);
    await tx
      .update(newsletterSends)
      .set({
        queuedRecipients: sql`${newsletterSends.queuedRecipients} + ${inserted.length}`,
        queuePass: walkEnded && !done ? send.queuePass + 1 : send.queuePass,
        queueCursor: walkEnded ? null : recipients.at(-1)!.key,
        queueLeaseUntil: done ? null : nextLease,
        queuedAt: done ? now : null,
      })
      .where(eq(newsletterSends.id, sendId));
    return { done, inserted: inserted.length, lease: nextLease };
  });
  if (outcome?.inserted) notifyMailQueued();
  return outcome && { done: outcome.done, lease: outcome.lease };
}

/**
 * The queuing job's work: every unfinished send, batch after batch, until all are queued or
 * `stopping()`. Sends left by a stopped instance are resumed from their cursor once their
 * lease runs out; tests call it to queue at once.
 */
export async function queueUnfinishedSends(db: Database, stopping: () => boolean = () => false): Promise<void> {
  while (!stopping()) {
    const now = new Date();
    let lease = new Date(now.getTime() + QUEUE_LEASE_MS);
    const sendId = await claimSend(db, now, lease);
    if (sendId === undefined) return;
    while (!stopping()) {
      const batch = await queueBatch(db, sendId, lease, new Date());
      if (!batch || batch.done) break;
      lease = batch.lease;
      // PGlite answers on this thread without touching the event loop: let requests in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Stopped mid-send (SIGTERM): the next instance resumes it without waiting for the lease.
    if (stopping()) await releaseSendLeases(db, { sendId, lease });
  }
}

/**
 * Lets sends be queued by whoever comes next: one this instance held (`held`), or at start-up
 * on the embedded database (which one process alone opens) all of them.
 */
export async function releaseSendLeases(db: Database, held?: { sendId: number; lease: Date }): Promise<void> {
  await db
    .update(newsletterSends)
    .set({ queueLeaseUntil: null })
    .where(held ? and(eq(newsletterSends.id, held.sendId), eq(newsletterSends.queueLeaseUntil, held.lease)) : isNull(newsletterSends.queuedAt));
}

/** The queuing job in the background (start.ts): at every publication, and every few seconds for sends left unfinished. */
export function startNewsletterQueuing({ db, log, pollMs = 5_000 }: { db: Database; log: MailLog; pollMs?: number }): WakeableLoop {
  const loop = startWakeableLoop(pollMs, async (stopping) => {
    try {
      await queueUnfinishedSends(db, stopping);
    } catch (error) {
      log.error({ err: error }, 'newsletter: the recipients could not be queued');
    }
  });
  const stopListening = sendPublished.listen(() => loop.wake());
  return {
    wake: loop.wake,
    async stop() {
      stopListening();
      await loop.stop();
    },
  };
}
