import { and, count, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { mayMailRecipient, recipientWindowStart, type VisitorMailKind } from '../../domain/recipient-mail-limit';
import type { MailTemplate } from './templates';

/**
 * The mails a visitor can have sent to any address, by the budget they count against (ADR 31).
 * The outbox is their counter: every mail stays there, sent or not (only its body is dropped
 * once sent), until its address's account is erased, and it already lives in the database
 * every instance shares.
 */
const TEMPLATES_OF_KIND = {
  'sign-up': ['confirm-registration', 'account-exists'],
  'password-reset': ['reset-password'],
  'staff-password-reset': ['staff-reset-password'],
  'email-change': ['confirm-email-change', 'email-in-use'],
  newsletter: ['newsletter-confirmation'],
  // The withdrawal lookup mails the order's own address to whoever types its number and e-mail.
  withdrawal: ['withdrawal-link'],
  // "Notify me when it's back": anyone may type any address, like the newsletter's footer.
  'back-in-stock': ['back-in-stock-confirmation'],
} as const satisfies Record<VisitorMailKind, readonly MailTemplate[]>;

/**
 * Whether one more visitor-triggered mail of that kind may be queued to this address now. Call
 * it inside the transaction that would queue the mail, before changing anything the mail is
 * about: past the limit the caller changes nothing, so links already mailed keep working. The
 * address's budget stays locked until the transaction ends, so requests arriving together count
 * each other's mails.
 */
export async function mayMailVisitorRecipient(tx: DbOrTx, to: string, kind: VisitorMailKind, now: Date): Promise<boolean> {
  const recipient = to.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-recipient:${kind}:${recipient}`}, 0))`);
  const [row] = await tx
    .select({ mails: count() })
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.to}) = ${recipient}`,
        gt(mailOutbox.createdAt, recipientWindowStart(now)),
        inArray(mailOutbox.template, TEMPLATES_OF_KIND[kind]),
      ),
    );
  return mayMailRecipient(row?.mails ?? 0);
}
