import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../../tests/helpers/app';
import { insertSettings } from '../../../../tests/helpers/factories';
import { insertCustomer } from '../../../../tests/helpers/sessions';
import { customers, mailOutbox, newsletterSubscribers } from '../../../db/schema';
import enErrors from '../../../i18n/en/errors';
import frErrors from '../../../i18n/fr/errors';
import { subscribeToNewsletter, unsubscribeCustomer } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertSettings(t.db, { 'name company': 'Atelier Lumière' });
});

afterAll(async () => {
  await t?.close();
});

/** Each test calls from its own address, so the per-IP rate limits of one never reach another. */
let lastIp = 0;
const newIp = () => `203.0.113.${++lastIp}`;

function post(url: string, payload: unknown, { ip = newIp(), lang = 'fr' }: { ip?: string; lang?: string } = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers: { 'accept-language': lang } });
}

const subscriber = async (email: string) =>
  (
    await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
  )[0];
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
const tableSizes = async () => ({
  subscribers: (await t.db.select().from(newsletterSubscribers)).length,
  mails: (await t.db.select().from(mailOutbox)).length,
});

/** The token of a welcome mail, read from its List-Unsubscribe header. */
function tokenOf(mail: typeof mailOutbox.$inferSelect): string {
  const match = /^<http:\/\/localhost:3000\/api\/store\/newsletter\/unsubscribe\/([^>]+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '');
  if (!match) throw new Error(`no one-click link in ${JSON.stringify(mail.headers)}`);
  return match[1]!;
}

const signUp = (email: string, options: { ip?: string; lang?: string } = {}) => post('/api/store/newsletter', { email, acceptTerms: true }, options);
const confirm = (code: string, lang = 'fr') => post('/api/store/newsletter/confirm', { code }, { lang });

/** The code of the confirmation link in a mail, checking the link leads to the confirmation page. */
function codeOf(mail: typeof mailOutbox.$inferSelect | undefined): string {
  expect(mail?.template).toBe('newsletter-confirmation');
  const link = new URL(/http:\/\/localhost:3000\/confirmation-newsletter\?\S+/.exec(mail!.text)![0]);
  expect(mail!.html).toContain(`href="${link.href}"`);
  return link.searchParams.get('code')!;
}

/** Signs the address up and follows the confirmation link: the welcome mail it then receives. */
async function subscribeConfirmed(email: string, lang = 'fr') {
  await signUp(email, { lang });
  expect((await confirm(codeOf((await mailsTo(email)).at(-1)))).statusCode).toBe(200);
  const welcome = (await mailsTo(email)).at(-1)!;
  expect(welcome.template).toBe('newsletter-welcome');
  return welcome;
}

