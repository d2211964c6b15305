import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCustomer } from '../../../../tests/helpers/sessions';
import { customers, customerTokens, newsletterSubscribers } from '../../../db/schema';
import {
  callApi,
  codeIn,
  customerRow,
  expectMessage,
  expectRefusal,
  lastMailTo,
  linkIn,
  linksIn,
  mailsTo,
  rowCounts,
  sessionCookie,
} from './api-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newAddress = () => `inscription${++n}@exemple.fr`;
const registration = (email: string, values: Record<string, unknown> = {}) => ({
  firstName: 'Zoé',
  lastName: 'Martin',
  email,
  password: 'un secret solide',
  acceptTerms: true,
  newsletter: false,
  ...values,
});
const register = (body: unknown, lang: 'fr' | 'en' = 'fr') => callApi(t.app, '/account/register', { body, lang });
const confirm = (email: string, code: string) => callApi(t.app, '/account/confirm', { body: { email, code } });
const signIn = (email: string, password: string) => callApi(t.app, '/account/login', { body: { email, password } });
const byEmail = async (email: string) =>
  (
    await t.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${email})`)
  )[0];

describe('registration', () => {
  it('creates an unconfirmed account and mails a confirmation link, in the visitor’s language, that activates it once', async () => {
    const email = 'Zoe.Martin@Exemple.fr';
    const answer = await register(registration(`  ${email} `), 'en');
    expectMessage(answer, 202, 'account:messages.registered', 'en');

    const customer = await byEmail(email);
    expect(customer).toMatchObject({ email, firstName: 'Zoé', lastName: 'Martin', locale: 'en', emailConfirmedAt: null, acceptsNewsletter: false });
    expect(customer!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await lastMailTo(t.db, email);
    expect(mail).toMatchObject({ template: 'confirm-registration', locale: 'en' });
    const link = linkIn(mail, '/confirmation-inscription');
    expect(link.searchParams.get('email')).toBe(email);
    // Only the code's hash is stored.
    const code = link.searchParams.get('code')!;
    const stored = await t.db.select().from(customerTokens).where(eq(customerTokens.customerId, customer!.id));
    expect(stored.map((s) => s.purpose)).toEqual(['confirm_email']);
    expect(stored[0]!.codeHash).not.toContain(code);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47.9 * 3_600_000);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(48 * 3_600_000);

    expectRefusal(await signIn(email, 'un secret solide'), 403, 'email_not_confirmed', 'account:errors.emailNotConfirmed');

    const confirmed = await confirm(link.searchParams.get('email')!, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true, alreadyActive: false });

    const signedIn = await signIn(email.toUpperCase(), 'un secret solide');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ customer: { firstName: 'Zoé', lastName: 'Martin', email } });
    const me = await callApi(t.app, '/account', { method: 'GET', cookie: sessionCookie(signedIn) });
    expect(me.json()).toEqual({ firstName: 'Zoé', lastName: 'Martin', email, acceptsNewsletter: false, pendingEmail: null });
  });

  it('writes the confirmation mail in French for a French visitor', async () => {
    const french = newAddress();
    const english = newAddress();
    await register(registration(french), 'fr');
    await register(registration(english), 'en');
    const [fr, en] = [await lastMailTo(t.db, french), await lastMailTo(t.db, english)];
    expect([fr.locale, en.locale]).toEqual(['fr', 'en']);
    expect(fr.subject).not.toBe(en.subject);
    expect((await byEmail(french))!.locale).toBe('fr');
  });

  it('answers an address that already has an account exactly as a new one, and mails its owner instead', async () => {
    const owner = await insertCustomer(t.db, { email: 'deja.cliente@exemple.fr', password: 'mot de passe d’origine', locale: 'en' });
    const fresh = await register(registration(newAddress()));
    const before = await rowCounts(t.db);

    const known = await register(registration('DEJA.cliente@exemple.fr', { firstName: 'Intrus', password: 'autre secret 123' }));
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());

    // No account, code or newsletter row: only the mail to the owner, in the owner's language.
    expect(await rowCounts(t.db)).toEqual({ ...before, mailOutbox: before.mailOutbox + 1 });
    expect(await customerRow(t.db, owner.id)).toEqual(owner);
    const mail = await lastMailTo(t.db, owner.email);
    expect(mail).toMatchObject({ template: 'account-exists', locale: 'en' });
    const links = linksIn(mail, '/connexion').map((link) => link.search);
    expect(links).toEqual(['', `?mode=forgot&email=${encodeURIComponent(owner.email)}`]);
    expect((await signIn(owner.email, 'mot de passe d’origine')).statusCode).toBe(200);
  });

  it('registers an unconfirmed address again: the latest sign-up wins and the earlier link stops working', async () => {
    const email = newAddress();
    await register(registration(email, { firstName: 'Premier', password: 'premier secret' }));
    const first = codeIn(await lastMailTo(t.db, email), '/confirmation-inscription');
    await register(registration(email, { firstName: 'Second', password: 'second secret' }), 'en');
    const second = await lastMailTo(t.db, email);
    expect(second).toMatchObject({ template: 'confirm-registration', locale: 'en' });

    expectRefusal(await confirm(email, first), 400, 'invalid_code', 'errors:linkExpired');
    expect((await confirm(email, codeIn(second, '/confirmation-inscription'))).statusCode).toBe(200);
    // Both links went to the address's mailbox: once the account is active, either may say so.
    expect((await confirm(email, first)).json()).toEqual({ confirmed: true, alreadyActive: true });
    expectRefusal(await signIn(email, 'premier secret'), 401, 'invalid_credentials', 'account:errors.invalidCredentials');
    const signedIn = await signIn(email, 'second secret');
    expect(signedIn.json()).toMatchObject({ customer: { firstName: 'Second' } });
    expect(await t.db.$count(customers, sql`lower(${customers.email}) = ${email}`)).toBe(1);
  });

  it('answers two sign-ups for one new address at the same moment alike, and creates one account', async () => {
    const email = newAddress();
    const answers = await Promise.all([register(registration(email)), register(registration(email.toUpperCase()))]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(await t.db.$count(customers, sql`lower(${customers.email}) = ${email}`)).toBe(1);
  });

  it('subscribes to the newsletter when asked, once the address is confirmed, and not otherwise', async () => {
    const subscriber = newAddress();
    const other = newAddress();
    await register(registration(subscriber, { newsletter: true }));
    await register(registration(other, { newsletter: undefined }));

    const account = await byEmail(subscriber);
    expect(account!.acceptsNewsletter).toBe(true);
    // Nothing is sent to an address nobody has proved yet but its confirmation.
    expect(await t.db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, subscriber))).toBe(0);
    expect((await mailsTo(t.db, subscriber)).map((m) => m.template)).toEqual(['confirm-registration']);

    const link = linkIn((await mailsTo(t.db, subscriber))[0]!, '/confirmation-inscription');
    expect((await confirm(subscriber, link.searchParams.get('code')!)).statusCode).toBe(200);
    const rows = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, subscriber));
    expect(rows).toMatchObject([{ customerId: account!.id, locale: 'fr', unsubscribedAt: null }]);
    expect((await mailsTo(t.db, subscriber)).map((m) => m.template).sort()).toEqual(['confirm-registration', 'newsletter-welcome']);

    expect((await byEmail(other))!.acceptsNewsletter).toBe(false);
    expect(await t.db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, other))).toBe(0);
  });
});

describe('confirmation link', () => {
  it('is refused when expired, for another address, or unknown, and then still works while valid', async () => {
    const email = newAddress();
    await register(registration(email));
    const code = codeIn(await lastMailTo(t.db, email), '/confirmation-inscription');
    const customer = await byEmail(email);

    expectRefusal(await confirm(newAddress(), code), 400, 'invalid_code', 'errors:linkExpired');
    expectRefusal(await confirm(email, 'a'.repeat(43)), 400, 'invalid_code', 'errors:linkExpired');
    const expiresAt = (await t.db.select().from(customerTokens).where(eq(customerTokens.customerId, customer!.id)))[0]!.expiresAt;
    await t.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.customerId, customer!.id));
    const expired = await callApi(t.app, '/account/confirm', { body: { email, code }, lang: 'en' });
    expectRefusal(expired, 400, 'invalid_code', 'errors:linkExpired', 'en');
    expect((await byEmail(email))!.emailConfirmedAt).toBeNull();

    await t.db.update(customerTokens).set({ expiresAt }).where(eq(customerTokens.customerId, customer!.id));
    expect((await confirm(email.toUpperCase(), code)).statusCode).toBe(200);
    expect((await byEmail(email))!.emailConfirmedAt).not.toBeNull();
  });

  it('opened again once the account is active (another browser, another device), says it is already active', async () => {
    const email = newAddress();
    await register(registration(email, { newsletter: true }));
    const code = codeIn(await lastMailTo(t.db, email), '/confirmation-inscription');
    expect((await confirm(email, code)).json()).toEqual({ confirmed: true, alreadyActive: false });
    const confirmedAt = (await byEmail(email))!.emailConfirmedAt;
    const mailsAfterFirst = (await mailsTo(t.db, email)).length;

    for (const address of [email, email.toUpperCase()]) {
      const again = await confirm(address, code);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ confirmed: true, alreadyActive: true });
    }
    // Nothing happens again: same activation, no second welcome mail.
    expect((await byEmail(email))!.emailConfirmedAt).toEqual(confirmedAt);
    expect(await mailsTo(t.db, email)).toHaveLength(mailsAfterFirst);
  });

  it('tells “already active” only to a code issued for that account and spent, never to a wrong code or a waiting account', async () => {
    const active = newAddress();
    await register(registration(active));
    const activeCode = codeIn(await lastMailTo(t.db, active), '/confirmation-inscription');
    expect((await confirm(active, activeCode)).statusCode).toBe(200);
    const waiting = newAddress();
    await register(registration(waiting));
    const waitingCode = codeIn(await lastMailTo(t.db, waiting), '/confirmation-inscription');

    // An unknown code, or the spent code with another address (known or not), learn nothing.
    expectRefusal(await confirm(active, 'a'.repeat(43)), 400, 'invalid_code', 'errors:linkExpired');
    expectRefusal(await confirm(waiting, activeCode), 400, 'invalid_code', 'errors:linkExpired');
    expectRefusal(await confirm(newAddress(), activeCode), 400, 'invalid_code', 'errors:linkExpired');
    // A code of another account's, even a valid one.
    expectRefusal(await confirm(active, waitingCode), 400, 'invalid_code', 'errors:linkExpired');
    expect((await byEmail(waiting))!.emailConfirmedAt).toBeNull();

    // A spent code of an account that is not active: replaced by a later sign-up, still waiting.
    await register(registration(waiting));
    expectRefusal(await confirm(waiting, waitingCode), 400, 'invalid_code', 'errors:linkExpired');
  });

  it('says “already active” when a password reset activated the account before the link was followed', async () => {
    const email = newAddress();
    await register(registration(email));
    const code = codeIn(await lastMailTo(t.db, email), '/confirmation-inscription');
    await callApi(t.app, '/account/password/forgot', { body: { email } });
    const reset = linkIn(await lastMailTo(t.db, email), '/reinisialisation-mot-de-passe');
    const resetAnswer = await callApi(t.app, '/account/password/reset', {
      body: { email, code: reset.searchParams.get('code'), password: 'un nouveau secret' },
    });
    expect(resetAnswer.statusCode).toBe(200);

    expect((await confirm(email, code)).json()).toEqual({ confirmed: true, alreadyActive: true });
    expect((await confirm(email, code)).json()).toEqual({ confirmed: true, alreadyActive: true });
  });

  it('is sent again on request, with the same answer whatever the address', async () => {
    const waiting = newAddress();
    await register(registration(waiting));
    const confirmed = await insertCustomer(t.db);
    const resend = (email: string) => callApi(t.app, '/account/confirm/resend', { body: { email } });

    const before = await rowCounts(t.db);
    const answers = [await resend(confirmed.email), await resend(newAddress())];
    for (const answer of answers) expectMessage(answer, 202, 'account:messages.confirmationResent');
    expect(await rowCounts(t.db)).toEqual(before);

    const again = await resend(waiting.toUpperCase());
    expect(again.json()).toEqual(answers[0]!.json());
    const mails = await mailsTo(t.db, waiting);
    expect(mails.map((m) => m.template)).toEqual(['confirm-registration', 'confirm-registration']);
    // Both links confirm the same sign-up: the newest works.
    expect((await confirm(waiting, codeIn(mails[1]!, '/confirmation-inscription'))).statusCode).toBe(200);
  });
});
