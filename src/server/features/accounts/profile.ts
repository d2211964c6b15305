import type { Database, DbOrTx } from '../../../db/client';
import { confirmEmailChangeLink, forgotPasswordLink, signInLink } from '../../../domain/accounts/links';
import { changesNothing, profileChanges, type ProfileChanges } from '../../../domain/accounts/profile-changes';
import type { ProfileInput } from '../../../domain/accounts/schemas';
import type { Locale } from '../../../domain/locale';
import { enqueueMail, mayMailVisitorRecipient } from '../../mail';
import { hashToken } from '../../security/tokens';
import { issueCode } from './codes';
import { isUniqueViolation } from '../../../db/unique-violation';
import { emailTaken, invalidCode, nothingChanged } from './failures';
import {
  findCustomerByEmail,
  findPendingEmail,
  findUsableCode,
  isEmailTakenByAnother,
  markCodeUsed,
  retireCodes,
  updateCustomer,
  type CustomerRow,
} from './repo';
import { moveCustomerSubscription } from '../newsletter/service';

export type AccountView = { firstName: string; lastName: string; email: string; acceptsNewsletter: boolean; pendingEmail: string | null };

export async function accountView(db: DbOrTx, customer: CustomerRow): Promise<AccountView> {
  const { firstName, lastName, email, acceptsNewsletter } = customer;
  return { firstName, lastName, email, acceptsNewsletter, pendingEmail: await findPendingEmail(db, customer.id, new Date()) };
}

/**
 * Saves the personal-information form. Names change at once. A new address changes nothing
 * yet: a link is mailed to it, and the change applies when that link is followed, so a typo
 * cannot lock the customer out and nobody can attach someone else's address to an account.
 *
 * The answer and the rows written are the same whether or not another account uses the new
 * address, so the form tells nobody who is a customer: a taken address gets a pending change
 * that can never be confirmed, and its owner a mail saying someone asked for it instead of a link.
 */
export async function updateProfile(db: Database, customer: CustomerRow, input: ProfileInput, publicUrl: string): Promise<ProfileChanges> {
  const changes = profileChanges(customer, input);
  if (changesNothing(changes)) throw nothingChanged();
  const now = new Date();
  await db.transaction(async (tx) => {
    if (changes.names) await updateCustomer(tx, customer.id, changes.names);
    if (!changes.newEmail) return;
    const mayMail = await mayMailVisitorRecipient(tx, changes.newEmail, 'email-change', now);
    await retireCodes(tx, customer.id, 'change_email', now);
    const { code } = await issueCode(tx, customer.id, 'change_email', now, { email: changes.newEmail });
    // Past the address's mail budget the change still waits (the answer must not differ), unmailed.
    if (mayMail) await mailNewAddress(tx, changes.newEmail, code, customer.locale, changes.names?.firstName ?? customer.firstName, publicUrl);
  });
  return changes;
}

/** The confirmation link to a free address; to another account's address, a word to its owner. */
async function mailNewAddress(tx: DbOrTx, email: string, code: string, locale: Locale, firstName: string, publicUrl: string): Promise<void> {
  const owner = await findCustomerByEmail(tx, email);
  if (owner) {
    await enqueueMail(tx, {
      to: email,
      locale: owner.locale,
      template: 'email-in-use',
      data: { firstName: owner.firstName, signInLink: signInLink(publicUrl), resetLink: forgotPasswordLink(publicUrl, owner.email) },
    });
    return;
  }
  await enqueueMail(tx, { to: email, locale, template: 'confirm-email-change', data: { firstName, link: confirmEmailChangeLink(publicUrl, code) } });
}

/** The link mailed to a new address: makes it the account's address, once. */
export async function confirmEmailChange(db: Database, code: string): Promise<string> {
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const found = await findUsableCode(tx, 'change_email', hashToken(code), now);
      const email = found?.data?.email;
      if (!found || !email) throw invalidCode();
      // Another account may have taken the address since the link was sent.
      if (await isEmailTakenByAnother(tx, email, found.customer.id)) throw emailTaken();
      if (!(await markCodeUsed(tx, found.id, now))) throw invalidCode();
      await updateCustomer(tx, found.customer.id, { email });
      await moveCustomerSubscription(tx, found.customer.id, email);
      return email;
    });
  } catch (error) {
    // ...or be taking it at this very moment.
    if (isUniqueViolation(error, 'customers_email_unique')) throw emailTaken();
    throw error;
  }
}
