import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../../../tests/helpers/app';
import { createTestDatabase } from '../../../tests/helpers/database';
import { Mailbox } from '../../../tests/helpers/mailbox';
import { insertSettings } from '../../../tests/helpers/factories';
import { eventually } from '../../../tests/helpers/wait';
import type { Database, DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { enqueueMail } from './outbox';
import { createMailTransport, type MailLog, type MailTransport } from './transport';
import { startMailWorker, type MailWorker } from './worker';

/** Records what the worker logs, by level. */
function recordingLog() {
  const entries: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
  const at = (level: 'info' | 'warn' | 'error') => (_context: unknown, message: string) => void entries.push({ level, message });
  return { log: { info: at('info'), warn: at('warn'), error: at('error') } as unknown as MailLog, entries };
}

let handle: DatabaseHandle;
let db: Database;
const mailbox = new Mailbox();
let port: number;
let transport: MailTransport;
const workers: MailWorker[] = [];

/** The worker's clock runs `offsetMs` ahead of the real one: a retry becomes due without waiting. */
let offsetMs = 0;
/** How often the worker read its clock: each queue's loop reads it once at each look at the outbox. */
let clockReadings = 0;
const clock = () => {
  clockReadings++;
  return new Date(Date.now() + offsetMs);
};

function startWorker(log: MailLog = recordingLog().log, options: { now?: () => Date; transport?: MailTransport } = {}): MailWorker {
  const worker = startMailWorker({ db, transport: options.transport ?? transport, log, pollMs: 50, now: options.now ?? clock });
  workers.push(worker);
  return worker;
}

const outboxRow = async (to: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await insertSettings(db, { 'name company': 'Atelier Lumière', logo: 'site-logo.svg', 'email contact': 'contact@atelier.test' });
  port = await mailbox.start();
  transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: undefined, PUBLIC_URL: TEST_PUBLIC_URL }, recordingLog().log);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  offsetMs = 0;
});

afterAll(async () => {
  transport.close();
  await mailbox.stop();
  await handle?.close();
});

