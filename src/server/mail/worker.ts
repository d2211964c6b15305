import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { startWakeableLoop } from '../wakeable-loop';
import { renderRestockMail } from '../features/back-in-stock/restock-mail';
import { newsletterMailFor } from './newsletter-mail';
import { onMailQueued } from './queue-signal';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-policy';
import { isPermanentRefusal, SMTP_CONNECTIONS, type MailLog, type MailTransport, type OutgoingMail } from './transport';
import { Pace } from './pace';
import { SentMarks } from './sent-marks';
import { claimDueMails, markFailedAttempt, readSendTemplate, releaseLease, type MailQueue, type OutboxMail, type SendTemplate } from './worker-repo';

export type MailWorkerOptions = {
  db: Database;
  transport: MailTransport;
  log: MailLog;
  /** How often the outbox is looked at when nothing rings (mails queued by another process). */
  pollMs?: number;
  /** The worker's clock, for due dates and retry delays; tests move it forward instead of waiting. */
  now?: () => Date;
  /** Newsletter mails sent per second by this instance at most (NEWSLETTER_RATE). */
  newsletterRate?: number;
  /** The delay before a failed mail's first retry (MAIL_RETRY_DELAY_SECONDS); it doubles after each failure. */
  firstRetryDelayMs?: number;
  /** This instance's name on the mails it claims (start.ts: `hostname:port`), so that it takes them back after a restart. */
  claimer?: string;
};

export type MailWorker = {
  /** Looks at the outbox now rather than at the next poll. */
  wake(): void;
  /** True until `stop()` is called (/readyz reports a stopped worker). */
  readonly running: boolean;
  /**
   * Takes no more mail and waits for the mails being sent, then stops; call it before closing
   * the database. With `handBackAfterMs`, sends still going after that long are abandoned and
   * their mails handed back (their leases released) so that another instance, or the next
   * start, sends them at once: the process is about to exit, and a mail server keeps no message
   * whose connection closed before the end of its data.
   */
  stop(options?: { handBackAfterMs?: number }): Promise<void>;
};

/** Longer than the slowest SMTP attempt (transport.ts timeouts), so a mail is never sent twice at once. */
const LEASE_MS = 5 * 60_000;
/** Newsletter mails in flight at once; the pool keeps one more connection for transactional mail. */
const NEWSLETTER_DELIVERIES = SMTP_CONNECTIONS - 1;
export const DEFAULT_NEWSLETTER_RATE = 10;
/** Sends whose rendering this process keeps; a send's mails are claimed together, so a few suffice. */
const SEND_TEMPLATES_KEPT = 8;

/**
 * Delivers the outbox in the background, as two queues (ADR 20): transactional mails one at a
 * time as soon as they are due, and newsletter mails at most `newsletterRate` a second with a
 * few in flight at once. Neither waits for the other, so a newsletter of 20,000 mails never
 * delays a password reset. Every due mail is sent, marked sent, or rescheduled with a growing
 * delay; after MAX_ATTEMPTS failures, or at once when the server refuses the recipient for
 * good, it is marked failed and logged. A newsletter mail whose recipient unsubscribed since it
 * was queued is marked skipped when claimed, and not sent. Several processes may run a worker
 * on one PostgreSQL database: a mail is claimed by one only.
 */
