import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/client';
import type { SendProgress } from '../../src/domain/newsletters/send-progress';
import { TestSmtpServer } from '../helpers/mailbox';
import { startShop, type ShopProcess } from '../helpers/shop-process';
import { SYSTEM_MS, WAIT_MS } from '../timeouts';

/**
 * Issue 11's proof of sending at scale (run on PGlite by newsletter-at-scale.test.ts, and on
 * PostgreSQL by newsletter-at-scale.postgres.test.ts when TEST_DATABASE_URL is set): 20,000
 * subscribers, a mail server that refuses 5 % of the messages it receives (451, "try again
 * later"), and the shop killed with SIGKILL twice, once while it writes the mails to the
 * outbox and once in the middle of sending them, then restarted on the same data. In the end
 * every recipient has the article under exactly one Message-ID. The run prints the send rate,
 * the refusals retried, and how many messages the server accepted twice (a crash between the
 * server's "250 OK" and the shop recording it: the same Message-ID again, ADR 20).
 */
const SUBSCRIBERS = 20_000;
const REFUSED_SHARE = 0.05;
/** A few minutes on two idle cores; far more when other work shares them: three starts and 20,000 mails. */
const SEND_AT_SCALE_MS = 1.5 * SYSTEM_MS;
const TITLE = 'Vingt mille lecteurs';

type Accepted = { to: string; messageId: string; at: number };

/** An SMTP server that keeps only what the proof needs (recipient, Message-ID, time) and refuses a share of messages after reading them. */
class CountingMailServer extends TestSmtpServer {
  readonly accepted: Accepted[] = [];
  refused = 0;

  protected async receive(message: Readable, session: SMTPServerSession): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of message) chunks.push(chunk as Buffer);
    // Refused once the whole message was read: the most a server can make a sender redo.
    if (Math.random() < REFUSED_SHARE) {
      this.refused++;
      throw Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 });
    }
    const head = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n', 1)[0]!;
    const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '';
    // The newsletter's mails (the subject may be encoded): the only ones with the one-click header here.
    if (/^List-Unsubscribe-Post:/im.test(head))
      this.accepted.push({ to: session.envelope.rcptTo[0]!.address.toLowerCase(), messageId, at: Date.now() });
  }
}

/** The database a run uses: opened by the test before the shop's first start and after its last stop, never beside it. */
export type ScaleDatabase = {
  name: string;
  /** Prepares it (a scratch PostgreSQL database) in `workDir`; answers the shop's variables for it. */
  create(workDir: string): Promise<Record<string, string>>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
};

let workDir = '';
let shop: ShopProcess | undefined;
const mailServer = new CountingMailServer();
const subscriberAddress = (n: number) => `lecteur${String(n).padStart(5, '0')}@exemple.test`;

