import type { DbOrTx } from '../../../db/client';
import { emailKey } from '../../../domain/accounts/fields';
import { failureWindowStart, isLockedOut } from '../../../domain/accounts/sign-in-lockout';
import { decoyHash, verifyPassword } from '../../security/passwords';
import { accountLocked, emailNotConfirmed, invalidCredentials, wrongPassword } from './failures';
import { countFailuresSince, findCustomerByEmail, recordFailure, type CustomerRow } from './repo';

/**
 * Checks a password typed for an address, under the cap on failed attempts per address: a
 * capped address is refused before its password is even looked at. An unknown address costs
 * the same hashing work as a known one, so timing does not reveal which addresses exist.
 */
async function checkPassword(db: DbOrTx, email: string, password: string, customer: CustomerRow | undefined): Promise<boolean> {
  const identifier = emailKey(email);
  const now = new Date();
  if (isLockedOut(await countFailuresSince(db, identifier, failureWindowStart(now)))) throw accountLocked();
  const valid = await verifyPassword(customer?.passwordHash ?? (await decoyHash()), password);
  if (customer && valid) return true;
  await recordFailure(db, identifier, failureWindowStart(now));
  return false;
}

/** The customer behind a sign-in form; only confirmed accounts sign in. */
export async function authenticate(db: DbOrTx, email: string, password: string): Promise<CustomerRow> {
  const customer = await findCustomerByEmail(db, email);
  const valid = await checkPassword(db, email, password, customer);
  if (!customer || !valid) throw invalidCredentials();
  // Only said after the right password, so it tells nothing to someone who does not have it.
  if (!customer.emailConfirmedAt) throw emailNotConfirmed();
  return customer;
}

/**
 * The signed-in customer's own password, asked again before changing the password or deleting
 * the account: a borrowed session is not enough. Its failures count towards the same cap.
 */
export async function confirmOwnPassword(db: DbOrTx, customer: CustomerRow, password: string, field: string): Promise<void> {
  if (!(await checkPassword(db, customer.email, password, customer))) throw wrongPassword(field);
}
