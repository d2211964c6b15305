/**
 * Mails anyone can cause the shop to send to an address (sign-up, password reset, e-mail
 * change, newsletter confirmation) share one budget per recipient, whatever the IPs asking
 * (ADR 8): enough for a person who retries, too few to turn the shop into a mail bomb.
 */
export const RECIPIENT_MAIL_LIMIT = { max: 5, windowMs: 3_600_000 } as const;

export function recipientWindowStart(now: Date): Date {
  return new Date(now.getTime() - RECIPIENT_MAIL_LIMIT.windowMs);
}

/** `recentMails`: such mails queued for the address within the window. */
export function mayMailRecipient(recentMails: number): boolean {
  return recentMails < RECIPIENT_MAIL_LIMIT.max;
}