describe('newsletter subscription (double opt-in)', () => {
  it('records a pending subscription and mails a confirmation link in the visitor’s language; only the link subscribes', async () => {
    const response = await signUp('  Zoe.Sub@Example.fr ');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: frErrors.newsletter.subscribed });

    expect(await subscriber('zoe.sub@example.fr')).toMatchObject({
      email: 'Zoe.Sub@Example.fr',
      locale: 'fr',
      confirmedAt: null,
      unsubscribedAt: null,
    });
    const [mail, ...more] = await mailsTo('Zoe.Sub@Example.fr');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ locale: 'fr', status: 'pending', subject: 'Confirmez votre inscription à la newsletter Atelier Lumière' });
    // Not a newsletter yet: no unsubscribe header.
    expect(mail!.headers).toEqual({});
    const code = codeOf(mail);

    const confirmed = await confirm(code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: frErrors.newsletter.confirmed });
    expect((await subscriber('zoe.sub@example.fr'))!.confirmedAt).toBeInstanceOf(Date);

    // The welcome mail comes now, with both unsubscribe links.
    const welcome = (await mailsTo('Zoe.Sub@Example.fr')).at(-1)!;
    expect(welcome).toMatchObject({ template: 'newsletter-welcome', locale: 'fr', subject: 'Bienvenue dans la newsletter Atelier Lumière' });
    const token = tokenOf(welcome);
    expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.text).toContain(`${TEST_PUBLIC_URL}/desinscription-newsletter?token=${token}`);
    expect(welcome.html).toContain(`href="${TEST_PUBLIC_URL}/desinscription-newsletter?token=${token}"`);
    // Only the tokens' hashes are kept.
    const row = (await subscriber('zoe.sub@example.fr'))!;
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(code);

    // The same link opened again (another browser) says it is done, and sends nothing more.
    expect((await confirm(code)).json()).toEqual({ message: frErrors.newsletter.confirmed });
    expect(await mailsTo('Zoe.Sub@Example.fr')).toHaveLength(2);
  });

  it('answers and writes in English to an English visitor', async () => {
    const response = await signUp('english.sub@example.com', { lang: 'en' });
    expect(response.json()).toEqual({ message: enErrors.newsletter.subscribed });
    const [mail] = await mailsTo('english.sub@example.com');
    expect(mail!.subject).toBe('Confirm your subscription to the Atelier Lumière newsletter');
    expect((await subscriber('english.sub@example.com'))!.locale).toBe('en');
    const confirmed = await confirm(codeOf(mail), 'en');
    expect(confirmed.json()).toEqual({ message: enErrors.newsletter.confirmed });
    expect((await mailsTo('english.sub@example.com')).at(-1)!.subject).toBe('Welcome to the Atelier Lumière newsletter');
  });

  it('sends one confirmation while its link is valid, none to a confirmed address, and a new one once it expired; always the same answer', async () => {
    const email = 'repete@example.fr';
    const answers = [await signUp(email), await signUp(email.toUpperCase()), await signUp(email, { lang: 'en' })];
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
      [202, { message: frErrors.newsletter.subscribed }],
      [202, { message: frErrors.newsletter.subscribed }],
      [202, { message: enErrors.newsletter.subscribed }],
    ]);
    expect((await mailsTo(email)).map((m) => m.template)).toEqual(['newsletter-confirmation']);
    const first = codeOf((await mailsTo(email))[0]);

    // The link expired unused: a new sign-up sends a new one, and the old one no longer works.
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    expect((await signUp(email)).json()).toEqual({ message: frErrors.newsletter.subscribed });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template)).toEqual(['newsletter-confirmation', 'newsletter-confirmation']);
    const refused = await confirm(first, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { code: 'invalid_code', message: enErrors.newsletter.confirmationInvalid } });
    expect((await confirm(codeOf(mails[1]))).statusCode).toBe(200);

    // Confirmed: a sign-up again sends nothing, with the same answer.
    const again = await signUp(email);
    expect(again.json()).toEqual({ message: frErrors.newsletter.subscribed });
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('asks an address that left to confirm again before it is subscribed again', async () => {
    const firstToken = tokenOf(await subscribeConfirmed('again@example.fr'));
    await post('/api/store/newsletter/unsubscribe', { email: 'again@example.fr' });
    expect((await subscriber('again@example.fr'))!.unsubscribedAt).toBeInstanceOf(Date);

    const response = await signUp('AGAIN@example.fr', { lang: 'en' });
    expect(response.json()).toEqual({ message: enErrors.newsletter.subscribed });
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'again@example.fr'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'AGAIN@example.fr', locale: 'en', confirmedAt: null, unsubscribedAt: null });
    expect((await confirm(codeOf((await mailsTo('AGAIN@example.fr')).at(-1)))).statusCode).toBe(200);
    const welcomeAgain = (await mailsTo('AGAIN@example.fr')).at(-1)!;
    expect(welcomeAgain.subject).toBe('Welcome to the Atelier Lumière newsletter');
    // The first welcome mail's link no longer works; the new one does.
    expect(tokenOf(welcomeAgain)).not.toBe(firstToken);
    expect((await post(`/api/store/newsletter/unsubscribe/${firstToken}`, undefined)).statusCode).toBe(404);
  });

  it('switches the account with that address to “accepts the newsletter” only once the address is confirmed', async () => {
    const customer = await insertCustomer(t.db, { email: 'Client.Sub@exemple.fr', acceptsNewsletter: false });
    await signUp('client.sub@exemple.fr');
    expect((await subscriber('client.sub@exemple.fr'))!.customerId).toBe(customer.id);
    const account = async () => (await t.db.select().from(customers).where(eq(customers.id, customer.id)))[0]!;
    expect((await account()).acceptsNewsletter).toBe(false);
    expect((await confirm(codeOf((await mailsTo('client.sub@exemple.fr'))[0]))).statusCode).toBe(200);
    expect((await account()).acceptsNewsletter).toBe(true);
  });

  it('refuses an unknown, malformed or withdrawn confirmation link with a translated message', async () => {
    for (const code of ['x'.repeat(43), '', 'y'.repeat(500)]) {
      const response = await confirm(code, 'en');
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error).toMatchObject({ message: enErrors.newsletter.confirmationInvalid });
    }
    // Leaving before confirming withdraws the link.
    await signUp('withdrawn@example.fr');
    const code = codeOf((await mailsTo('withdrawn@example.fr'))[0]);
    await post('/api/store/newsletter/unsubscribe', { email: 'withdrawn@example.fr' });
    expect((await confirm(code)).statusCode).toBe(400);
    expect((await subscriber('withdrawn@example.fr'))!.confirmedAt).toBeNull();
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = await tableSizes();
    const cases = [
      { payload: { acceptTerms: true }, field: 'email', message: frErrors.newsletter.emailRequired },
      { payload: { email: '   ', acceptTerms: true }, field: 'email', message: frErrors.newsletter.emailRequired },
      { payload: { email: 'not-an-address', acceptTerms: true }, field: 'email', message: frErrors.newsletter.emailInvalid },
      { payload: { email: 'ok@example.fr' }, field: 'acceptTerms', message: frErrors.newsletter.termsRequired },
      { payload: { email: 'ok@example.fr', acceptTerms: false }, field: 'acceptTerms', message: frErrors.newsletter.termsRequired },
    ];
    for (const { payload, field, message } of cases) {
      const response = await post('/api/store/newsletter', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'invalid_parameter', message, field } });
    }
    const unsubscribe = await post('/api/store/newsletter/unsubscribe', { email: 'nope' }, { lang: 'en' });
    expect(unsubscribe.statusCode).toBe(400);
    expect(unsubscribe.json()).toEqual({ error: { code: 'invalid_parameter', message: enErrors.newsletter.emailInvalid, field: 'email' } });
    expect(await tableSizes()).toEqual(before);
  });

  it('limits sign-ups to 10 a minute from one address', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/store/newsletter', { email: `flood${i}@example.fr`, acceptTerms: true }, { ip })).statusCode).toBe(202);
    }
    const refused = await post('/api/store/newsletter', { email: 'flood10@example.fr', acceptTerms: true }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'too_many_requests', message: frErrors.tooManyRequests } });
    expect(await subscriber('flood10@example.fr')).toBeUndefined();
    // Another visitor is not affected.
    expect((await post('/api/store/newsletter', { email: 'other@example.fr', acceptTerms: true })).statusCode).toBe(202);
  });
});