export function startMailWorker({
  db,
  transport,
  log,
  pollMs = 2_000,
  now = () => new Date(),
  newsletterRate = DEFAULT_NEWSLETTER_RATE,
  firstRetryDelayMs,
  claimer = `${hostname()}:${process.pid}`,
}: MailWorkerOptions): MailWorker {
  let stopped = false;
  let senderName: string | undefined;
  const templates = new Map<number, SendTemplate>();
  /** The mails being sent, each marked once handed back (its outcome is then not recorded). */
  const sending = new Set<{ mail: OutboxMail; handedBack: boolean }>();

  const claim = (queue: MailQueue, limit: number) => {
    const start = now();
    return claimDueMails(db, queue, limit, { now: start, leaseUntil: new Date(start.getTime() + LEASE_MS), claimer });
  };
  const sentMarks = new SentMarks(db, now);

  async function sendTemplate(sendId: number): Promise<SendTemplate> {
    let template = templates.get(sendId);
    if (!template) {
      // The send cascades to its mails: a mail that names it finds it.
      template = (await readSendTemplate(db, sendId))!;
      if (templates.size >= SEND_TEMPLATES_KEPT) templates.clear();
      templates.set(sendId, template);
    }
    return template;
  }

  async function compose(mail: OutboxMail): Promise<OutgoingMail> {
    senderName ??= await readShopName(db);
    const envelope = { to: mail.to, attachments: mail.attachments, senderName, messageKey: messageKeyOf(mail) };
    // Written by the stock trigger without a body (ADR 36): rendered now, from its request.
    if (mail.backInStockAlertId !== null) return { ...envelope, ...(await renderRestockMail(db, mail.backInStockAlertId)), headers: mail.headers };
    if (mail.newsletterSendId === null) {
      return { ...envelope, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers };
    }
    return { ...envelope, ...newsletterMailFor(await sendTemplate(mail.newsletterSendId), mail.locale, mail.unsubscribeToken ?? '') };
  }

  async function deliver(mail: OutboxMail): Promise<void> {
    const attempt = { mail, handedBack: false };
    sending.add(attempt);
    let failure: { error: unknown } | null = null;
    try {
      await transport.send(await compose(mail));
    } catch (error) {
      failure = { error };
    } finally {
      sending.delete(attempt);
    }
    if (attempt.handedBack) return;
    if (failure) return recordFailure(mail, failure.error);
    // Nothing between the server's acceptance and this write: the only moment a crash makes a
    // mail go out twice (with the same Message-ID), ADR 20.
    await sentMarks.record(mail.id);
  }

  /** Claimed while the worker was stopping: not started, so handed back at once. */
  const handBack = (mails: OutboxMail[]) => Promise.all(mails.map((mail) => releaseLease(db, mail, now())));

  async function recordFailure(mail: OutboxMail, error: unknown): Promise<void> {
    const failures = mail.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    const context = { mailId: mail.id, template: mail.template, attempts: failures, err: error };
    const failedAt = now();
    if (failures >= MAX_ATTEMPTS || isPermanentRefusal(error)) {
      await markFailedAttempt(db, mail.id, reason, failedAt, null);
      log.error(context, `mail given up after ${failures} failed attempts`);
    } else {
      const retryAt = new Date(failedAt.getTime() + retryDelayMs(failures, firstRetryDelayMs));
      await markFailedAttempt(db, mail.id, reason, failedAt, retryAt);
      log.warn({ ...context, retryAt }, 'mail not delivered, will retry');
    }
  }

  const reportFailure = (error: unknown) => log.error({ err: error }, 'mail delivery: the outbox cannot be read or updated');

  const transactional = startWakeableLoop(pollMs, async (stopping) => {
    // Read again at each run: staff may have renamed the shop.
    senderName = undefined;
    try {
      while (!stopping()) {
        const [mail] = await claim('transactional', 1);
        if (!mail) return;
        if (stopping()) return void (await handBack([mail]));
        await deliver(mail);
      }
    } catch (error) {
      reportFailure(error);
    }
  });

  // Newsletter mails: several in flight (their SMTP exchanges overlap), claimed together as the pace allows.
  const inFlight = new Set<Promise<void>>();
  // A burst after a pause stays within one second's worth of mails.
  const pace = new Pace(newsletterRate, Math.max(1, Math.min(NEWSLETTER_DELIVERIES, Math.floor(newsletterRate))));
  const newsletters = startWakeableLoop(pollMs, async (stopping) => {
    try {
      while (!stopping()) {
        if (inFlight.size >= NEWSLETTER_DELIVERIES) await Promise.race(inFlight);
        const wait = pace.wait(Date.now());
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (stopping()) return;
        // At least one: the wait above was for it (a timer's rounding must not turn it into a pause).
        const claimed = await claim('newsletter', Math.max(1, pace.allowance(Date.now(), NEWSLETTER_DELIVERIES - inFlight.size)));
        if (claimed.length === 0) return;
        // Their recipients unsubscribed after they were queued: marked skipped by the claim, not sent.
        const mails = claimed.filter((mail) => mail.status === 'pending');
        if (mails.length < claimed.length) {
          log.info(
            { mailIds: claimed.filter((mail) => mail.status !== 'pending').map((mail) => mail.id) },
            'newsletter mails skipped: unsubscribed since queued',
          );
        }
        if (stopping()) return void (await handBack(mails));
        pace.took(Date.now(), mails.length);
        for (const mail of mails) {
          const delivery = deliver(mail)
            .catch(reportFailure)
            .finally(() => inFlight.delete(delivery));
          inFlight.add(delivery);
        }
      }
    } catch (error) {
      reportFailure(error);
    }
  });

  const stopListening = onMailQueued(() => {
    transactional.wake();
    newsletters.wake();
  });

  return {
    wake() {
      transactional.wake();
      newsletters.wake();
    },
    get running() {
      return !stopped;
    },
    async stop({ handBackAfterMs }: { handBackAfterMs?: number } = {}) {
      stopped = true;
      stopListening();
      const finished = (async () => {
        await Promise.all([transactional.stop(), newsletters.stop()]);
        await Promise.all(inFlight);
      })();
      if (handBackAfterMs === undefined) return finished;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), handBackAfterMs);
      });
      const outcome = await Promise.race([finished, late]);
      clearTimeout(timer);
      if (outcome !== 'late') return;
      for (const attempt of sending) {
        attempt.handedBack = true;
        await releaseLease(db, attempt.mail, now());
        log.warn({ mailId: attempt.mail.id, template: attempt.mail.template }, 'mail delivery stopped mid-send: the mail is handed back');
      }
    },
  };
}

/** The same for every attempt at one outbox row, and never the same for two rows, even of two databases. */
function messageKeyOf(mail: OutboxMail): string {
  return `${mail.id}.${mail.createdAt.getTime().toString(36)}`;
}

async function readShopName(db: Database): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'name company'));
  return row?.value.trim() ?? '';
}
