import type { Database } from '../../src/db/client';
import { customers, sessions } from '../../src/db/schema';
import { CUSTOMER_SESSION_COOKIE } from '../../src/server/features/sessions/plugin';
import { ABSOLUTE_TIMEOUT_MS } from '../../src/server/features/sessions/policy';
import { hashPassword } from '../../src/server/security/passwords';
import { hashToken, newToken } from '../../src/server/security/tokens';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerFixture = Partial<typeof customers.$inferInsert> & {
  /** Hashed with argon2id when given (for sign-in tests); otherwise the account has a hash no password matches. */
  password?: string;
};

/** Each test file has its own database, so a counter keeps e-mail addresses unique. */
let sequence = 0;

/** A confirmed customer, French-speaking unless told otherwise. */
export async function insertCustomer(db: Database, { password, ...values }: CustomerFixture = {}): Promise<CustomerRow> {
  const n = ++sequence;
  const [row] = await db
    .insert(customers)
    .values({
      email: `client${n}@exemple.fr`,
      firstName: `Prénom${n}`,
      lastName: `Nom${n}`,
      passwordHash: password === undefined ? 'no password matches this hash' : await hashPassword(password),
      locale: 'fr',
      emailConfirmedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

/**
 * Signs the customer in without going through the sign-in form: a session row is written the
 * way the session plugin writes it, and the `cookie` header that carries it is returned, for
 * `app.inject({ headers: { cookie } })`.
 */
export async function signInAs(db: Database, customerId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ idHash: hashToken(token), customerId, expiresAt: new Date(Date.now() + ABSOLUTE_TIMEOUT_MS) });
  return `${CUSTOMER_SESSION_COOKIE}=${token}`;
}
