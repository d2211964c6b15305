import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { authFailures, sessions } from '../../../db/schema';
import { SIGN_IN_FAILURE_LIMIT } from '../../../domain/accounts/sign-in-lockout';
import { callApi, expectRefusal, sessionCookie } from './api-test-kit';

const PASSWORD = 'le bon mot de passe';

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

  it('refuses the 101st attempt of the hour even with the right password, from any IP, without touching other accounts', async () => {
    const target = await insertCustomer(t.db, { email: 'cible@exemple.fr', password: PASSWORD });
    const neighbour = await insertCustomer(t.db, { password: PASSWORD });

    // Each guess from another IP: the cap is per account, not per caller.
    for (let i = 1; i < SIGN_IN_FAILURE_LIMIT; i++) expect((await signIn(target.email, `essai ${i}`)).statusCode).toBe(401);
    // 99 failures: the owner still gets in, and a success does not wipe the count.
    expect((await signIn(target.email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(target.email, 'essai 100')).statusCode).toBe(401);
    expect(await failuresOf(target.email)).toBe(100);

    const locked = await callApi(t.app, '/account/login', { body: { email: 'CIBLE@exemple.fr', password: PASSWORD }, lang: 'en' });
    expectRefusal(locked, 429, 'account_locked', 'account:errors.accountLocked', 'en');
    expect(locked.cookies).toEqual([]);
    // Refused before the password is checked: nothing more is recorded.
    expectRefusal(await signIn(target.email, 'encore un essai'), 429, 'account_locked', 'account:errors.accountLocked');
    expect(await failuresOf(target.email)).toBe(100);

    expect((await signIn(neighbour.email, PASSWORD)).statusCode).toBe(200);

    // Failures older than an hour no longer count.
    const [oldest] = await t.db.select().from(authFailures).where(eq(authFailures.identifier, target.email)).orderBy(authFailures.id).limit(1);
    await t.db
      .update(authFailures)
      .set({ createdAt: new Date(Date.now() - 3_600_000 - 1000) })
      .where(eq(authFailures.id, oldest!.id));
    expect((await signIn(target.email, PASSWORD)).statusCode).toBe(200);
    // A hundred argon2 verifications: seconds on a busy machine.
  }, 60_000);
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
