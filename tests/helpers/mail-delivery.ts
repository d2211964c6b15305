import type { Database } from '../../src/db/client';
import { createMailTransport, type MailLog } from '../../src/server/mail/transport';
import { startMailWorker } from '../../src/server/mail/worker';
import { TEST_PUBLIC_URL } from './app';
import { Mailbox, type MailboxOptions } from './mailbox';

const quiet = { info: () => {}, warn: () => {}, error: () => {} } as unknown as MailLog;

export type MailDelivery = { mailbox: Mailbox; stop(): Promise<void> };

/**
 * The shop's own delivery worker, over real SMTP to a local server whose mailbox the test reads.
 * Start it in `beforeAll`, stop it in `afterAll` before closing the database.
 */
export async function startMailDelivery(db: Database, mailboxOptions?: MailboxOptions): Promise<MailDelivery> {
  const mailbox = new Mailbox(mailboxOptions);
  const port = await mailbox.start();
  const transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: undefined, PUBLIC_URL: TEST_PUBLIC_URL }, quiet);
  const worker = startMailWorker({ db, transport, log: quiet, pollMs: 50 });
  return {
    mailbox,
    async stop() {
      await worker.stop();
      transport.close();
      await mailbox.stop();
    },
  };
}
