import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCustomer, signInAs, type CustomerRow } from '../../../../tests/helpers/sessions';
import { customerTokens, newsletterSubscribers } from '../../../db/schema';
import { subscribeToNewsletter } from '../newsletter/service';
import { callApi, codeIn, customerRow, expectMessage, expectRefusal, lastMailTo, mailsTo, rowCounts } from './api-test-kit';

const PASSWORD = 'le bon mot de passe';
const PAGE = '/confirmation-changement-email';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A signed-in customer, Zoé Martin, with their session cookie. */
async function signedIn(values: Partial<CustomerRow> = {}) {
  const customer = await insertCustomer(t.db, {
    firstName: 'Zoé',
    lastName: 'Martin',
    email: `profil${++n}@exemple.fr`,
    password: PASSWORD,
    ...values,
  });
  return { customer, cookie: await signInAs(t.db, customer.id) };
}
const save = (cookie: string, body: unknown, lang: 'fr' | 'en' = 'fr') => callApi(t.app, '/account/profile', { method: 'PATCH', cookie, body, lang });
const account = (cookie: string) => callApi(t.app, '/account', { method: 'GET', cookie });
const confirmChange = (code: string) => callApi(t.app, '/account/email/confirm', { body: { code } });
const signIn = (email: string) => callApi(t.app, '/account/login', { body: { email, password: PASSWORD } });

describe('personal information', () => {
  it('shows the signed-in customer', async () => {
    const { customer, cookie } = await signedIn({ acceptsNewsletter: true });
    const answer = await account(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ firstName: 'Zoé', lastName: 'Martin', email: customer.email, acceptsNewsletter: true, pendingEmail: null });
  });

  it('changes names at once, trimmed, in any alphabet, with hyphens, spaces and apostrophes', async () => {
    const { customer, cookie } = await signedIn();
    const answer = await save(cookie, { firstName: ' Zoé-Łucja ', lastName: 'N’Diaye de La Tour', email: customer.email }, 'en');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      firstName: 'Zoé-Łucja',
      lastName: 'N’Diaye de La Tour',
      email: customer.email,
      pendingEmail: null,
      message: expect.any(String),
    });
    expectMessage(answer, 200, 'account:messages.profileSaved', 'en');
    expect(await customerRow(t.db, customer.id)).toMatchObject({ firstName: 'Zoé-Łucja', lastName: 'N’Diaye de La Tour' });
    expect(await mailsTo(t.db, customer.email)).toEqual([]);
  });

  it('refuses other characters in a name, naming the field, and changes nothing', async () => {
    const { customer, cookie } = await signedIn();
    const before = await customerRow(t.db, customer.id);
    expectRefusal(
      await save(cookie, { firstName: 'Zoé', lastName: 'Martin2', email: customer.email }),
      400,
      'invalid_parameter',
      'account:validation.dontUseSpecialCharacters',
      'fr',
      'lastName',
    );
    expectRefusal(
      await save(cookie, { firstName: '<b>Zoé</b>', lastName: 'Martin', email: customer.email }, 'en'),
      400,
      'invalid_parameter',
      'account:validation.dontUseSpecialCharacters',
      'en',
      'firstName',
    );
    expect(await customerRow(t.db, customer.id)).toEqual(before);
  });

  it('says so when the form is sent back unchanged (the address in another case is no change)', async () => {
    const { customer, cookie } = await signedIn();
    const before = await rowCounts(t.db);
    const answer = await save(cookie, { firstName: 'Zoé ', lastName: 'Martin', email: customer.email.toUpperCase() });
    expectRefusal(answer, 400, 'nothing_changed', 'account:validation.nothingChanged');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('ignores an identity given in the body: the session says whose account it is', async () => {
    const { customer, cookie } = await signedIn();
    const other = await insertCustomer(t.db);
    const answer = await save(cookie, { id: other.id, customerId: other.id, firstName: 'Léa', lastName: 'Martin', email: customer.email });
    expect(answer.statusCode).toBe(200);
    expect(await customerRow(t.db, customer.id)).toMatchObject({ firstName: 'Léa' });
    expect(await customerRow(t.db, other.id)).toEqual(other);
  });
});

