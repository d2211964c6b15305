import type { Database, DbOrTx } from '../../../db/client';
import { confirmEmailChangeLink } from '../../../domain/accounts/links';
import { changesNothing, profileChanges, type ProfileChanges } from '../../../domain/accounts/profile-changes';
import type { ProfileInput } from '../../../domain/accounts/schemas';
import { enqueueMail } from '../../mail';
import { hashToken } from '../../security/tokens';
import { issueCode } from './codes';
import { emailTaken, invalidCode, isUniqueViolation, nothingChanged } from './failures';
import { findPendingEmail, findUsableCode, isEmailTakenByAnother, markCodeUsed, retireCodes, updateCustomer, type CustomerRow } from './repo';
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
 */
export async function updateProfile(db: Database, customer: CustomerRow, input: ProfileInput, publicUrl: string): Promise<ProfileChanges> {
  const changes = profileChanges(customer, input);
  if (changesNothing(changes)) throw nothingChanged();
  const now = new Date();
  await db.transaction(async (tx) => {
    if (changes.names) await updateCustomer(tx, customer.id, changes.names);
    if (!changes.newEmail) return;
    if (await isEmailTakenByAnother(tx, changes.newEmail, customer.id)) throw emailTaken();
    await retireCodes(tx, customer.id, 'change_email', now);
    const { code } = await issueCode(tx, customer.id, 'change_email', now, { email: changes.newEmail });
    await enqueueMail(tx, {
      to: changes.newEmail,
      locale: customer.locale,
      template: 'confirm-email-change',
      data: { firstName: changes.names?.firstName ?? customer.firstName, link: confirmEmailChangeLink(publicUrl, code) },
    });
  });
  return changes;
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