describe('mail delivery through SMTP', () => {
  const link = `${TEST_PUBLIC_URL}/confirmation-inscription?code=Abc123&email=zoe%40example.fr`;

  it('delivers a queued French confirmation mail with its link, in HTML and plain text', async () => {
    startWorker();
    await enqueueMail(db, { to: 'zoe@example.fr', locale: 'fr', template: 'confirm-registration', data: { firstName: 'Zoé', link } });

    await eventually(() => expect(mailbox.to('zoe@example.fr')).toHaveLength(1));
    const [mail] = mailbox.to('zoe@example.fr');
    expect(mail!.subject).toBe('Confirmez votre inscription sur Atelier Lumière');
    expect(mail!.from?.value).toEqual([{ name: 'Atelier Lumière', address: 'no-reply@localhost' }]);
    expect(mail!.text).toContain('Bonjour Zoé,');
    expect(mail!.text).toContain(link);
    expect(typeof mail!.html).toBe('string');
    expect(mail!.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail!.html).toContain(`src="${TEST_PUBLIC_URL}/images/site-logo.png"`);

    await eventually(async () => expect((await outboxRow('zoe@example.fr')).status).toBe('sent'));
    const sent = await outboxRow('zoe@example.fr');
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Once sent, the database no longer holds the link and its code.
    expect(sent.html + sent.text).not.toContain('Abc123');
    expect(sent.subject).toBe('Confirmez votre inscription sur Atelier Lumière');
  });

  it('sends the one-click unsubscribe headers of a mail to a subscriber', async () => {
    startWorker();
    const oneClick = `${TEST_PUBLIC_URL}/api/store/newsletter/unsubscribe/tok123`;
    await enqueueMail(db, {
      to: 'reader@example.fr',
      locale: 'en',
      template: 'newsletter-welcome',
      data: { unsubscribeLink: `${TEST_PUBLIC_URL}/desinscription-newsletter?token=tok123` },
      listUnsubscribe: oneClick,
    });

    await eventually(() => expect(mailbox.to('reader@example.fr')).toHaveLength(1));
    const [mail] = mailbox.to('reader@example.fr');
    expect(mail!.subject).toBe('Welcome to the Atelier Lumière newsletter');
    // Long headers are folded over two lines (RFC 5322): unfold them to compare.
    const headers = mail!.headerLines.map((header) => header.line.replace(/\r\n(?=[ \t])/g, ''));
    expect(headers).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('keeps a mail while the mail server is down and delivers it once the server is back', async () => {
    await mailbox.stop();
    const { log, entries } = recordingLog();
    const worker = startWorker(log);
    const queuedAt = Date.now();
    await enqueueMail(db, { to: 'later@example.fr', locale: 'fr', template: 'confirm-registration', data: { firstName: 'Léa', link } });

    await eventually(async () => expect((await outboxRow('later@example.fr')).attempts).toBe(1));
    const failed = await outboxRow('later@example.fr');
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    // First retry after 30 seconds.
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(queuedAt + 30_000);
    expect(failed.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 31_000);
    expect(entries).toContainEqual({ level: 'warn', message: 'mail not delivered, will retry' });

    await mailbox.start(port);
    // Back, but the retry is not due yet: nothing is sent before its time. The worker looks at
    // the outbox again (both queues' loops read its clock at each look, 50 ms apart: six readings
    // are about three looks each, however slow the machine), and leaves the mail as it was: a
    // claim would have pushed its next attempt to the end of a lease.
    const readingsBefore = clockReadings;
    worker.wake();
    await eventually(() => expect(clockReadings).toBeGreaterThanOrEqual(readingsBefore + 6));
    expect(await outboxRow('later@example.fr')).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: failed.nextAttemptAt });
    expect(mailbox.to('later@example.fr')).toHaveLength(0);

    offsetMs = 31_000;
    worker.wake();
    await eventually(() => expect(mailbox.to('later@example.fr')).toHaveLength(1));
    expect(mailbox.to('later@example.fr')[0]!.text).toContain(link);
    await eventually(async () => expect((await outboxRow('later@example.fr')).status).toBe('sent'));
    expect((await outboxRow('later@example.fr')).attempts).toBe(1);
  });

  it('gives a mail up after 10 failed attempts, says when, and logs it as an error', async () => {
    const { log, entries } = recordingLog();
    const refusing: MailTransport = { send: () => Promise.reject(new Error('550 mailbox unavailable')), close() {} };
    // Each reading of the clock is an hour and a second later: every retry is due at once.
    let time = Date.now();
    startWorker(log, { transport: refusing, now: () => new Date((time += 3_601_000)) });
    await enqueueMail(db, { to: 'nobody@example.fr', locale: 'en', template: 'confirm-registration', data: { firstName: 'No', link } });

    await eventually(async () => expect((await outboxRow('nobody@example.fr')).status).toBe('failed'));
    const row = await outboxRow('nobody@example.fr');
    expect(row.attempts).toBe(10);
    expect(row.lastError).toBe('550 mailbox unavailable');
    // The worker's clock at the tenth attempt: ten hours and more after the mail was queued.
    expect(row.failedAt!.getTime()).toBeGreaterThan(row.createdAt.getTime() + 10 * 3_600_000);
    expect(entries.filter((entry) => entry.level === 'warn')).toHaveLength(9);
    expect(entries.filter((entry) => entry.level === 'error')).toEqual([{ level: 'error', message: 'mail given up after 10 failed attempts' }]);
  });

  it('never sends one mail twice when two workers share the outbox', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `pair${i}@example.fr`);
    for (const to of recipients) {
      await enqueueMail(db, { to, locale: 'fr', template: 'confirm-registration', data: { firstName: 'Duo', link } });
    }
    startWorker();
    startWorker();

    await eventually(() => expect(recipients.every((to) => mailbox.to(to).length > 0)).toBe(true));
    // Both workers stopped: every send either had started has ended, and the mailbox keeps a
    // mail before it accepts it, so a duplicate would be there now.
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    expect(recipients.map((to) => mailbox.to(to).length)).toEqual(recipients.map(() => 1));
  });
});

describe('a worker stopped while a mail server hangs', () => {
  const link = `${TEST_PUBLIC_URL}/confirmation-inscription?code=Def456&email=tom%40example.fr`;

  it('hands the mail back, due at once, for another worker to send; the abandoned send records nothing', async () => {
    let hungSend: { resolve: () => void } | null = null;
    const hanging: MailTransport = { send: () => new Promise<void>((resolve) => (hungSend = { resolve })), close() {} };
    const { log, entries } = recordingLog();
    const stopping = startMailWorker({ db, transport: hanging, log, pollMs: 50 });
    await enqueueMail(db, { to: 'handed.back@example.fr', locale: 'fr', template: 'confirm-registration', data: { firstName: 'Tom', link } });
    await eventually(() => expect(hungSend).not.toBeNull());
    // Claimed: leased to this worker for minutes.
    expect((await outboxRow('handed.back@example.fr')).nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);

    await stopping.stop({ handBackAfterMs: 100 });
    expect(stopping.running).toBe(false);
    const handedBack = await outboxRow('handed.back@example.fr');
    expect(handedBack).toMatchObject({ status: 'pending', attempts: 0 });
    expect(handedBack.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(entries).toContainEqual({ level: 'warn', message: 'mail delivery stopped mid-send: the mail is handed back' });

    // The hung send ending later changes nothing; another worker sends the mail.
    hungSend!.resolve();
    // Its continuation runs at once (promise callbacks): after one turn of the event loop it has
    // returned or sent its write, which the read below follows (PGlite has one connection; on
    // PostgreSQL the write leaves first).
    await new Promise((resolve) => setImmediate(resolve));
    expect((await outboxRow('handed.back@example.fr')).status).toBe('pending');
    startWorker();
    await eventually(() => expect(mailbox.to('handed.back@example.fr')).toHaveLength(1));
  });
});