describe('e-mail change', () => {
  it('mails a link to the new address and applies it only when that link is followed, once', async () => {
    const { customer, cookie } = await signedIn({ locale: 'en' });
    const newEmail = `  Nouvelle.Adresse${n}@Exemple.fr `;
    const answer = await save(cookie, { firstName: 'Zoé', lastName: 'Martin', email: newEmail });
    expectMessage(answer, 200, 'account:messages.emailChangeRequested');
    expect(answer.json()).toMatchObject({ email: customer.email, pendingEmail: newEmail.trim() });
    expect((await account(cookie)).json()).toMatchObject({ email: customer.email, pendingEmail: newEmail.trim() });

    const mail = await lastMailTo(t.db, newEmail.trim());
    expect(mail).toMatchObject({ template: 'confirm-email-change', locale: 'en' });
    expect(await mailsTo(t.db, customer.email)).toEqual([]);
    // Not the account's address until confirmed.
    expect((await signIn(newEmail)).statusCode).toBe(401);

    // The link may be opened in another browser: the code alone is enough.
    const code = codeIn(mail, PAGE);
    const confirmed = await confirmChange(code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail.trim() });
    expect((await account(cookie)).json()).toMatchObject({ email: newEmail.trim(), pendingEmail: null });
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(customer.email)).statusCode).toBe(401);

    expectRefusal(await confirmChange(code), 400, 'invalid_code', 'errors:linkExpired');
  });

  it('moves the customer’s newsletter subscription to the new address', async () => {
    const { customer, cookie } = await signedIn();
    await subscribeToNewsletter(t.db, { email: customer.email, locale: 'fr', customerId: customer.id });
    const newEmail = `abonnee${n}@exemple.fr`;
    await save(cookie, { firstName: 'Zoé', lastName: 'Martin', email: newEmail });
    expect((await confirmChange(codeIn(await lastMailTo(t.db, newEmail), PAGE))).statusCode).toBe(200);
    expect(
      await t.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(eq(newsletterSubscribers.customerId, customer.id)),
    ).toEqual([{ email: newEmail }]);
  });

  it('keeps only the newest request', async () => {
    const { cookie } = await signedIn();
    await save(cookie, { firstName: 'Zoé', lastName: 'Martin', email: `premiere${n}@exemple.fr` });
    await save(cookie, { firstName: 'Zoé', lastName: 'Martin', email: `seconde${n}@exemple.fr` });
    expect((await account(cookie)).json()).toMatchObject({ pendingEmail: `seconde${n}@exemple.fr` });
    expectRefusal(await confirmChange(codeIn(await lastMailTo(t.db, `premiere${n}@exemple.fr`), PAGE)), 400, 'invalid_code', 'errors:linkExpired');
    expect((await confirmChange(codeIn(await lastMailTo(t.db, `seconde${n}@exemple.fr`), PAGE))).statusCode).toBe(200);
  });

  it('answers an address another account uses exactly as a free one, and tells that account’s owner instead', async () => {
    const owner = await insertCustomer(t.db, { firstName: 'Inès', locale: 'en' });
    const asking = await signedIn();
    const control = await signedIn();
    const free = `libre${n}@exemple.fr`;
    const before = await rowCounts(t.db);

    const taken = await save(asking.cookie, { firstName: 'Léa', lastName: 'Martin', email: owner.email.toUpperCase() });
    const open = await save(control.cookie, { firstName: 'Léa', lastName: 'Martin', email: free });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ ...open.json(), email: asking.customer.email, pendingEmail: owner.email.toUpperCase() });
    expectMessage(taken, 200, 'account:messages.emailChangeRequested');
    // The account page says the same too, and the same rows were written for both.
    expect((await account(asking.cookie)).json()).toMatchObject({ firstName: 'Léa', pendingEmail: owner.email.toUpperCase() });
    expect(await rowCounts(t.db)).toEqual({ ...before, customerTokens: before.customerTokens + 2, mailOutbox: before.mailOutbox + 2 });

    // The owner hears of it, in their language, with no link that could change anything.
    const [mail, ...others] = await mailsTo(t.db, owner.email.toUpperCase());
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ template: 'email-in-use', locale: 'en', subject: expect.stringContaining('email address') });
    expect(mail!.text).toContain('Hello Inès,');
    expect(mail!.text).not.toContain(PAGE);
    expect(await customerRow(t.db, owner.id)).toEqual(owner);
    expect((await lastMailTo(t.db, free)).template).toBe('confirm-email-change');
  });

  it('limits profile saves to 5 a minute from one IP, then answers 429 and mails nobody', async () => {
    const { cookie } = await signedIn();
    const ip = '192.0.2.60';
    const stranger = `inconnue${n}@exemple.fr`;
    const answers = [];
    for (let i = 0; i < 60; i++) {
      answers.push(
        await callApi(t.app, '/account/profile', {
          method: 'PATCH',
          cookie,
          ip,
          body: { firstName: 'Zoé', lastName: 'Martin', email: i % 2 ? stranger : `autre${n}@exemple.fr` },
        }),
      );
    }
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expectRefusal(answers[5]!, 429, 'too_many_requests', 'errors:tooManyRequests');
    expect(answers.slice(5).every((a) => a.statusCode === 429)).toBe(true);
    expect((await mailsTo(t.db, stranger)).length).toBe(2);
  });

  it('limits one customer to 10 profile saves an hour, whatever their IPs', async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    for (let i = 0; i < 10; i++) {
      expect((await save(cookie, { firstName: 'Zoé', lastName: 'Martin', email: `essai${i}.${n}@exemple.fr` })).statusCode).toBe(200);
    }
    const refused = await save(cookie, { firstName: 'Zoé', lastName: 'Martin', email: `encore${n}@exemple.fr` }, 'en');
    expectRefusal(refused, 429, 'too_many_requests', 'errors:tooManyRequests', 'en');
    expect(await mailsTo(t.db, `encore${n}@exemple.fr`)).toEqual([]);
    // Another customer is not affected.
    expect((await save(other.cookie, { firstName: 'Léa', lastName: 'Martin', email: other.customer.email })).statusCode).toBe(200);
  });

  it('refuses to apply an address another account took in the meantime', async () => {
    const { customer, cookie } = await signedIn();
    const wanted = `convoitee${n}@exemple.fr`;
    await save(cookie, { firstName: 'Zoé', lastName: 'Martin', email: wanted });
    await insertCustomer(t.db, { email: wanted });
    expectRefusal(await confirmChange(codeIn(await lastMailTo(t.db, wanted), PAGE)), 409, 'email_taken', 'account:errors.emailTaken', 'fr', 'email');
    expect(await customerRow(t.db, customer.id)).toMatchObject({ email: customer.email });
  });

  it('refuses an expired or unknown code', async () => {
    const { customer, cookie } = await signedIn();
    const wanted = `expiree${n}@exemple.fr`;
    await save(cookie, { firstName: 'Zoé', lastName: 'Martin', email: wanted });
    await t.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.customerId, customer.id));
    expectRefusal(await confirmChange(codeIn(await lastMailTo(t.db, wanted), PAGE)), 400, 'invalid_code', 'errors:linkExpired');
    expectRefusal(await confirmChange('y'.repeat(43)), 400, 'invalid_code', 'errors:linkExpired');
    expect((await account(cookie)).json()).toMatchObject({ email: customer.email, pendingEmail: null });
  });
});
