import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { API_TEST_MS } from '../../../../tests/timeouts';
import { authFailures, sessions } from '../../../db/schema';
import { callApi, expectRefusal, sessionCookie } from './api-test-kit';

const PASSWORD = 'le bon mot de passe';
/** 121 password checks (argon2), each a fraction of a second of one core: twice an API test's bound. */
const SIEGE_MS = 2 * API_TEST_MS;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, cookie?: string) => callApi(t.app, '/account/login', { body: { email, password }, cookie });
const account = (cookie: string | undefined) => callApi(t.app, '/account', { method: 'GET', cookie });
const failuresOf = (identifier: string) => t.db.$count(authFailures, eq(authFailures.identifier, identifier));

describe('sign-in', () => {
  it('signs a confirmed customer in with an HttpOnly, SameSite=Lax session cookie, whatever the case of the address', async () => {
    const zoe = await insertCustomer(t.db, { email: 'zoe.signin@exemple.fr', firstName: 'Zoé', lastName: 'Martin', password: PASSWORD });
    const answer = await signIn(' ZOE.Signin@exemple.fr ', PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ customer: { firstName: 'Zoé', lastName: 'Martin', email: zoe.email } });
    const sid = answer.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await account(sessionCookie(answer))).json()).toMatchObject({ email: zoe.email });
  });

  it('gives a new session id at sign-in: an id planted before is worthless after', async () => {
    const customer = await insertCustomer(t.db, { password: PASSWORD });
    const planted = await signInAs(t.db, customer.id);
    const answer = await signIn(customer.email, PASSWORD, planted);
    expect(sessionCookie(answer)).not.toBe(planted);
    expect((await account(planted)).statusCode).toBe(401);
    expect((await account(sessionCookie(answer))).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown address with the same answer, and records both', async () => {
    const customer = await insertCustomer(t.db, { email: 'Camille@Exemple.fr', password: PASSWORD });
    const wrong = await signIn(customer.email, 'pas le bon');
    const unknown = await signIn('Personne@Exemple.fr', PASSWORD);
    expectRefusal(wrong, 401, 'invalid_credentials', 'account:errors.invalidCredentials');
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.statusCode).toBe(401);
    expect(wrong.cookies).toEqual([]);
    expect([await failuresOf('camille@exemple.fr'), await failuresOf('personne@exemple.fr')]).toEqual([1, 1]);
  });
});

/**
 * The throttling policy of ADR 8: 10 failures per account and source in 15 minutes refuse that
 * source for that account; past 100 failures per account in an hour from all sources, a source
 * that has failed waits a minute between attempts. A source that has not failed is never held.
 */
describe('failed sign-ins', () => {
  const signInFrom = (ip: string, email: string, password: string, lang: 'fr' | 'en' = 'fr') =>
    callApi(t.app, '/account/login', { body: { email, password }, ip, lang });
  /** Makes the failures recorded for an address look `ms` older. */
  const age = (email: string, ms: number) =>
    t.db
      .update(authFailures)
      .set({ createdAt: sql`${authFailures.createdAt} - make_interval(secs => ${ms / 1000})` })
      .where(eq(authFailures.identifier, email));

  it(
    'cannot keep the owner out: after 120 wrong passwords from 30 sources, the owner signs in from their own',
    async () => {
      const owner = await insertCustomer(t.db, { email: 'assiegee@exemple.fr', password: PASSWORD });
      for (let source = 1; source <= 10; source++) {
        for (let i = 0; i < 10; i++) expect((await signInFrom(`198.51.100.${source}`, owner.email, `essai ${i}`)).statusCode).toBe(401);
      }
      // Past 100 failures every new source still gets its password checked.
      for (let source = 11; source <= 30; source++) expect((await signInFrom(`198.51.100.${source}`, owner.email, 'essai')).statusCode).toBe(401);
      expect(await failuresOf(owner.email)).toBe(120);
      const answer = await signIn(owner.email, PASSWORD);
      expect(answer.statusCode).toBe(200);
      expect(sessionCookie(answer)).toBeDefined();
    },
    SIEGE_MS,
  );

  it('refuses a source that failed 10 times for an account, even the right password, for 15 minutes; other sources and accounts go on', async () => {
    const target = await insertCustomer(t.db, { email: 'devinee@exemple.fr', password: PASSWORD });
    const neighbour = await insertCustomer(t.db, { password: PASSWORD });
    const guesser = '192.0.2.10';
    for (let i = 0; i < 10; i++) expect((await signInFrom(guesser, target.email, `essai ${i}`)).statusCode).toBe(401);

    const refused = await signInFrom(guesser, target.email.toUpperCase(), PASSWORD, 'en');
    expectRefusal(refused, 429, 'sign_in_throttled', 'account:errors.signInThrottled', 'en');
    expect(refused.cookies).toEqual([]);
    // Refused before the password is looked at: nothing more is recorded.
    expectRefusal(await signInFrom(guesser, target.email, 'encore'), 429, 'sign_in_throttled', 'account:errors.signInThrottled');
    expect(await failuresOf(target.email)).toBe(10);

    expect((await signInFrom(guesser, neighbour.email, PASSWORD)).statusCode).toBe(200);
    expect((await signInFrom('192.0.2.11', target.email, PASSWORD)).statusCode).toBe(200);

    await age(target.email, 15 * 60_000 + 1000);
    expect((await signInFrom(guesser, target.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 network (/64) as one source', async () => {
    const target = await insertCustomer(t.db, { email: 'reseau@exemple.fr', password: PASSWORD });
    for (let i = 1; i <= 10; i++) expect((await signInFrom(`2001:db8:5:7::${i.toString(16)}`, target.email, `essai ${i}`)).statusCode).toBe(401);
    expectRefusal(await signInFrom('2001:db8:5:7:ffff::1', target.email, PASSWORD), 429, 'sign_in_throttled', 'account:errors.signInThrottled');
    expect((await signInFrom('2001:db8:5:8::1', target.email, PASSWORD)).statusCode).toBe(200);
  });

  it('past 100 failures in an hour, makes a source that failed wait a minute between attempts, and never holds one that did not', async () => {
    const target = await insertCustomer(t.db, { email: 'pilonnee@exemple.fr', password: PASSWORD });
    await t.db
      .insert(authFailures)
      .values(Array.from({ length: 100 }, (_, i) => ({ identifier: target.email, realm: 'customer' as const, source: `203.0.113.${(i % 50) + 1}` })));
    const failing = '192.0.2.20';
    expect((await signInFrom(failing, target.email, 'essai')).statusCode).toBe(401);
    expectRefusal(await signInFrom(failing, target.email, PASSWORD), 429, 'sign_in_throttled', 'account:errors.signInThrottled');

    // The owner, from a source with no failure, is not held at all.
    expect((await signInFrom('192.0.2.21', target.email, PASSWORD)).statusCode).toBe(200);

    await age(target.email, 61_000);
    expect((await signInFrom(failing, target.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-out', () => {
  it('deletes the session and clears the cookie', async () => {
    const customer = await insertCustomer(t.db, { password: PASSWORD });
    const cookie = sessionCookie(await signIn(customer.email, PASSWORD));
    const out = await callApi(t.app, '/account/logout', { cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: '', path: '/' });
    expect((await account(cookie)).statusCode).toBe(401);
    expect(await t.db.$count(sessions, eq(sessions.customerId, customer.id))).toBe(0);
  });
});
