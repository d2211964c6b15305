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
};

/** Sends one mail; a rejected promise means "not delivered, try again later". */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/**
 * Without these, nodemailer waits up to two minutes for a silent server and ten for a stalled
 * one; the worker's lease on a mail (worker.ts) must outlast the slowest attempt.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/**
 * SMTP when SMTP_URL is set. Otherwise each mail is written to the log at info level, with its
 * full text part so a developer can follow its links, and counts as delivered.
 */
export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>, log: MailLog): MailTransport {
  if (!env.SMTP_URL) {
    return {
      async send({ to, subject, text, attachments }) {
        log.info(
          { mail: { to, subject, text, attachments: attachments.map((file) => file.filename) } },
          `mail to ${to} written to the log (SMTP_URL is not set): ${subject}`,
        );
      },
    };
  }
  const smtp = nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS });
  const noReply = `no-reply@${new URL(env.PUBLIC_URL).hostname}`;
  return {
    async send({ to, subject, html, text, headers, attachments, senderName }) {
      await smtp.sendMail({ from: env.MAIL_FROM ?? { name: senderName, address: noReply }, to, subject, html, text, headers, attachments });
    },
  };
}
