import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type MailboxOptions = {
  /** The reply code refusing a recipient at RCPT TO (550: no such mailbox, 450: try later), or null to take it. */
  refuseRecipient?: (address: string) => number | null;
};

/** A real SMTP server on a local port; it keeps the parsed mails it receives. */
export class Mailbox {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | null = null;

  constructor(private readonly options: MailboxOptions = {}) {}

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      // nodemailer would upgrade to TLS with the server's self-signed certificate and refuse it.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Its reverse DNS lookup of each client costs about 100 ms.
      disableReverseLookup: true,
      // The shop keeps its connections open between mails (a pool): a stop must not wait 30 s for them.
      closeTimeout: 100,
      onRcptTo: (address, _session, callback) => {
        const code = this.options.refuseRecipient?.(address.address) ?? null;
        if (code === null) return callback();
        callback(Object.assign(new Error(`Refused ${address.address}`), { responseCode: code }));
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream).then((mail) => {
          this.received.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => [mail.to].flat().some((to) => to?.value.some((v) => v.address === address)));
  }
}