describe('newsletter unsubscribe', () => {
  it('unsubscribes by e-mail, and answers the same for an address that was never subscribed', async () => {
    const customer = await insertCustomer(t.db, { email: 'leaving@exemple.fr', acceptsNewsletter: true });
    await subscribeConfirmed('leaving@exemple.fr');

    const known = await post('/api/store/newsletter/unsubscribe', { email: ' LEAVING@exemple.fr ' });
    const unknown = await post('/api/store/newsletter/unsubscribe', { email: 'never@exemple.fr' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: frErrors.newsletter.unsubscribed });
    expect(unknown.json()).toEqual(known.json());

    expect((await subscriber('leaving@exemple.fr'))!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await subscriber('never@exemple.fr')).toBeUndefined();
    const [account] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(account!.acceptsNewsletter).toBe(false);
  });

  it('unsubscribes with the one-click link of a mail, as a mail client posts it', async () => {
    const token = tokenOf(await subscribeConfirmed('oneclick@example.fr'));

    // RFC 8058: a form body, no Origin, no cookie.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/store/newsletter/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: enErrors.newsletter.unsubscribed });
    expect((await subscriber('oneclick@example.fr'))!.unsubscribedAt).toBeInstanceOf(Date);

    // The unsubscribe page posts the same link again (JSON, from the site): still fine.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/store/newsletter/unsubscribe/${token}`,
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '{}',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: frErrors.newsletter.unsubscribed });
  });

  it('opening the link (GET, HEAD: what mail scanners do) unsubscribes nobody; it leads to the page that asks', async () => {
    const token = tokenOf(await subscribeConfirmed('browser@example.fr'));
    await t.app.inject({ method: 'HEAD', url: `/api/store/newsletter/unsubscribe/${token}` });
    const response = await t.app.inject({ method: 'GET', url: `/api/store/newsletter/unsubscribe/${token}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/desinscription-newsletter?token=${token}`);
    expect((await subscriber('browser@example.fr'))!.unsubscribedAt).toBeNull();
  });

  it('answers 404 with a translated message for an unknown link', async () => {
    const response = await post('/api/store/newsletter/unsubscribe/not-a-real-token', undefined, { lang: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'invalid_link', message: enErrors.newsletter.invalidLink } });
  });

  it('limits unsubscribe requests by e-mail to 10 a minute from one address', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/store/newsletter/unsubscribe', { email: `x${i}@example.fr` }, { ip })).statusCode).toBe(200);
    }
    expect((await post('/api/store/newsletter/unsubscribe', { email: 'x10@example.fr' }, { ip })).statusCode).toBe(429);
  });
});

