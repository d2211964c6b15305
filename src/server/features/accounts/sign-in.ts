import type { DbOrTx } from '../../../db/client';
import { emailKey } from '../../../domain/accounts/fields';
import { failureSource, isThrottled, SIGNED_IN_SOURCE } from '../../../domain/accounts/sign-in-throttle';
import { decoyHash, verifyPassword } from '../../security/passwords';
import { emailNotConfirmed, invalidCredentials, signInThrottled, wrongPassword } from './failures';
import { failureHistory, findCustomerByEmail, recordFailure, type AuthRealm, type CustomerRow } from './repo';

/**
 * Checks a password typed for an identifier (lower-cased), under the throttling rules of ADR 8:
 * an attempt they hold back is refused before its password is even looked at. An unknown
 * identifier (no `passwordHash`) costs the same hashing work as a known one, so timing does not
 * reveal which accounts exist. Staff sign-in uses it too, in its own realm.
 */
export async function checkThrottledPassword(
  db: DbOrTx,
  realm: AuthRealm,
  identifier: string,
  passwordHash: string | undefined,
  password: string,
  source: string,
): Promise<boolean> {
  const now = new Date();
  if (isThrottled(await failureHistory(db, realm, identifier, source, now), now)) throw signInThrottled();
  const valid = await verifyPassword(passwordHash ?? (await decoyHash()), password);
  if (passwordHash !== undefined && valid) return true;
  await recordFailure(db, realm, identifier, source, now);
  return false;
}

const checkPassword = (db: DbOrTx, email: string, password: string, customer: CustomerRow | undefined, source: string) =>
  checkThrottledPassword(db, 'customer', emailKey(email), customer?.passwordHash, password, source);

/** The customer behind a sign-in form sent from `ip`; only confirmed accounts sign in. */
export async function authenticate(db: DbOrTx, email: string, password: string, ip: string): Promise<CustomerRow> {
  const customer = await findCustomerByEmail(db, email);
  const valid = await checkPassword(db, email, password, customer, failureSource(ip));
  if (!customer || !valid) throw invalidCredentials();
  // Only said after the right password, so it tells nothing to someone who does not have it.
  if (!customer.emailConfirmedAt) throw emailNotConfirmed();
  return customer;
}

/**
 * The signed-in customer's own password, asked again before changing the password or deleting
 * the account: a borrowed session is not enough. Its failures count as one source of their own
 * (whatever the IP), so they hold these actions but never the sign-in form.
 */
export async function confirmOwnPassword(db: DbOrTx, customer: CustomerRow, password: string, field: string): Promise<void> {
  if (!(await checkPassword(db, customer.email, password, customer, SIGNED_IN_SOURCE))) throw wrongPassword(field);
}
