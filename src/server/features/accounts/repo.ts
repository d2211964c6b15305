import { and, desc, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { authFailures, customers, customerTokens } from '../../../db/schema';
import type { CodePurpose } from '../../../domain/accounts/codes';
import { emailKey } from '../../../domain/accounts/fields';
import { FAILURE_RETENTION_MS, historyWindows, type FailureHistory } from '../../../domain/accounts/sign-in-throttle';

export type CustomerRow = typeof customers.$inferSelect;

const byEmail = (email: string) => sql`lower(${customers.email}) = ${emailKey(email)}`;

export async function findCustomerByEmail(db: DbOrTx, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(byEmail(email));
  return row;
}

export async function findCustomerById(db: DbOrTx, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function insertCustomer(db: DbOrTx, values: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

export async function updateCustomer(db: DbOrTx, id: number, values: Partial<typeof customers.$inferInsert>): Promise<void> {
  await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id));
}

/** Confirms the address unless it already is; false when it already was (the code is then spent). */
export async function confirmCustomerEmail(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(and(eq(customers.id, id), isNull(customers.emailConfirmedAt)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function deleteCustomer(db: DbOrTx, id: number): Promise<void> {
  await db.delete(customers).where(eq(customers.id, id));
}

export async function isEmailTakenByAnother(db: DbOrTx, email: string, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(byEmail(email), ne(customers.id, customerId)));
  return row !== undefined;
}

// --- Codes sent by mail -------------------------------------------------------------------

export async function insertCode(
  db: DbOrTx,
  values: { customerId: number; purpose: CodePurpose; codeHash: string; expiresAt: Date; data?: Record<string, string> },
): Promise<void> {
  await db.insert(customerTokens).values(values);
}

/** An unused, unexpired code of that purpose, with its customer. */
export async function findUsableCode(db: DbOrTx, purpose: CodePurpose, codeHash: string, now: Date) {
  const [row] = await db
    .select({ id: customerTokens.id, data: customerTokens.data, customer: customers })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(
      and(
        eq(customerTokens.codeHash, codeHash),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
      ),
    );
  return row;
}

/** A code already spent (followed, or retired by a newer one), with its customer; expiry does not matter. */
export async function findSpentCode(db: DbOrTx, purpose: CodePurpose, codeHash: string) {
  const [row] = await db
    .select({ customer: customers })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(and(eq(customerTokens.codeHash, codeHash), eq(customerTokens.purpose, purpose), isNotNull(customerTokens.usedAt)));
  return row;
}

/** Spends a code; false when a concurrent request spent it first. */
export async function markCodeUsed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(and(eq(customerTokens.id, id), isNull(customerTokens.usedAt)))
    .returning({ id: customerTokens.id });
  return rows.length > 0;
}

/** Makes every outstanding code of that purpose unusable, so only the newest link works. */
export async function retireCodes(db: DbOrTx, customerId: number, purpose: CodePurpose, now: Date): Promise<void> {
  await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.purpose, purpose), isNull(customerTokens.usedAt)));
}

/** The address of the e-mail change waiting for confirmation, if any. */
export async function findPendingEmail(db: DbOrTx, customerId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ data: customerTokens.data })
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        eq(customerTokens.purpose, 'change_email'),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(customerTokens.id))
    .limit(1);
  return row?.data?.email ?? null;
}

// --- Failed sign-ins ------------------------------------------------------------------------

/** Customers and staff are separate identities: their failures never count for each other. */
export type AuthRealm = (typeof authFailures.$inferInsert)['realm'];

const realmFailures = (realm: AuthRealm, identifier: string) => and(eq(authFailures.realm, realm), eq(authFailures.identifier, identifier));

/** What the throttling rules need to know about this address (or staff login) and source (one query). */
export async function failureHistory(db: DbOrTx, realm: AuthRealm, identifier: string, source: string, now: Date): Promise<FailureHistory> {
  const { sourceSince, accountSince } = historyWindows(now);
  const fromSource = sql`${authFailures.source} = ${source} and ${authFailures.createdAt} > ${sourceSince}`;
  const [row] = await db
    .select({
      fromSource: sql<number>`count(*) filter (where ${fromSource})`.mapWith(Number),
      latestFromSource: sql<Date | null>`max(${authFailures.createdAt}) filter (where ${fromSource})`.mapWith(authFailures.createdAt),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(authFailures)
    .where(and(realmFailures(realm, identifier), gt(authFailures.createdAt, accountSince)));
  return { fromSource: row?.fromSource ?? 0, latestFromSource: row?.latestFromSource ?? null, total: row?.total ?? 0 };
}

/** Records a failure, and deletes every failure too old to count (they hold addresses and IPs). */
export async function recordFailure(db: DbOrTx, realm: AuthRealm, identifier: string, source: string, now: Date): Promise<void> {
  await db.insert(authFailures).values({ identifier, realm, source, createdAt: now });
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - FAILURE_RETENTION_MS)));
}

/** After a password reset (the mailbox owner is back in control) or an account deletion (personal data). */
export async function clearFailures(db: DbOrTx, realm: AuthRealm, identifier: string): Promise<void> {
  await db.delete(authFailures).where(realmFailures(realm, identifier));
}
