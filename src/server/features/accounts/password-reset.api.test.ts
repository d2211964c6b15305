import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { customerTokens } from '../../../db/schema';
import { callApi, customerRow, expectMessage, expectRefusal, lastMailTo, linkIn, mailsTo, rowCounts } from './api-test-kit';

const OLD = 'ancien mot de passe';
const NEW = 'nouveau mot de passe';
const PAGE = '/reinisialisation-mot-de-passe';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, lang: 'fr' | 'en' = 'fr') => callApi(t.app, '/account/password/forgot', { body: { email }, lang });
const reset = (body: { email: string; code: string; password: string }) => callApi(t.app, '/account/password/reset', { body });
const signIn = (email: string, password: string) => callApi(t.app, '/account/login', { body: { email, password } });
const account = (cookie: string) => callApi(t.app, '/account', { method: 'GET', cookie });

/** Asks for a reset link and returns the code and e-mail it carries. */
async function requestLink(email: string) {
  expect((await forgot(email)).statusCode).toBe(202);
  const link = linkIn(await lastMailTo(t.db, email), PAGE);
  return { code: link.searchParams.get('code')!, email: link.searchParams.get('email')!, time: Number(link.searchParams.get('time')) };
}

describe('forgotten password', () => {
  it('mails a one-hour link; the new password replaces the old one and every session ends', async () => {
    const customer = await insertCustomer(t.db, { email: 'oubli@exemple.fr', password: OLD, locale: 'en' });
    const sessions = [await signInAs(t.db, customer.id), await signInAs(t.db, customer.id)];

    const answer = await forgot('OUBLI@exemple.fr', 'fr');
    expectMessage(answer, 202, 'account:messages.resetRequested', 'fr');
    const mail = await lastMailTo(t.db, customer.email);
    expect(mail).toMatchObject({ template: 'reset-password', locale: 'en' });
    const link = linkIn(mail, PAGE);
    expect(link.searchParams.get('email')).toBe(customer.email);
    const time = Number(link.searchParams.get('time'));
    expect(time - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(time - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const done = await reset({ email: customer.email, code: link.searchParams.get('code')!, password: NEW });
    expectMessage(done, 200, 'account:messages.passwordReset');
    expect(done.cookies).toEqual([]);

    expectRefusal(await signIn(customer.email, OLD), 401, 'invalid_credentials', 'account:errors.invalidCredentials');
    expect((await signIn(customer.email, NEW)).statusCode).toBe(200);
    for (const cookie of sessions) expect((await account(cookie)).statusCode).toBe(401);
  });

  it('works once', async () => {
    const customer = await insertCustomer(t.db, { password: OLD });
    const link = await requestLink(customer.email);
    expect((await reset({ ...link, password: NEW })).statusCode).toBe(200);
    expectRefusal(await reset({ ...link, password: 'troisième mot de passe' }), 400, 'invalid_code', 'errors:linkExpired');
    expect((await signIn(customer.email, NEW)).statusCode).toBe(200);
  });

  it('refuses an expired link, a link for another address and an unknown code, changing nothing', async () => {
    const customer = await insertCustomer(t.db, { password: OLD });
    const other = await insertCustomer(t.db, { password: OLD });
    const link = await requestLink(customer.email);
    const before = await customerRow(t.db, customer.id);

    expectRefusal(await reset({ ...link, email: other.email, password: NEW }), 400, 'invalid_code', 'errors:linkExpired');
    expectRefusal(await reset({ ...link, code: 'x'.repeat(43), password: NEW }), 400, 'invalid_code', 'errors:linkExpired');
    await t.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(customerTokens.customerId, customer.id), eq(customerTokens.purpose, 'reset_password')));
    const expired = await callApi(t.app, '/account/password/reset', { body: { ...link, password: NEW }, lang: 'en' });
    expectRefusal(expired, 400, 'invalid_code', 'errors:linkExpired', 'en');

    expect(await customerRow(t.db, customer.id)).toEqual(before);
    expect(await customerRow(t.db, other.id)).toMatchObject({ passwordHash: other.passwordHash });
  });

  it('only lets the newest link work', async () => {
    const customer = await insertCustomer(t.db, { password: OLD });
    const first = await requestLink(customer.email);
    const second = await requestLink(customer.email);
    expectRefusal(await reset({ ...first, password: NEW }), 400, 'invalid_code', 'errors:linkExpired');
    expect((await reset({ ...second, password: NEW })).statusCode).toBe(200);
  });

  it('answers an unknown address the same way and mails nobody', async () => {
    const customer = await insertCustomer(t.db, { password: OLD });
    const known = await forgot(customer.email);
    const before = await rowCounts(t.db);
    const unknown = await forgot('inconnu@exemple.fr');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await mailsTo(t.db, 'inconnu@exemple.fr')).toEqual([]);
  });

  it('confirms an account that never was and lifts a sign-in hold: the link proves the mailbox is the customer’s', async () => {
    const customer = await insertCustomer(t.db, { password: OLD, emailConfirmedAt: null });
    const ip = '192.0.2.50';
    const signInFrom = (password: string) => callApi(t.app, '/account/login', { body: { email: customer.email, password }, ip });
    for (let i = 0; i < 10; i++) expect((await signInFrom(`essai ${i}`)).statusCode).toBe(401);
    expectRefusal(await signInFrom(OLD), 429, 'sign_in_throttled', 'account:errors.signInThrottled');

    const link = await requestLink(customer.email);
    expect((await reset({ ...link, password: NEW })).statusCode).toBe(200);
    expect((await customerRow(t.db, customer.id))!.emailConfirmedAt).not.toBeNull();
    expect((await signInFrom(NEW)).statusCode).toBe(200);
  });
});
