import type { Database } from '../../../db/client';
import { CODE_LIFETIME_MS, codeExpiry } from '../../../domain/accounts/codes';
import { emailKey, sameEmail } from '../../../domain/accounts/fields';
import type { Locale } from '../../../domain/locale';
import { staffResetPasswordLink } from '../../../domain/staff/links';
import { enqueueMail, mayMailVisitorRecipient } from '../../mail';
import { hashPassword } from '../../security/passwords';
import { hashToken, newToken } from '../../security/tokens';
import { invalidCode } from '../accounts/failures';
import { clearFailures } from '../accounts/repo';
import { deleteStaffSessions } from '../sessions/repo';
import {
  findStaffByLogin,
  findUsableStaffCode,
  insertStaffCode,
  markStaffCodeUsed,
  retireStaffCodes,
  updateStaffPassword,
  type StaffRow,
} from './repo';

/**
 * Mails a reset link to a staff member's address (found by login or e-mail), within the staff
 * resets' own per-recipient mail budget (ADR 31); the caller answers the same either way, so
 * the form tells nobody which addresses belong to the staff. Staff have no stored language:
 * the mail is in the language of the page that asked.
 */
export async function requestStaffPasswordReset(db: Database, login: string, locale: Locale, publicUrl: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const member = await findStaffByLogin(tx, login);
    if (!member || !(await mayMailVisitorRecipient(tx, member.email, 'staff-password-reset', now))) return;
    // A pending invitation stays valid: anyone may ask for a reset link, and it must not cancel the invitation.
    await retireStaffCodes(tx, member.id, now, 'reset_password');
    const code = newToken();
    const expiresAt = codeExpiry('reset_password', now);
    await insertStaffCode(tx, { staffId: member.id, purpose: 'reset_password', codeHash: hashToken(code), expiresAt });
    await enqueueMail(tx, {
      to: member.email,
      locale,
      template: 'staff-reset-password',
      data: {
        firstName: member.firstName,
        link: staffResetPasswordLink(publicUrl, code, expiresAt, member.email),
        expiresInMinutes: CODE_LIFETIME_MS.reset_password / 60_000,
      },
    });
  });
}

/**
 * Sets a new password from a reset link, once; every staff session of that member ends (in
 * case someone else was signed in) and their failed sign-ins are forgotten.
 */
export async function resetStaffPassword(db: Database, input: { email: string; code: string; password: string }): Promise<void> {
  const found = await findUsableStaffCode(db, hashToken(input.code), 'reset_password', new Date());
  if (!found || !sameEmail(found.staff.email, input.email)) throw invalidCode();
  await setStaffPasswordWithCode(db, found, input.password, invalidCode);
}

/**
 * Spends a mailed code and sets the member's password with it: their other links stop working
 * (a pending invitation too: they have a password now), their sessions end and their failed
 * sign-ins are forgotten. `spent` is the refusal when a concurrent request spent the code first.
 */
export async function setStaffPasswordWithCode(
  db: Database,
  code: { id: number; staff: StaffRow },
  password: string,
  spent: () => Error,
): Promise<void> {
  // Hashed outside the transaction: it takes tens of milliseconds the database need not wait for.
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db.transaction(async (tx) => {
    if (!(await markStaffCodeUsed(tx, code.id, now))) throw spent();
    await retireStaffCodes(tx, code.staff.id, now);
    await updateStaffPassword(tx, code.staff.id, passwordHash);
    await deleteStaffSessions(tx, code.staff.id);
    await clearFailures(tx, 'staff', emailKey(code.staff.email));
  });
}
