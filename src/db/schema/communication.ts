import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './commerce';
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
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the worker gave the mail up (status 'failed'). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The order the mail is about (its confirmation, its invoice): the order's timeline lists it with its delivery. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The staff member whose action sent it; null when the shop sent it on its own (the payment's confirmation). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  },
  // The recipient index counts the recent mails to one address (per-recipient limit, ADR 8).
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_recipient_idx').on(sql`lower(${t.to})`, t.createdAt),
    index('mail_outbox_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
