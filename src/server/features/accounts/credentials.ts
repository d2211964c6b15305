import type { Database } from '../../../db/client';
import { emailKey } from '../../../domain/accounts/fields';
import { hashPassword } from '../../security/passwords';
import { forgetCustomerAlerts } from '../back-in-stock/repo';
import { unsubscribeCustomer } from '../newsletter/service';
import { deleteCustomerSessions } from '../sessions/repo';
import { clearFailures, deleteCustomer, updateCustomer, type CustomerRow } from './repo';
import { confirmOwnPassword } from './sign-in';
import { forgetMailsTo } from '../../mail';

/**
 * Changes the password after checking the current one, and signs out every session: whoever
 * may have learnt the old password is out. The caller then gives this browser a new session.
 */
export async function changePassword(db: Database, customer: CustomerRow, input: { currentPassword: string; newPassword: string }): Promise<void> {
  await confirmOwnPassword(db, customer, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updateCustomer(tx, customer.id, { passwordHash });
    await deleteCustomerSessions(tx, customer.id);
  });
}

/**
 * Erases the account after checking its password: the customer row goes, and with it (by the
 * schema's cascades) addresses, sessions, codes and cart; orders and invoices the shop must keep
 * lose their link to the person. The newsletter subscription, the back-in-stock alerts and the
 * record of failed sign-ins (they hold the address) go too.
 */
export async function deleteAccount(db: Database, customer: CustomerRow, password: string): Promise<void> {
  await confirmOwnPassword(db, customer, password, 'password');
  await db.transaction(async (tx) => {
    await unsubscribeCustomer(tx, customer.id);
    await forgetCustomerAlerts(tx, customer);
    await forgetMailsTo(tx, customer.email);
    await deleteCustomer(tx, customer.id);
    await clearFailures(tx, 'customer', emailKey(customer.email));
  });
}
