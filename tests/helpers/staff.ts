import type { Database } from '../../src/db/client';
import { sessions, staff } from '../../src/db/schema';
import type { StaffRole } from '../../src/domain/staff/staff';
import { STAFF_ABSOLUTE_TIMEOUT_MS } from '../../src/server/features/sessions/policy';
import { STAFF_SESSION_COOKIE } from '../../src/server/features/sessions/staff-plugin';
import { hashPassword } from '../../src/server/security/passwords';
import { hashToken, newToken } from '../../src/server/security/tokens';

export type StaffRow = typeof staff.$inferSelect;

let sequence = 0;

/** A staff member of that role; with `password`, hashed with argon2id for sign-in tests. */
export async function insertStaff(
  db: Database,
  role: StaffRole,
  { password, ...values }: Partial<typeof staff.$inferInsert> & { password?: string } = {},
) {
  const n = ++sequence;
  const email = `equipe${n}@atelier.test`;
  const [row] = await db
    .insert(staff)
    .values({
      login: email,
      email,
      role,
      firstName: `Prénom${n}`,
      lastName: `Nom${n}`,
      passwordHash: password === undefined ? 'no password matches this hash' : await hashPassword(password),
      ...values,
    })
    .returning();
  return row!;
}

/** A staff session written the way the staff session plugin writes it; returns the `cookie` header that carries it. */
export async function signInStaffAs(db: Database, staffId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ idHash: hashToken(token), staffId, expiresAt: new Date(Date.now() + STAFF_ABSOLUTE_TIMEOUT_MS) });
  return `${STAFF_SESSION_COOKIE}=${token}`;
}
