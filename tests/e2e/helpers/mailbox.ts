import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { WAIT_MS } from '../../timeouts';

/**
 * A real SMTP server for the browser journeys: the shop sends its mails to it over SMTP (as in
 * production) and each received message is written as an .eml file that journeys read.
 */
export async function startMailbox(dir: string): Promise<{ port: number; close(): Promise<void> }> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFile(path.join(dir, `${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Header lines as received, unfolded (`List-Unsubscribe: <…>`). */
  headers: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

async function readMails(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = [mail.to]
        .flat()
        .flatMap((address) => address?.value.map((v) => v.address ?? '') ?? [])
        .join(',');
      const html = typeof mail.html === 'string' ? mail.html : '';
      const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      const attachments = mail.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content }));
      const headers = mail.headerLines.map((header) => header.line.replace(/\r\n(?=[ \t])/g, ''));
      return { to, subject: mail.subject ?? '', text: mail.text ?? '', html, links, headers, attachments };
    }),
  );
}

/** Waits for the newest mail to `to` (whose subject matches, when given) received after `after` mails. */
export async function waitForMail(dir: string, to: string, options: { subject?: RegExp; after?: number } = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const mails = (await readMails(dir)).slice(options.after ?? 0);
    const found = mails.reverse().find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!options.subject || options.subject.test(m.subject)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived within the time limit (${mails.length} other mails).`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How many mails the mailbox holds now, to wait only for the ones that come after. */
export async function mailCount(dir: string): Promise<number> {
  return (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).length;
}
