import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { authFailures, customerAddresses, customers, customerTokens, mailOutbox, newsletterSubscribers, orders, sessions } from '../../../db/schema';
import { subscribeToNewsletter } from '../newsletter/service';
import { callApi, customerRow, expectMessage, expectRefusal, rowCounts, sessionCookie } from './api-test-kit';

const OLD = 'ancien mot de passe';
const NEW = 'nouveau mot de passe';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => callApi(t.app, '/account/login', { body: { email, password } });
const account = (cookie: string | undefined) => callApi(t.app, '/account', { method: 'GET', cookie });
const changePassword = (cookie: string | undefined, body: unknown) => callApi(t.app, '/account/password', { method: 'PUT', cookie, body });
const deleteAccount = (cookie: string | undefined, body: unknown) => callApi(t.app, '/account', { method: 'DELETE', cookie, body });

describe('password change', () => {
  it('needs the current password; refused, it changes nothing', async () => {
    const customer = await insertCustomer(t.db, { password: OLD });
    const cookie = await signInAs(t.db, customer.id);
    const answer = await changePassword(cookie, { currentPassword: 'pas le bon', newPassword: NEW });
    expectRefusal(answer, 400, 'wrong_password', 'account:errors.wrongPassword', 'fr', 'currentPassword');
    expect(await customerRow(t.db, customer.id)).toEqual(customer);
    expect((await account(cookie)).statusCode).toBe(200);
  });

  it('signs out every other session and keeps this browser signed in under a new session id', async () => {
    const customer = await insertCustomer(t.db, { password: OLD });
    const elsewhere = await signInAs(t.db, customer.id);
    const here = sessionCookie(await signIn(customer.email, OLD));

    const answer = await changePassword(here, { currentPassword: OLD, newPassword: NEW });
    expectMessage(answer, 200, 'account:messages.passwordChanged');
    const renewed = sessionCookie(answer);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(here);

    expect((await account(renewed)).statusCode).toBe(200);
    expect((await account(here)).statusCode).toBe(401);
    expect((await account(elsewhere)).statusCode).toBe(401);
    expect(await t.db.$count(sessions, eq(sessions.customerId, customer.id))).toBe(1);
    expect((await signIn(customer.email, OLD)).statusCode).toBe(401);
    expect((await signIn(customer.email, NEW)).statusCode).toBe(200);
  });

  it('after 10 wrong current passwords, refuses password changes for a while, yet signing in still works', async () => {
    const customer = await insertCustomer(t.db, { password: OLD });
    const cookie = await signInAs(t.db, customer.id);
    // From a new IP each time: the guesser holds a session, and hopping addresses does not help.
    for (let i = 0; i < 10; i++) expect((await changePassword(cookie, { currentPassword: `essai ${i}`, newPassword: NEW })).statusCode).toBe(400);
    expectRefusal(
      await changePassword(cookie, { currentPassword: OLD, newPassword: NEW }),
      429,
      'sign_in_throttled',
      'account:errors.signInThrottled',
    );
    expectRefusal(await deleteAccount(cookie, { password: OLD }), 429, 'sign_in_throttled', 'account:errors.signInThrottled');
    expect(await customerRow(t.db, customer.id)).toEqual(customer);
    // Those failures came through a session: the sign-in form, from anywhere, is not held by them.
    expect((await signIn(customer.email, OLD)).statusCode).toBe(200);
  });
});

describe('account deletion', () => {
  it('needs the password; refused, it erases nothing', async () => {
    const customer = await insertCustomer(t.db, { password: OLD });
    const cookie = await signInAs(t.db, customer.id);
    const before = await rowCounts(t.db);
    const answer = await deleteAccount(cookie, { password: 'pas le bon' });
    expectRefusal(answer, 400, 'wrong_password', 'account:errors.wrongPassword', 'fr', 'password');
    // Only the failed attempt is recorded.
    expect(await rowCounts(t.db)).toEqual({ ...before, authFailures: before.authFailures + 1 });
    expect(await customerRow(t.db, customer.id)).toEqual(customer);
  });

  it('erases the customer, addresses, sessions, codes and newsletter subscription, keeps orders without the link, and signs out everywhere', async () => {
    const customer = await insertCustomer(t.db, { email: 'Partante@Exemple.fr', password: OLD });
    const neighbour = await insertCustomer(t.db, { password: OLD });
    const elsewhere = await signInAs(t.db, customer.id);
    const here = sessionCookie(await signIn(customer.email, OLD));
    await signIn(customer.email, 'une erreur de frappe');
    await subscribeToNewsletter(t.db, { email: customer.email, locale: 'fr', customerId: customer.id });
    await callApi(t.app, '/account/password/forgot', { body: { email: customer.email } });
    const address = {
      firstName: 'Zoé',
      lastName: 'Martin',
      email: customer.email,
      phone: '0612345678',
      line1: '1 rue de la Paix',
      city: 'Paris',
      zip: '75002',
    };
    await t.db.insert(customerAddresses).values([
      { ...address, customerId: customer.id },
      { ...address, customerId: neighbour.id },
    ]);
    const snapshot = { ...address, line2: '', country: 'FR' };
    const [order] = await t.db
      .insert(orders)
      .values({
        number: 'A-0001',
        customerId: customer.id,
        email: customer.email,
        deliveryAddress: snapshot,
        billingAddress: snapshot,
        subtotalCents: 2990,
        shippingCents: 599,
        totalCents: 3589,
        weightGrams: 200,
      })
      .returning();

    const answer = await deleteAccount(here, { password: OLD });
    expect(answer.statusCode).toBe(204);
    expect(answer.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: '' });

    expect(await customerRow(t.db, customer.id)).toBeUndefined();
    expect(await t.db.$count(customerAddresses, eq(customerAddresses.customerId, customer.id))).toBe(0);
    expect(await t.db.$count(sessions, eq(sessions.customerId, customer.id))).toBe(0);
    expect(await t.db.$count(customerTokens, eq(customerTokens.customerId, customer.id))).toBe(0);
    expect(await t.db.$count(newsletterSubscribers, sql`lower(${newsletterSubscribers.email}) = 'partante@exemple.fr'`)).toBe(0);
    expect(await t.db.$count(authFailures, eq(authFailures.identifier, 'partante@exemple.fr'))).toBe(0);
    expect(await t.db.$count(mailOutbox, sql`lower(${mailOutbox.to}) = 'partante@exemple.fr'`)).toBe(0);
    expect(await t.db.select({ customerId: orders.customerId, email: orders.email }).from(orders).where(eq(orders.id, order!.id))).toEqual([
      { customerId: null, email: customer.email },
    ]);

    for (const cookie of [here, elsewhere]) expect((await account(cookie)).statusCode).toBe(401);
    expect((await signIn(customer.email, OLD)).statusCode).toBe(401);
    // Nobody else loses anything.
    expect(await t.db.$count(customers, eq(customers.id, neighbour.id))).toBe(1);
    expect(await t.db.$count(customerAddresses, eq(customerAddresses.customerId, neighbour.id))).toBe(1);
  });
});
