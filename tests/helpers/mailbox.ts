import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * A real SMTP server on a local port for tests. `receive` takes each message; throwing an error
 * with a `responseCode` (451: try later) refuses it. `refuseRecipient` may refuse an address at
 * RCPT TO with a reply code (550: no such mailbox), or take it (null).
 */
export abstract class TestSmtpServer {
  private server: SMTPServer | null = null;

  protected abstract receive(message: Readable, session: SMTPServerSession): Promise<void>;

  protected refuseRecipient(_address: string): number | null {
    return null;
  }

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
        const code = this.refuseRecipient(address.address);
        if (code === null) return callback();
        callback(Object.assign(new Error(`Refused ${address.address}`), { responseCode: code }));
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    // smtp-server reports a client's broken connection on the server itself. Tests kill the shop
    // (SIGKILL) while it sends: its sockets are reset, which is the point of those tests, not a
    // failure of this server. Without a listener, the second such report would crash the run.
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
    });
    this.server = server;
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export type MailboxOptions = {
  /** The reply code refusing a recipient at RCPT TO (550: no such mailbox, 450: try later), or null to take it. */
  refuseRecipient?: (address: string) => number | null;
};

/** A test SMTP server that keeps the parsed mails it receives. */
export class Mailbox extends TestSmtpServer {
  readonly received: ParsedMail[] = [];

  constructor(private readonly options: MailboxOptions = {}) {
    super();
  }

  protected async receive(message: Readable): Promise<void> {
    this.received.push(await simpleParser(message));
  }

  protected override refuseRecipient(address: string): number | null {
    return this.options.refuseRecipient?.(address) ?? null;
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => [mail.to].flat().some((to) => to?.value.some((v) => v.address === address)));
  }
}
