import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailAttachment } from '../../db/schema';
import type { Env } from '../env';

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Read from disk by nodemailer as the mail is sent. */
  attachments: MailAttachment[];
  /** The shop's name, shown as the sender when MAIL_FROM is not set. */
  senderName: string;
  /**
   * The outbox row's own name for the mail, the same at every attempt: the Message-ID is made
   * of it, so a mail sent again after a crash is recognisable as the same message (ADR 20).
   */
  messageKey: string;
};

/** Sends one mail; a rejected promise means "not delivered" (see `isPermanentRefusal`). */
export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the connections kept open between mails; call it after the worker stopped. */
  close(): void;
};

/**
 * Mails sent at once at most: the newsletter's and one transactional (worker.ts). A mail takes
 * a few round trips to the server, so the rate a send reaches is at most the connections over
 * that time (16 / 150 ms ≈ 100 a second); the pool opens them only as mails wait for one.
 */
export const SMTP_CONNECTIONS = 17;

/**
 * Without these, nodemailer waits up to two minutes for a silent server and ten for a stalled
 * one; the worker's lease on a mail (worker.ts) must outlast the slowest attempt.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/**
 * SMTP when SMTP_URL is set. Otherwise each mail is written to the log at info level, with its
 * full text part so a developer can follow its links, and counts as delivered.
 */
/** Where the shop's mails go, for the start's line (never the SMTP password). */
export function describeMail(env: Pick<Env, 'SMTP_URL'>): string {
  if (!env.SMTP_URL) return 'written to the log (SMTP_URL is not set)';
  const url = new URL(env.SMTP_URL);
  return `${url.protocol}//${url.host}`;
}

export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>, log: MailLog): MailTransport {
  if (!env.SMTP_URL) {
    return {
      async send({ to, subject, text, attachments }) {
        log.info(
          { mail: { to, subject, text, attachments: attachments.map((file) => file.filename) } },
          `mail to ${to} written to the log (SMTP_URL is not set): ${subject}`,
        );
      },
      close() {},
    };
  }
  // Pooled: a newsletter of 20,000 mails over one TLS handshake per connection, not per mail.
  const smtp = nodemailer.createTransport({ url: env.SMTP_URL, pool: true, maxConnections: SMTP_CONNECTIONS, ...SMTP_TIMEOUTS });
  const host = new URL(env.PUBLIC_URL).hostname;
  const noReply = `no-reply@${host}`;
  return {
    async send({ to, subject, html, text, headers, attachments, senderName, messageKey }) {
      await smtp.sendMail({
        from: env.MAIL_FROM ?? { name: senderName, address: noReply },
        to,
        subject,
        html,
        text,
        headers,
        attachments,
        messageId: `<${messageKey}@${host}>`,
      });
    },
    close: () => smtp.close(),
  };
}

/**
 * The mail server refused the recipient for good (5xx to RCPT TO: no such mailbox): trying
 * again cannot help. Any other failure (a 4xx, the server out of reach, a 5xx to the whole
 * session such as a wrong password) is retried, since it is the shop's or the server's and may pass.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { command, responseCode } = (error ?? {}) as { command?: unknown; responseCode?: unknown };
  return command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}
