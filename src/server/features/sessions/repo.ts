import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { preparedPer } from '../../../db/prepared';
import { customers, sessions, staff } from '../../../db/schema';
import type { SessionCustomer } from '../../../web/context';
import type { SessionStaff } from '../../../domain/staff/staff';

export async function insertCustomerSession(db: DbOrTx, values: { idHash: string; customerId: number; expiresAt: Date; userAgent: string }) {
  await db.insert(sessions).values(values);
}

const customerSession = preparedPer((db) =>
  db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      customer: { id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName, locale: customers.locale },
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), isNotNull(sessions.customerId)))
    .prepare('find_customer_session'),
);

/** The session and its customer, in one query (every personal page and call asks it first). */
export async function findCustomerSession(db: DbOrTx, idHash: string) {
  const [row] = await customerSession(db).execute({ idHash });
  return row as { lastSeenAt: Date; expiresAt: Date; customer: SessionCustomer } | undefined;
}

export async function touchSession(db: DbOrTx, idHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: DbOrTx, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Signs a customer out everywhere (password change, account deletion). */
export async function deleteCustomerSessions(db: DbOrTx, customerId: number) {
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
}

export async function insertStaffSession(db: DbOrTx, values: { idHash: string; staffId: number; expiresAt: Date; userAgent: string }) {
  await db.insert(sessions).values(values);
}

/** A staff session and its staff member, in one query; a customer's session is never one. */
export async function findStaffSession(db: DbOrTx, idHash: string) {
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      staff: { id: staff.id, email: staff.email, firstName: staff.firstName, lastName: staff.lastName, role: staff.role },
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(and(eq(sessions.idHash, idHash), isNotNull(sessions.staffId)));
  return row as { lastSeenAt: Date; expiresAt: Date; staff: SessionStaff } | undefined;
}

/** Signs a staff member out everywhere (password reset). */
export async function deleteStaffSessions(db: DbOrTx, staffId: number) {
  await db.delete(sessions).where(eq(sessions.staffId, staffId));
}
