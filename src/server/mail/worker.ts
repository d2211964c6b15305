import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { claimDueMail, markFailedAttempt, markSent, releaseLease, type OutboxMail } from './worker-repo';
import { onMailQueued } from './queue-signal';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-policy';
import type { MailLog, MailTransport } from './transport';

export type MailWorkerOptions = {
  db: Database;
  transport: MailTransport;
  log: MailLog;
  /** How often the outbox is looked at when nothing rings (mails queued by another process). */
  pollMs?: number;
  /** The worker's clock, for due dates and retry delays; tests move it forward instead of waiting. */
  now?: () => Date;
};

export type MailWorker = {
  /** Looks at the outbox now rather than at the next poll. */
  wake(): void;
  /** True until `stop()` is called (/readyz reports a stopped worker). */
  readonly running: boolean;
  /**
   * Takes no more mail and waits for the mail being sent, then stops; call it before closing
   * the database. With `handBackAfterMs`, a send still going after that long is abandoned and
   * its mail handed back (its lease released) so that another instance, or the next start,
   * sends it at once: the process is about to exit, and a mail server keeps no message whose
   * connection closed before the end of its data.
   */
  stop(options?: { handBackAfterMs?: number }): Promise<void>;
};

/** Longer than the slowest SMTP attempt (transport.ts timeouts), so a mail is never sent twice at once. */
const LEASE_MS = 5 * 60_000;

/**
 * Delivers the outbox in the background: every due mail is sent, marked sent, or rescheduled
 * with a growing delay; after MAX_ATTEMPTS failures it is marked failed and logged as an error.
 * Several processes may run a worker on one PostgreSQL database: a mail is claimed by one only.
 */
export function startMailWorker({ db, transport, log, pollMs = 2_000, now = () => new Date() }: MailWorkerOptions): MailWorker {
  let stopped = false;
  let rang = false;
  /** The mail being sent, and whether it was handed back meanwhile (its outcome is then not recorded). */
  let sending: { mail: OutboxMail; handedBack: boolean } | null = null;
  let endSleep: (() => void) | null = null;

  const wake = () => {
    rang = true;
    endSleep?.();
  };
  const stopListening = onMailQueued(wake);

  async function deliver(mail: OutboxMail, senderName: string): Promise<void> {
    const attempt = { mail, handedBack: false };
    sending = attempt;
    let failure: { error: unknown } | null = null;
    try {
      await transport.send({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        attachments: mail.attachments,
        senderName,
      });
    } catch (error) {
      failure = { error };
    } finally {
      sending = null;
    }
    if (attempt.handedBack) return;
    if (!failure) return markSent(db, mail.id, now());

    const failures = mail.attempts + 1;
    const reason = failure.error instanceof Error ? failure.error.message : String(failure.error);
    const context = { mailId: mail.id, template: mail.template, attempts: failures, err: failure.error };
    const failedAt = now();
    if (failures >= MAX_ATTEMPTS) {
      await markFailedAttempt(db, mail.id, reason, failedAt, null);
      log.error(context, `mail given up after ${failures} failed attempts`);
    } else {
      const retryAt = new Date(failedAt.getTime() + retryDelayMs(failures));
      await markFailedAttempt(db, mail.id, reason, failedAt, retryAt);
      log.warn({ ...context, retryAt }, 'mail not delivered, will retry');
    }
  }

  async function drain(): Promise<void> {
    let senderName: string | undefined;
    while (!stopped) {
      const start = now();
      const mail = await claimDueMail(db, start, new Date(start.getTime() + LEASE_MS));
      if (!mail) return;
      // Stopped while claiming: not started, so handed back at once.
      if (stopped) return releaseLease(db, mail, now());
      senderName ??= await readShopName(db);
      await deliver(mail, senderName);
    }
  }

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        endSleep = null;
        resolve();
      }
      endSleep = done;
    });

  const loop = (async () => {
    while (!stopped) {
      rang = false;
      try {
        await drain();
      } catch (error) {
        log.error({ err: error }, 'mail delivery: the outbox cannot be read or updated');
      }
      // A wake during the drain may be for a mail the drain had already passed: look again.
      if (!stopped && !rang) await sleep();
    }
  })();

  return {
    wake,
    get running() {
      return !stopped;
    },
    async stop({ handBackAfterMs }: { handBackAfterMs?: number } = {}) {
      stopped = true;
      stopListening();
      endSleep?.();
      if (handBackAfterMs === undefined) return loop;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), handBackAfterMs);
      });
      const outcome = await Promise.race([loop, late]);
      clearTimeout(timer);
      const abandoned = sending;
      if (outcome !== 'late' || !abandoned) return loop;
      abandoned.handedBack = true;
      await releaseLease(db, abandoned.mail, now());
      log.warn({ mailId: abandoned.mail.id, template: abandoned.mail.template }, 'mail delivery stopped mid-send: the mail is handed back');
    },
  };
}

async function readShopName(db: Database): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'name company'));
  return row?.value.trim() ?? '';
}