async function rows<T>(db: Database, query: string): Promise<T[]> {
  const { sql } = await import('drizzle-orm');
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'collab@atelier.test', password: 'Atelier-Collab-2026' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function progress(url: string, cookie: string, articleId: number): Promise<SendProgress> {
  const response = await fetch(`${url}/api/admin/newsletters/${articleId}/sends/latest`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as SendProgress;
}

async function waitFor(
  url: string,
  cookie: string,
  articleId: number,
  done: (p: SendProgress) => boolean,
  { timeoutMs, pollMs = 1000 }: { timeoutMs: number; pollMs?: number },
): Promise<SendProgress> {
  const deadline = Date.now() + timeoutMs;
  let told = Date.now();
  for (;;) {
    const current = await progress(url, cookie, articleId);
    if (done(current)) return current;
    // A line now and then, so a slow run shows where it is.
    if (Date.now() - told > 30_000) {
      told = Date.now();
      console.log(
        `newsletter at scale: ${current.state}, ${current.queued} queued, ${current.sent} sent of ${current.total}; ${mailServer.refused} refusals so far`,
      );
    }
    if (Date.now() > deadline) throw new Error(`the send did not get there in time: ${JSON.stringify(current)}\n${shop?.log()}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export function describeNewsletterAtScale(database: ScaleDatabase): void {
  describe(`a newsletter to 20,000 subscribers, the shop killed twice (${database.name})`, () => {
    let env: Record<string, string>;
    let articleId = 0;

    async function withDatabase<T>(run: (db: Database) => Promise<T>): Promise<T> {
      const handle = await database.open();
      try {
        return await run(handle.db);
      } finally {
        await handle.close();
      }
    }

    beforeAll(async () => {
      workDir = await mkdtemp(path.join(tmpdir(), 'atelier-newsletter-'));
      const smtpPort = await mailServer.start();
      // As fast as this machine goes, and failed mails retried after a second (then 2, 4 …).
      env = {
        ...(await database.create(workDir)),
        DATA_DIR: path.join(workDir, 'data'),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NEWSLETTER_RATE: '1000',
        MAIL_RETRY_DELAY_SECONDS: '1',
      };
      // The subscribers and the article, written before the shop first opens the database.
      articleId = await withDatabase(async (db) => {
        await rows(
          db,
          `insert into newsletter_subscribers (email, locale, unsubscribe_token_hash, confirmed_at)
         select 'lecteur' || lpad(n::text, 5, '0') || '@exemple.test', case when n % 4 = 0 then 'en' else 'fr' end::locale, md5('t' || n), now()
         from generate_series(1, ${SUBSCRIBERS}) n`,
        );
        const [article] = await rows<{ id: number }>(
          db,
          `insert into newsletter_articles (title, author, description, content)
         values ('${TITLE}', 'Léa', 'Une lettre pour tout le monde', '<p>Merci d’être là.</p>') returning id`,
        );
        return article!.id;
      });
    });

    afterAll(async () => {
      await shop?.stop('SIGKILL');
      await mailServer.stop();
      await database.drop();
      await rm(workDir, { recursive: true, force: true });
    });

    it(
      'reaches every address exactly once, retrying refused mails, after SIGKILL while queuing and while sending',
      async () => {
        shop = await startShop(process.cwd(), env, workDir);
        const port = Number(new URL(shop.url).port);
        let cookie = await signIn(shop.url);
        const published = await fetch(`${shop.url}/api/admin/newsletters/${articleId}/publish`, { method: 'POST', headers: { cookie } });
        expect(published.status).toBe(202);
        const startedAt = Date.now();

        // First crash: as soon as mails are being written.
        const atFirstKill = await waitFor(shop.url, cookie, articleId, (p) => p.queued > 0, { timeoutMs: 2 * WAIT_MS, pollMs: 20 });
        await shop.stop('SIGKILL');
        shop = await startShop(process.cwd(), env, workDir, port);
        cookie = await signIn(shop.url);

        // Second crash: in the middle of the sending.
        const atSecondKill = await waitFor(shop.url, cookie, articleId, (p) => p.sent >= p.total * 0.4 && p.queuedAt !== null, {
          timeoutMs: SYSTEM_MS,
        });
        const acceptedAtSecondKill = mailServer.accepted.length;
        await shop.stop('SIGKILL');
        shop = await startShop(process.cwd(), env, workDir, port);
        const lastPhaseStart = Date.now();
        const acceptedBeforeLastPhase = mailServer.accepted.length;
        cookie = await signIn(shop.url);
        const final = await waitFor(shop.url, cookie, articleId, (p) => p.state === 'finished', { timeoutMs: SYSTEM_MS });
        const lastPhaseSeconds = (Date.now() - lastPhaseStart) / 1000;
        await shop.stop();
        shop = undefined;

        // What the shop recorded, and what the mail server received.
        const { outbox, storage } = await withDatabase(async (db) => ({
          outbox: await rows<{ to: string; status: string; attempts: number }>(
            db,
            `select lower("to") as "to", status, attempts from mail_outbox where newsletter_send_id = (select max(id) from newsletter_sends)`,
          ),
          storage: (
            await rows<{ outbox: string; row: string; send: string }>(
              db,
              `select pg_total_relation_size('mail_outbox')::text as outbox,
             (select avg(pg_column_size(m.*))::int::text from mail_outbox m where newsletter_send_id is not null) as row,
             (select pg_column_size(s.content)::text from newsletter_sends s order by id desc limit 1) as send`,
            )
          )[0]!,
        }));
        const idsByAddress = new Map<string, Set<string>>();
        for (const { to, messageId } of mailServer.accepted) idsByAddress.set(to, (idsByAddress.get(to) ?? new Set()).add(messageId));
        const rawDuplicates = mailServer.accepted.length - [...idsByAddress.values()].reduce((sum, ids) => sum + ids.size, 0);
        const retried = outbox.filter((mail) => mail.attempts > 0).length;
        const seconds = (mailServer.accepted.at(-1)!.at - mailServer.accepted[0]!.at) / 1000;

        console.log(
          [
            `newsletter at scale: ${outbox.length} recipients, ${final.sent} sent, ${final.failed} failed, in ${((Date.now() - startedAt) / 1000).toFixed(1)} s from publication`,
            `  first SIGKILL while queuing: ${atFirstKill.queued} of ${atFirstKill.total} queued (state ${atFirstKill.state}); second in the sending: ${atSecondKill.sent} sent (server had accepted ${acceptedAtSecondKill})`,
            `  send rate: ${(mailServer.accepted.length / seconds).toFixed(0)} mails/s overall (first to last accepted, two restarts included), ${((mailServer.accepted.length - acceptedBeforeLastPhase) / lastPhaseSeconds).toFixed(0)} mails/s after the last restart`,
            `  the server refused ${mailServer.refused} messages (451); ${retried} mails needed more than one attempt and were all delivered`,
            `  raw duplicates (accepted twice with the same Message-ID, crash between 250 and the record): ${rawDuplicates}; addresses with two Message-IDs: ${[...idsByAddress.values()].filter((ids) => ids.size > 1).length}`,
            `  outbox: ${(Number(storage.outbox) / 1e6).toFixed(1)} MB with its indexes, ${storage.row} bytes a newsletter row; the send's rendering: ${storage.send} bytes`,
            `  load average of the machine (${cpus().length} cores): ${loadavg()
              .map((load) => load.toFixed(1))
              .join(', ')}`,
          ].join('\n'),
        );

        // Every seeded subscriber (and the demo customers who accepted) is in the send, once.
        const recipients = new Set(outbox.map((mail) => mail.to));
        expect(recipients.size).toBe(outbox.length);
        for (let n = 1; n <= SUBSCRIBERS; n++) expect(recipients.has(subscriberAddress(n))).toBe(true);
        expect(final).toMatchObject({ state: 'finished', total: outbox.length, sent: outbox.length, failed: 0, remaining: 0 });
        expect(outbox.every((mail) => mail.status === 'sent')).toBe(true);
        // The server got every address, under one Message-ID each; nothing went to anyone else.
        expect([...idsByAddress.keys()].sort()).toEqual([...recipients].sort());
        expect([...idsByAddress.values()].every((ids) => ids.size === 1)).toBe(true);
        // Refusals happened, and the mails they hit were tried again until delivered.
        expect(mailServer.refused).toBeGreaterThan(0);
        expect(retried).toBeGreaterThan(0);
      },
      SEND_AT_SCALE_MS,
    );
  });
}
