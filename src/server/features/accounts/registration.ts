import type { Database, DbOrTx } from '../../../db/client';
import { sameEmail } from '../../../domain/accounts/fields';
import { confirmRegistrationLink, forgotPasswordLink, signInLink } from '../../../domain/accounts/links';
import type { RegisterInput } from '../../../domain/accounts/schemas';
import type { Locale } from '../../../domain/locale';
import { enqueueMail, mayMailVisitorRecipient } from '../../mail';
import { hashPassword } from '../../security/passwords';
import { hashToken } from '../../security/tokens';
import { subscribeToNewsletter } from '../newsletter/service';
import { attachGuestOrders } from '../orders/repo';
import { issueCode } from './codes';
import { isUniqueViolation } from '../../../db/unique-violation';
import { invalidCode } from './failures';
import {
  confirmCustomerEmail,
  findCustomerByEmail,
  findSpentCode,
  findUsableCode,
  insertCustomer,
  retireCodes,
  updateCustomer,
  type CustomerRow,
} from './repo';

/**
 * Sign-up. The answer never tells whether the address already has an account: a new address
 * gets an unconfirmed account and a confirmation mail; a confirmed one gets a mail saying it
 * already has an account; an unconfirmed one is registered again (the latest sign-up wins,
 * and the links of earlier ones stop working, so a stranger who signed up first with that
 * address cannot choose the password its owner will confirm).
 */
export async function register(db: Database, input: RegisterInput, locale: Locale, publicUrl: string): Promise<void> {
  // Hashed whatever the address, so the answer takes as long for a known address as for a new one.
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const pending = { firstName: input.firstName, lastName: input.lastName, passwordHash, locale, acceptsNewsletter: input.newsletter };
  try {
    await db.transaction(async (tx) => {
      const existing = await findCustomerByEmail(tx, input.email);
      // Past the address's mail budget nothing changes, so the link already mailed still works.
      const mayMail = await mayMailVisitorRecipient(tx, input.email, 'sign-up', now);
      if (existing && !mayMail) return;
      if (existing?.emailConfirmedAt) {
        await enqueueMail(tx, {
          to: existing.email,
          locale: existing.locale,
          template: 'account-exists',
          data: { firstName: existing.firstName, signInLink: signInLink(publicUrl), resetLink: forgotPasswordLink(publicUrl, existing.email) },
        });
        return;
      }
      let customer: CustomerRow;
      if (existing) {
        // A repeated sign-up may subscribe, not unsubscribe: leaving the newsletter has its own page.
        pending.acceptsNewsletter ||= existing.acceptsNewsletter;
        await updateCustomer(tx, existing.id, pending);
        await retireCodes(tx, existing.id, 'confirm_email', now);
        customer = { ...existing, ...pending };
      } else {
        customer = await insertCustomer(tx, { ...pending, email: input.email });
      }
      // The newsletter wish is kept on the account; the subscription starts once the address is
      // confirmed (onAddressProven), so nobody is mailed news for an address they never proved.
      // A new account past its address's mail budget waits for "send the link again".
      if (mayMail) await sendConfirmation(tx, customer, now, publicUrl);
    });
  } catch (error) {
    // Two sign-ups for one new address at once: the other created the account and sent its mail.
    if (!isUniqueViolation(error, 'customers_email_unique')) throw error;
  }
}

/** Sends the confirmation link again to an account that still needs it, within its mail budget; silent otherwise. */
export async function resendConfirmation(db: Database, email: string, publicUrl: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const customer = await findCustomerByEmail(tx, email);
    if (customer && !customer.emailConfirmedAt && (await mayMailVisitorRecipient(tx, customer.email, 'sign-up', now))) {
      await sendConfirmation(tx, customer, now, publicUrl);
    }
  });
}

async function sendConfirmation(tx: DbOrTx, customer: CustomerRow, now: Date, publicUrl: string): Promise<void> {
  const { code } = await issueCode(tx, customer.id, 'confirm_email', now);
  await enqueueMail(tx, {
    to: customer.email,
    locale: customer.locale,
    template: 'confirm-registration',
    data: { firstName: customer.firstName, link: confirmRegistrationLink(publicUrl, code, customer.email) },
  });
}

/**
 * The link of the confirmation mail: activates the account, once. Opened again when the
 * account is active (in another browser, on another device), it says so rather than "this
 * link does not work"; only a code mailed for that very account and already spent gets that
 * answer, so a wrong code, another address or an account still waiting learn nothing.
 */
export async function confirmRegistration(db: Database, input: { email: string; code: string }): Promise<{ alreadyActive: boolean }> {
  const now = new Date();
  const codeHash = hashToken(input.code);
  return db.transaction(async (tx) => {
    const found = await findUsableCode(tx, 'confirm_email', codeHash, now);
    if (found && sameEmail(found.customer.email, input.email)) {
      // False when a password reset activated the account first: nothing is left to do.
      const activated = await confirmCustomerEmail(tx, found.customer.id, now);
      await retireCodes(tx, found.customer.id, 'confirm_email', now);
      if (activated) await onAddressProven(tx, found.customer);
      return { alreadyActive: !activated };
    }
    const spent = await findSpentCode(tx, 'confirm_email', codeHash);
    if (spent?.customer.emailConfirmedAt && sameEmail(spent.customer.email, input.email)) return { alreadyActive: true };
    throw invalidCode();
  });
}

/**
 * What comes with an address once it is proven to be the customer's (first confirmation, or a
 * reset link followed before it): the newsletter subscription asked for at sign-up, and the
 * orders placed as a guest with that address. Never at mere sign-up: anyone may type an address.
 */
export async function onAddressProven(tx: DbOrTx, customer: CustomerRow): Promise<void> {
  if (customer.acceptsNewsletter) await subscribeToNewsletter(tx, { email: customer.email, locale: customer.locale, customerId: customer.id });
  await attachGuestOrders(tx, customer.id, customer.email);
}
