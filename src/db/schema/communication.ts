import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { backInStockAlerts } from './back-in-stock';
import { orders } from './commerce';
import type { Locale } from '../../domain/locale';
import { customers, localeEnum, staff } from './identity';

/** A file attached to a mail: its name as the recipient sees it, where the shop keeps it, and its type. */
export type MailAttachment = { filename: string; path: string; contentType: string };

export const newsletterArticles = pgTable(
  'newsletter_articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    description: text('description').notNull(),
    /** Sanitised HTML written by staff. */
    content: text('content').notNull(),
    createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_articles_created_idx').on(t.createdAt)],
);

/**
 * People who asked for the newsletter from the footer or at registration. Double opt-in: a row
 * receives the newsletter only once `confirmedAt` is set and while `unsubscribedAt` is null
 * (ADR 8); a footer sign-up waits for its confirmation link first.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    locale: localeEnum('locale').notNull().default('fr'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** SHA-256 of the token carried by every mail's one-click unsubscribe link. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the address was proved (confirmation link, or the account's own confirmation); null while pending. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the code of the latest confirmation link, and when that link stops working. */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`)],
);

/** A newsletter mail before its recipient's unsubscribe token is put in: one per language of a send. */
export type NewsletterSendContent = { subject: string; html: string; text: string; headers: Record<string, string> };

/**
 * One publication of an article ("Publier", "Publier à nouveau"): what every recipient gets
 * (rendered once, ADR 20) and how far the queuing job got. Its mails are the outbox rows that
 * name it; progress is counted from them. A send stays when its article is deleted.
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').references(() => newsletterArticles.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The mail in each language, sanitised and rendered at publication, with `tokenMarker` where each recipient's unsubscribe token goes. */
    content: jsonb('content').$type<Record<Locale, NewsletterSendContent>>().notNull(),
    tokenMarker: text('token_marker').notNull(),
    /** Recipients counted at publication; the queuing job may find a few more or fewer. */
    expectedRecipients: integer('expected_recipients').notNull(),
    /** Mails written to the outbox so far (one per address). */
    queuedRecipients: integer('queued_recipients').notNull().default(0),
    /** The queuing job walks the recipients by lower(email) twice; the second pass finds those who came meanwhile. */
    queuePass: integer('queue_pass').notNull().default(1),
    /** The last address (lowercase) of the last batch written: where the job resumes. */
    queueCursor: text('queue_cursor'),
    /** The instance queuing it holds it until then (renewed at every batch); a stopped one lets another resume. */
    queueLeaseUntil: timestamp('queue_lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When every recipient had its mail in the outbox; null while queuing. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (t) => [
    index('newsletter_sends_article_idx').on(t.articleId, t.startedAt),
    index('newsletter_sends_queuing_idx')
      .on(t.id)
      .where(sql`${t.queuedAt} is null`),
  ],
);

/**
 * Mail written in the same transaction as the change that causes it, then delivered by a
 * background worker with retries: a mail server that is down delays mail, never loses it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    locale: localeEnum('locale').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /**
     * Files sent with the mail (an invoice's PDF), by path: the file is already kept by the shop
     * and never changes, so the outbox need not hold a copy of it.
     */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** 'skipped': a newsletter mail not sent because its recipient unsubscribed after it was queued (ADR 20). */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the worker gave the mail up (status 'failed'), or left it unsent for an unsubscribed recipient ('skipped'). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The order the mail is about (its confirmation, its invoice): the order's timeline lists it with its delivery. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The staff member whose action sent it; null when the shop sent it on its own (the payment's confirmation). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /**
     * A newsletter mail: its subject, body and headers come from the send (ADR 20), completed
     * with `unsubscribeToken` when it is sent; its own html and text stay empty.
     */
    newsletterSendId: integer('newsletter_send_id').references(() => newsletterSends.id, { onDelete: 'cascade' }),
    /** The recipient's one-click unsubscribe token, kept until the mail is sent or given up. */
    unsubscribeToken: text('unsubscribe_token'),
    /** Its SHA-256, kept: the link in the mail keeps working. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    /** The instance sending it now (`hostname:port`): set with the lease, cleared with the outcome (ADR 20). */
    claimedBy: text('claimed_by'),
    /**
     * A back-in-stock mail: written by the stock trigger, which cannot render mails, so its
     * subject and body are rendered from the request when it is sent (ADR 36); its own stay empty.
     */
    backInStockAlertId: integer('back_in_stock_alert_id').references(() => backInStockAlerts.id, { onDelete: 'cascade' }),
  },
  // The recipient index counts the recent mails to one address (per-recipient limit, ADR 8).
  // Two queues: transactional mails are claimed first, from their own index, whatever the newsletters waiting.
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending' and ${t.newsletterSendId} is null`),
    index('mail_outbox_newsletter_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending' and ${t.newsletterSendId} is not null`),
    // One mail per address per send, whatever the retries of the queuing job.
    uniqueIndex('mail_outbox_newsletter_recipient_unique').on(t.newsletterSendId, sql`lower(${t.to})`),
    uniqueIndex('mail_outbox_unsubscribe_token_unique')
      .on(t.unsubscribeTokenHash)
      .where(sql`${t.unsubscribeTokenHash} is not null`),
    // The mails waiting or given up, counted at every metrics scrape: few beside the sent ones.
    index('mail_outbox_unsent_idx')
      .on(t.status)
      .where(sql`${t.status} <> 'sent'`),
    index('mail_outbox_claimed_idx')
      .on(t.claimedBy)
      .where(sql`${t.claimedBy} is not null`),
    index('mail_outbox_recipient_idx').on(sql`lower(${t.to})`, t.createdAt),
    index('mail_outbox_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    // One mail per request, whatever writes the stock.
    uniqueIndex('mail_outbox_back_in_stock_unique')
      .on(t.backInStockAlertId)
      .where(sql`${t.backInStockAlertId} is not null`),
  ],
);
