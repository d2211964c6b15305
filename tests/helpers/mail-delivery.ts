import type { Database } from '../../src/db/client';
import { createMailTransport, type MailLog } from '../../src/server/mail/transport';
import { startMailWorker } from '../../src/server/mail/worker';
import { TEST_PUBLIC_URL } from './app';
import { Mailbox, type MailboxOptions } from './mailbox';

const quiet = { info: () => {}, warn: () => {}, error: () => {} } as unknown as MailLog;

export type MailDelivery = { mailbox: Mailbox; stop(): Promise<void> };

/**
 * The shop's own delivery worker, over real SMTP to a local server whose mailbox the test reads.
 * Start it in `beforeAll`, stop it in `afterAll` before closing the database (stopping twice is harmless).
 */
export async function startMailDelivery(db: Database, mailboxOptions?: MailboxOptions): Promise<MailDelivery> {
  const mailbox = new Mailbox(mailboxOptions);
  const port = await mailbox.start();
  const transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: undefined, PUBLIC_URL: TEST_PUBLIC_URL }, quiet);
  const worker = startMailWorker({ db, transport, log: quiet, pollMs: 50 });
  let stopped: Promise<void> | undefined;
  return {
    mailbox,
    // A test may stop it early (its polls would be counted among a request's queries); afterAll's stop then waits for that one.
    stop: () =>
      (stopped ??= (async () => {
        await worker.stop();
        transport.close();
        await mailbox.stop();
      })()),
  };
}
