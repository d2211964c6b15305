/**
 * Mails anyone can cause the shop to send to an address (sign-up, password reset, e-mail
 * change, newsletter confirmation, withdrawal link) are limited per recipient, whatever the IPs
 * asking (ADR 8): enough for a person who retries, too few to turn the shop into a mail bomb.
 *
 * Each kind of mail has its own budget (ADR 31): mails of one kind, which anyone may trigger,
 * never use up another kind's. Five sign-ups with someone's address cannot hold their password
 * reset, and the reset's own budget still limits reset floods to that address (the reset mails
 * such a flood sends reach the owner, and the newest link in them works).
 */
export const RECIPIENT_MAIL_LIMIT = { max: 5, windowMs: 3_600_000 } as const;

/**
 * The budgets: `sign-up` (the confirmation link, "you already have an account"), the
 * customer's and the staff member's password resets, `email-change` (the confirmation link to
 * the new address, "someone asked to use your address"), the newsletter's confirmation link,
 * the withdrawal lookup's link and the back-in-stock alert's confirmation link.
 */
export const VISITOR_MAIL_KINDS = [
  'sign-up',
  'password-reset',
  'staff-password-reset',
  'email-change',
  'newsletter',
  'withdrawal',
  'back-in-stock',
] as const;

export type VisitorMailKind = (typeof VISITOR_MAIL_KINDS)[number];

export function recipientWindowStart(now: Date): Date {
  return new Date(now.getTime() - RECIPIENT_MAIL_LIMIT.windowMs);
}

/** `recentMails`: mails of the kind queued for the address within the window. */
export function mayMailRecipient(recentMails: number): boolean {
  return recentMails < RECIPIENT_MAIL_LIMIT.max;
}
