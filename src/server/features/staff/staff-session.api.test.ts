import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { orders, sessions } from '../../../db/schema';
import { SIGN_IN_THROTTLE } from '../../../domain/accounts/sign-in-throttle';
import { hashToken } from '../../security/tokens';
import { expectMessage, expectRefusal, freshIp, lastMailTo, linkIn, mailsTo } from '../accounts/api-test-kit';

const PASSWORD = 'mot de passe de l’équipe';
const NEW_PASSWORD = 'un tout nouveau mot de passe';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Call = { method?: InjectOptions['method']; body?: Record<string, unknown>; cookie?: string; ip?: string; acceptLanguage?: string };
const call = (path: string, { method = 'GET', body, cookie, ip = freshIp(), acceptLanguage = 'en' }: Call = {}) =>
  t.app.inject({
    method,
    url: path,
    remoteAddress: ip,
    headers: { 'accept-language': acceptLanguage, ...(cookie ? { cookie } : {}) },
    ...(body ? { payload: body } : {}),
  });
const signIn = (email: string, password: string, ip?: string) => call('/api/admin/session', { method: 'POST', body: { email, password }, ip });
const whoAmI = (cookie: string) => call('/api/admin/session', { cookie });

/** The staff cookie a response sets, as a `cookie` request header. */
function staffCookie(response: Awaited<ReturnType<typeof call>>): string {
  const cookie = response.cookies.find((c) => c.name === 'staff_sid');
  expect(cookie?.value, 'a staff_sid cookie').toBeTruthy();
  return `staff_sid=${cookie!.value}`;
}

