import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const localeEnum = pgEnum('locale', ['fr', 'en']);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: localeEnum('locale').notNull().default('fr'),
    acceptsNewsletter: boolean('accepts_newsletter').notNull().default(false),
    /** Null until the customer follows the link of the confirmation mail; only confirmed accounts sign in. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an administrator erased the person's data: the row stays so invoices and orders keep their account, nameless (ADR 40). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * What the customers desk's search reads, accents and case folded (`search_fold`, ADR 34): the
     * name, then the e-mail on a line of its own so a search never matches across both. Stored
     * folded, so checking an index's candidates costs a plain comparison, not a fold per row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`search_fold("first_name" || ' ' || "last_name" || chr(10) || "email")`),
  },
  (t) => [
    // E-mail addresses are compared case-insensitively everywhere.
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    // The customers desk: a trigram index answers `like '%…%'` on names and e-mails without reading every customer; the list's newest-first order.
    index('customers_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.erasedAt} is null`),
    index('customers_desk_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.erasedAt} is null`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    /** ISO 3166-1 alpha-2 code; names come from Intl.DisplayNames in the viewer's language. */
    country: text('country').notNull().default('FR'),
    isDefaultDelivery: boolean('is_default_delivery').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The phone's digits alone, so the customers desk finds "06 12 34 56 78" typed any way. */
    phoneDigits: text('phone_digits')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace("phone", '[^0-9]', '', 'g')`),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    index('customer_addresses_phone_idx').using('gin', sql`${t.phoneDigits} gin_trgm_ops`),
    uniqueIndex('customer_addresses_one_default_delivery')
      .on(t.customerId)
      .where(sql`${t.isDefaultDelivery}`),
    uniqueIndex('customer_addresses_one_default_billing')
      .on(t.customerId)
      .where(sql`${t.isDefaultBilling}`),
  ],
);

/** Single-use codes sent by mail: registration confirmation, password reset, e-mail change. */
export const tokenPurposeEnum = pgEnum('token_purpose', ['confirm_email', 'reset_password', 'change_email']);

export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    /** SHA-256 of the code; the code itself only ever exists in the mail. */
    codeHash: text('code_hash').notNull().unique(),
    /** Purpose-specific data, e.g. the new address of an e-mail change. */
    data: jsonb('data').$type<Record<string, string>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId, t.purpose)],
);

export const staffRoleEnum = pgEnum('staff_role', ['admin', 'collaborator']);

/** Back-office accounts: a separate identity from customers. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    email: text('email').notNull(),
    /** Null while the member's invitation is pending: they choose their own password from the invitation mail (ADR 21). */
    passwordHash: text('password_hash'),
    role: staffRoleEnum('role').notNull(),
    /** The language of the back office they last opened: the shop's mails to them are written in it. */
    locale: localeEnum('locale').notNull().default('fr'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    line1: text('line1').notNull().default(''),
    line2: text('line2').notNull().default(''),
    zip: text('zip').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('FR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_login_unique').on(sql`lower(${t.login})`), uniqueIndex('staff_email_unique').on(sql`lower(${t.email})`)],
);

/** What a staff code opens: a new password chosen after "forgot password", or the first one chosen from an invitation. */
export const staffTokenPurposeEnum = pgEnum('staff_token_purpose', ['reset_password', 'invitation']);

/**
 * Single-use codes mailed to staff members (password reset, invitation): their own table, since
 * a customer's code must never open a staff account nor the reverse. Only the SHA-256 of the
 * code is kept.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    purpose: staffTokenPurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_tokens_staff_idx').on(t.staffId, t.purpose)],
);

/**
 * Server-side sessions. The cookie holds a random token; the table holds its SHA-256, so a
 * leaked database does not leak usable sessions. A session belongs to a customer or a staff
 * member, never both.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    index('sessions_customer_idx').on(t.customerId),
    index('sessions_staff_idx').on(t.staffId),
    check('sessions_one_subject', sql`(${t.customerId} is null) <> (${t.staffId} is null)`),
  ],
);

/**
 * Failed password checks, to throttle guessing per account and source (ADR 8). Kept one hour:
 * the longest window the rules look at.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased e-mail or login that was tried. */
    identifier: text('identifier').notNull(),
    realm: text('realm', { enum: ['customer', 'staff'] }).notNull(),
    /** Where the attempt came from: the caller's IP (IPv6 by /64 network), or 'signed-in' for a password asked again in a session. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_identifier_idx').on(t.realm, t.identifier, t.createdAt), index('auth_failures_created_idx').on(t.createdAt)],
);
