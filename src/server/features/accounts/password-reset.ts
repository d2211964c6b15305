import type { Database } from '../../../db/client';
import { CODE_LIFETIME_MS } from '../../../domain/accounts/codes';
import { emailKey, sameEmail } from '../../../domain/accounts/fields';
import { resetPasswordLink } from '../../../domain/accounts/links';
import { enqueueMail, mayMailVisitorRecipient } from '../../mail';
import { hashPassword } from '../../security/passwords';
import { hashToken } from '../../security/tokens';
import { deleteCustomerSessions } from '../sessions/repo';
import { issueCode } from './codes';
import { invalidCode } from './failures';
import { onAddressProven } from './registration';
import { clearFailures, findCustomerByEmail, findUsableCode, markCodeUsed, retireCodes, updateCustomer } from './repo';

/**
 * Mails a reset link to the address if it has an account and its mail budget allows; the caller
 * answers the same either way.
 */
export async function requestPasswordReset(db: Database, email: string, publicUrl: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const customer = await findCustomerByEmail(tx, email);
    if (!customer || !(await mayMailVisitorRecipient(tx, customer.email, 'password-reset', now))) return;
    // Only the newest link works: an older mail lying in the mailbox grants nothing.
    await retireCodes(tx, customer.id, 'reset_password', now);
    const { code, expiresAt } = await issueCode(tx, customer.id, 'reset_password', now);
    await enqueueMail(tx, {
      to: customer.email,
      locale: customer.locale,
      template: 'reset-password',
      data: {
        firstName: customer.firstName,
        link: resetPasswordLink(publicUrl, code, expiresAt, customer.email),
        expiresInMinutes: CODE_LIFETIME_MS.reset_password / 60_000,
      },
    });
  });
}

/**
 * Sets a new password from a reset link, once. Following the link proves the mailbox is the
 * customer's, so it also confirms the address and lifts a sign-in lock; every session ends,
 * in case someone else was signed in.
 */
export async function resetPassword(db: Database, input: { email: string; code: string; password: string }): Promise<void> {
  const codeHash = hashToken(input.code);
  const found = await findUsableCode(db, 'reset_password', codeHash, new Date());
  if (!found || !sameEmail(found.customer.email, input.email)) throw invalidCode();
  // Hashed outside the transaction: it takes tens of milliseconds the database need not wait for.
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const { customer } = found;
  await db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, found.id, now))) throw invalidCode();
    await updateCustomer(tx, customer.id, { passwordHash, emailConfirmedAt: customer.emailConfirmedAt ?? now });
    if (!customer.emailConfirmedAt) await onAddressProven(tx, customer);
    await deleteCustomerSessions(tx, customer.id);
    await clearFailures(tx, 'customer', emailKey(customer.email));
  });
}
