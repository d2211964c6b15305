import type { DbOrTx } from '../../../db/client';
import { emailKey } from '../../../domain/accounts/fields';
import { failureSource } from '../../../domain/accounts/sign-in-throttle';
import { HttpError } from '../../errors';
import { checkThrottledPassword } from '../accounts/sign-in';
import { findStaffByLogin, type StaffRow } from './repo';

export const invalidStaffCredentials = () => new HttpError(401, 'invalid_credentials', 'back:errors.invalidCredentials');

/**
 * The staff member behind a sign-in form sent from `ip` (a member whose invitation is pending
 * has no password: nothing opens their account until they choose one), under the customers' throttling rules
 * (ADR 8) in the staff realm of the same failures table. Failures count per account (its
 * e-mail, whether the login or the e-mail was typed) and per source.
 */
export async function authenticateStaff(db: DbOrTx, login: string, password: string, ip: string): Promise<StaffRow> {
  const member = await findStaffByLogin(db, login);
  const identifier = emailKey(member?.email ?? login);
  if (!(await checkThrottledPassword(db, 'staff', identifier, member?.passwordHash ?? undefined, password, failureSource(ip))) || !member) {
    throw invalidStaffCredentials();
  }
  return member;
}
