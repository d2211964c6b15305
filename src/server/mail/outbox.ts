import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox, settings, type MailAttachment } from '../../db/schema';
import type { Locale } from '../../domain/locale';
import { localizeSettings, type Settings } from '../../domain/settings';
import { shopPublicUrl } from './public-url';
import { notifyMailQueued } from './queue-signal';
import { renderMail } from './render';
import { MAIL_SETTING_KEYS, shopIdentity, type ShopIdentity } from './shop-identity';
import type { MailRequest } from './templates';

export type MailToQueue = MailRequest & {
  to: string;
  locale: Locale;
  /**
   * For mails to a newsletter subscriber: the one-click unsubscribe URL (RFC 8058), put in the
   * List-Unsubscribe headers so mail clients show their own unsubscribe button.
   */
  listUnsubscribe?: string;
  /** Files the shop keeps (an invoice's PDF), attached when the mail is sent. */
  attachments?: MailAttachment[];
  /** The order the mail is about: its timeline shows the mail and its delivery. */
  orderId?: number | null;
  /** The staff member whose action sends it (not set when the shop sends it on its own). */
  staffId?: number;
};

export type SettingRow = { key: string; value: string; updatedAt: Date };

/**
 * Who sends the shop's mails, from the settings as they are now, in the mail's language, and
 * the rows of the other settings `keys` the caller needs at the same moment: one query.
 */
export async function readShopIdentityWith(
  db: DbOrTx,
  locale: Locale,
  keys: readonly string[],
): Promise<{ identity: ShopIdentity; also: Map<string, SettingRow> }> {
  const rows = await db
    .select({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(inArray(settings.key, [...MAIL_SETTING_KEYS, ...keys]));
  const mailRows = rows.filter((row) => MAIL_SETTING_KEYS.includes(row.key));
  const read = localizeSettings(Object.fromEntries(mailRows.map((row) => [row.key, row.value])), locale);
  return { identity: shopIdentity(read as Settings, shopPublicUrl()), also: new Map(rows.map((row) => [row.key, row])) };
}

/** Who sends the shop's mails, from the settings as they are now (one query), in the mail's language. */
export async function readShopIdentity(db: DbOrTx, locale: Locale): Promise<ShopIdentity> {
  return (await readShopIdentityWith(db, locale, [])).identity;
}

/**
 * Renders a mail and writes it to the outbox with the caller's handle: inside a transaction,
 * the mail exists if and only if the change that causes it commits. Sending happens later, in
 * the delivery worker, so a mail server that is down never fails the request. `identity`: the
 * sender as the caller read it in the same transaction (readShopIdentityWith), else read here.
 */
export async function enqueueMail(
  db: DbOrTx,
  { to, locale, listUnsubscribe, attachments = [], orderId, staffId, ...request }: MailToQueue,
  identity?: ShopIdentity,
): Promise<void> {
  const mail = renderMail(request, locale, identity ?? (await readShopIdentity(db, locale)));
  const headers = listUnsubscribe ? listUnsubscribeHeaders(listUnsubscribe) : {};
  await db.insert(mailOutbox).values({ to, locale, template: request.template, ...mail, headers, attachments, orderId, staffId });
  notifyMailQueued();
}

/** RFC 8058: mail clients show their own unsubscribe button, which POSTs to `oneClick` without asking anything more. */
export function listUnsubscribeHeaders(oneClick: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Account erasure: mails to that address, sent or waiting, are personal data too. */
export async function forgetMailsTo(db: DbOrTx, email: string): Promise<void> {
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email.trim().toLowerCase()}`);
}