describe('the newsletter service for other features', () => {
  it('subscribes a new customer in the caller’s transaction, or not at all', async () => {
    const customer = await insertCustomer(t.db, { email: 'signup@exemple.fr' });
    await expect(
      t.db.transaction(async (tx) => {
        await subscribeToNewsletter(tx, { email: customer.email, locale: 'fr', customerId: customer.id });
        throw new Error('the sign-up fails after the subscription');
      }),
    ).rejects.toThrow('the sign-up fails');
    expect(await subscriber('signup@exemple.fr')).toBeUndefined();
    expect(await mailsTo('signup@exemple.fr')).toHaveLength(0);

    const links = await t.db.transaction((tx) => subscribeToNewsletter(tx, { email: customer.email, locale: 'en', customerId: customer.id }));
    expect(links.page).toMatch(/^http:\/\/localhost:3000\/desinscription-newsletter\?token=/);
    expect((await subscriber('signup@exemple.fr'))!.customerId).toBe(customer.id);
    const [mail] = await mailsTo('signup@exemple.fr');
    expect(mail!.headers['List-Unsubscribe']).toBe(`<${links.oneClick}>`);
  });

  it('erases a deleted customer’s subscription, also one made from the footer before the account existed', async () => {
    await subscribeConfirmed('Footer.First@exemple.fr');
    const customer = await insertCustomer(t.db, { email: 'footer.first@exemple.fr', acceptsNewsletter: true });
    await t.db.transaction((tx) => unsubscribeCustomer(tx, customer.id));
    expect(await subscriber('footer.first@exemple.fr')).toBeUndefined();
    const [account] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(account!.acceptsNewsletter).toBe(false);
  });
});