describe('staff sign-in', () => {
  it('signs an administrator in with an HttpOnly, SameSite=Strict cookie of its own; who-am-I answers from it', async () => {
    const member = await insertStaff(t.db, 'admin', { password: PASSWORD });
    const answer = await signIn(member.email.toUpperCase(), PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ staff: { firstName: member.firstName, lastName: member.lastName, email: member.email, role: 'admin' } });
    const cookie = answer.cookies.find((c) => c.name === 'staff_sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // No customer cookie: the staff member is not signed in to the storefront.
    expect(answer.cookies.map((c) => c.name)).toEqual(['staff_sid']);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(cookie.value)));
    expect(row).toMatchObject({ staffId: member.id, customerId: null });

    const me = await whoAmI(`staff_sid=${cookie.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ staff: expect.objectContaining({ email: member.email, role: 'admin' }) });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('accepts the login as well as the e-mail address, and tells a collaborator so', async () => {
    const member = await insertStaff(t.db, 'collaborator', { password: PASSWORD, login: 'julien.m@atelier.test' });
    const answer = await signIn('Julien.M@atelier.test', PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().staff.role).toBe('collaborator');
    expect((await whoAmI(staffCookie(answer))).json().staff.email).toBe(member.email);
  });

  it('refuses a wrong password and an unknown login with the same French message, whatever the browser language', async () => {
    const member = await insertStaff(t.db, 'admin', { password: PASSWORD });
    expectRefusal(await signIn(member.email, 'pas le bon'), 401, 'invalid_credentials', 'back:errors.invalidCredentials', 'fr');
    expectRefusal(await signIn('personne@atelier.test', PASSWORD), 401, 'invalid_credentials', 'back:errors.invalidCredentials', 'fr');
    const english = await call('/api/admin/session?lang=en', { method: 'POST', body: { email: member.email, password: 'non' } });
    expectRefusal(english, 401, 'invalid_credentials', 'back:errors.invalidCredentials', 'en');
  });

  it('throttles a source after ten failures for the account, even with the right password; another source still signs in', async () => {
    const member = await insertStaff(t.db, 'admin', { password: PASSWORD });
    const guesser = freshIp();
    for (let i = 0; i < SIGN_IN_THROTTLE.sourceLimit; i++) expect((await signIn(member.email, `essai ${i}`, guesser)).statusCode).toBe(401);
    expectRefusal(await signIn(member.email, PASSWORD, guesser), 429, 'sign_in_throttled', 'account:errors.signInThrottled', 'fr');
    expect((await signIn(member.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('does not let a customer with the same address and password into the back office, nor their failures count for staff', async () => {
    const member = await insertStaff(t.db, 'admin', { password: PASSWORD });
    await insertCustomer(t.db, { email: member.email, password: 'celui du client' });
    expect((await signIn(member.email, 'celui du client')).statusCode).toBe(401);
    expect((await signIn(member.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('separate identities', () => {
  it("refuses a customer's session on the back office, in either cookie", async () => {
    const customer = await insertCustomer(t.db);
    const customerCookie = await signInAs(t.db, customer.id);
    expectRefusal(await whoAmI(customerCookie), 401, 'staff_not_signed_in', 'back:errors.notSignedIn');
    const token = customerCookie.split('=')[1];
    expectRefusal(await whoAmI(`staff_sid=${token}`), 401, 'staff_not_signed_in', 'back:errors.notSignedIn');
  });

  it("refuses a staff session on the customer's endpoints, in either cookie", async () => {
    const member = await insertStaff(t.db, 'admin');
    const cookie = await signInStaffAs(t.db, member.id);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    expect((await call('/api/store/account', { cookie })).statusCode).toBe(401);
    expect((await call('/api/store/account', { cookie: `sid=${cookie.split('=')[1]}` })).statusCode).toBe(401);
    expect((await call('/api/store/orders', { cookie: `sid=${cookie.split('=')[1]}` })).statusCode).toBe(401);
  });
});

describe('staff sign-out', () => {
  it('deletes the session: the old cookie opens nothing, and signing out again is harmless', async () => {
    const member = await insertStaff(t.db, 'collaborator', { password: PASSWORD });
    const cookie = staffCookie(await signIn(member.email, PASSWORD));
    const out = await call('/api/admin/session', { method: 'DELETE', cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'staff_sid')?.value).toBe('');
    expect(await t.db.select().from(sessions).where(eq(sessions.staffId, member.id))).toEqual([]);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect((await call('/api/admin/session', { method: 'DELETE', cookie })).statusCode).toBe(204);
  });
});

describe('staff password reset by mail', () => {
  const forgot = (email: string) => call('/api/admin/session/password/forgot', { method: 'POST', body: { email } });
  const reset = (body: { email: string; code: string; password: string }) => call('/api/admin/session/password/reset', { method: 'POST', body });

  it('mails a one-hour link to the back-office sign-in page; the new password replaces the old, once, and every session ends', async () => {
    const member = await insertStaff(t.db, 'admin', { password: PASSWORD });
    const earlier = await signInStaffAs(t.db, member.id);
    expectMessage(await forgot(member.email), 202, 'back:messages.resetRequested', 'fr');
    const mail = await lastMailTo(t.db, member.email);
    expect(mail).toMatchObject({ template: 'staff-reset-password', locale: 'fr' });
    const link = linkIn(mail, '/back/login');
    expect(link.searchParams.get('mode')).toBe('reset');
    expect(Number(link.searchParams.get('time')) - Date.now()).toBeGreaterThan(59 * 60_000);
    const code = link.searchParams.get('code')!;

    expectMessage(await reset({ email: member.email, code, password: NEW_PASSWORD }), 200, 'back:messages.passwordReset', 'fr');
    expectRefusal(await reset({ email: member.email, code, password: 'encore un autre' }), 400, 'invalid_code', 'errors:linkExpired', 'fr');
    expect((await whoAmI(earlier)).statusCode).toBe(401);
    expect((await signIn(member.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same for an address no staff member has, and mails nothing; a customer gets no staff link', async () => {
    const customer = await insertCustomer(t.db);
    expectMessage(await forgot('inconnu@atelier.test'), 202, 'back:messages.resetRequested', 'fr');
    expectMessage(await forgot(customer.email), 202, 'back:messages.resetRequested', 'fr');
    expect(await mailsTo(t.db, 'inconnu@atelier.test')).toEqual([]);
    expect(await mailsTo(t.db, customer.email)).toEqual([]);
  });

  it("refuses a link for another address, and a customer's reset code", async () => {
    const member = await insertStaff(t.db, 'admin', { password: PASSWORD });
    await forgot(member.email);
    const code = linkIn(await lastMailTo(t.db, member.email), '/back/login').searchParams.get('code')!;
    expectRefusal(await reset({ email: 'autre@atelier.test', code, password: NEW_PASSWORD }), 400, 'invalid_code', 'errors:linkExpired', 'fr');
    expect((await signIn(member.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('sidebar figures', () => {
  it('counts the paid orders nobody has opened, not the unpaid ones nor the opened ones', async () => {
    const member = await insertStaff(t.db, 'collaborator');
    const cookie = await signInStaffAs(t.db, member.id);
    const before = (await call('/api/admin/sidebar', { cookie })).json().unconsultedOrders;
    await insertOrder(t.db, { status: 'pending' });
    await insertOrder(t.db, { status: 'shipped' });
    await insertOrder(t.db, { status: 'awaiting_payment' });
    const opened = await insertOrder(t.db, { status: 'pending' });
    await t.db.update(orders).set({ isConsulted: true }).where(eq(orders.id, opened.id));
    expect((await call('/api/admin/sidebar', { cookie })).json()).toEqual({ unconsultedOrders: before + 2 });
  });
});
