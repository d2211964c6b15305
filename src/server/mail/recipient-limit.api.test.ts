import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { startMailDelivery, type MailDelivery } from '../../../tests/helpers/mail-delivery';
import { insertCustomer, signInAs } from '../../../tests/helpers/sessions';
import { insertStaff } from '../../../tests/helpers/staff';
import { customers, mailOutbox } from '../../db/schema';
import { callApi, codeIn, expectMessage, freshIp, mailsTo } from '../features/accounts/api-test-kit';
import { eventually } from '../../../tests/helpers/wait';

/**
 * At most 5 mails an hour to one address of each kind a visitor can trigger (ADR 8, ADR 31),
 * whatever the IPs the requests come from. Past that the mail is not queued, nothing else
 * changes, and the answer is the same.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const address = (name: string) => `${name}${++n}@exemple.fr`;
const templatesTo = async (email: string) => (await mailsTo(t.db, email)).map((mail) => mail.template);
const registration = (email: string) => ({ firstName: 'Zoé', lastName: 'Martin', email, password: 'un secret solide', acceptTerms: true });
/** Makes every mail to that address look an hour and a second older. */
const ageMails = (email: string) =>
  t.db
    .update(mailOutbox)
    .set({ createdAt: sql`${mailOutbox.createdAt} - interval '3601 seconds'` })
    .where(eq(mailOutbox.to, email));

describe('mails a visitor can trigger, per recipient', () => {
  it('forgotten password: 25 requests from 25 IPs send 5 mails, with the same answer; the last link mailed still works', async () => {
    const customer = await insertCustomer(t.db, { email: address('oubli'), password: 'ancien secret' });
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await callApi(t.app, '/account/password/forgot', { body: { email: customer.email } }));
    for (const answer of answers) expectMessage(answer, 202, 'account:messages.resetRequested');
    const mails = await mailsTo(t.db, customer.email);
    expect(mails.map((mail) => mail.template)).toEqual(Array(5).fill('reset-password'));

    // Refused requests changed nothing: the newest link mailed is still the one that works.
    const code = codeIn(mails.at(-1)!, '/reinisialisation-mot-de-passe');
    const reset = await callApi(t.app, '/account/password/reset', { body: { email: customer.email, code, password: 'nouveau secret' } });
    expect(reset.statusCode).toBe(200);
  });

  it('counts mails already sent (whose bodies are gone) and forgets those older than an hour', async () => {
    const customer = await insertCustomer(t.db, { email: address('envoye') });
    const forgot = () => callApi(t.app, '/account/password/forgot', { body: { email: customer.email } });
    for (let i = 0; i < 5; i++) await forgot();
    await t.db.update(mailOutbox).set({ status: 'sent', html: '', text: '' }).where(eq(mailOutbox.to, customer.email));
    await forgot();
    expect(await templatesTo(customer.email)).toHaveLength(5);
    await ageMails(customer.email);
    await forgot();
    expect(await templatesTo(customer.email)).toHaveLength(6);
  });

  it('sign-up with a new address, again and again: 5 confirmation mails', async () => {
    const email = address('inscrite');
    for (let i = 0; i < 8; i++)
      expectMessage(await callApi(t.app, '/account/register', { body: registration(email) }), 202, 'account:messages.registered');
    expect(await templatesTo(email)).toEqual(Array(5).fill('confirm-registration'));
    const [account] = await t.db.select().from(customers).where(eq(customers.email, email));
    expect(account).toBeDefined();
  });

  it('sign-up with an address that has an account: 5 mails to its owner', async () => {
    const owner = await insertCustomer(t.db, { email: address('proprietaire') });
    for (let i = 0; i < 8; i++) {
      expectMessage(await callApi(t.app, '/account/register', { body: registration(owner.email) }), 202, 'account:messages.registered');
    }
    expect(await templatesTo(owner.email)).toEqual(Array(5).fill('account-exists'));
  });

  it('resending the confirmation: one budget with the sign-up mail', async () => {
    const email = address('renvoi');
    await callApi(t.app, '/account/register', { body: registration(email) });
    for (let i = 0; i < 8; i++) {
      expectMessage(await callApi(t.app, '/account/confirm/resend', { body: { email } }), 202, 'account:messages.confirmationResent');
    }
    expect(await templatesTo(email)).toEqual(Array(5).fill('confirm-registration'));
  });

  it('e-mail change: 5 mails to a free address, and 5 to a taken one, from as many customers', async () => {
    const free = address('libre');
    const owner = await insertCustomer(t.db, { email: address('prise') });
    for (const target of [free, owner.email]) {
      for (let i = 0; i < 8; i++) {
        const customer = await insertCustomer(t.db);
        const cookie = await signInAs(t.db, customer.id);
        const answer = await callApi(t.app, '/account/profile', {
          method: 'PATCH',
          cookie,
          body: { firstName: 'Zoé', lastName: 'Martin', email: target },
        });
        expectMessage(answer, 200, 'account:messages.emailChangeRequested');
        expect(answer.json()).toMatchObject({ pendingEmail: target });
      }
    }
    expect(await templatesTo(free)).toEqual(Array(5).fill('confirm-email-change'));
    expect(await templatesTo(owner.email)).toEqual(Array(5).fill('email-in-use'));
  });

  it('newsletter: its confirmation has its own budget, which sign-ups do not use', async () => {
    const email = address('lettre');
    for (let i = 0; i < 6; i++) await callApi(t.app, '/account/register', { body: registration(email) });
    const answer = await callApi(t.app, '/newsletter', { body: { email, acceptTerms: true } });
    expect(answer.statusCode).toBe(202);
    expect(await templatesTo(email)).toEqual([...Array(5).fill('confirm-registration'), 'newsletter-confirmation']);
  });

  it('holds per address: other addresses are not affected', async () => {
    const busy = await insertCustomer(t.db, { email: address('occupee') });
    const quiet = await insertCustomer(t.db, { email: address('calme') });
    for (let i = 0; i < 6; i++) await callApi(t.app, '/account/password/forgot', { body: { email: busy.email } });
    await callApi(t.app, '/account/password/forgot', { body: { email: quiet.email } });
    expect(await templatesTo(quiet.email)).toEqual(['reset-password']);
  });

  it('holds when requests for one address arrive at the same moment', async () => {
    const customer = await insertCustomer(t.db, { email: address('rafale') });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => callApi(t.app, '/account/password/forgot', { body: { email: customer.email } })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(202);
    expect(await templatesTo(customer.email)).toHaveLength(5);
  });
});

describe('a password reset is not held by the mails others had sent to the address (ADR 31), over SMTP', () => {
  let delivery: MailDelivery;
  beforeAll(async () => {
    // The mails the tests above queued were read from the outbox, never meant to be sent: left
    // there, the worker would deliver them all, one SMTP exchange at a time, before these.
    await t.db.delete(mailOutbox);
    delivery = await startMailDelivery(t.db);
  });
  afterAll(async () => {
    await delivery?.stop();
  });

  const customerForgot = (email: string) => callApi(t.app, '/account/password/forgot', { body: { email } });
  const staffForgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/session/password/forgot', remoteAddress: freshIp(), payload: { email } });
  /** Sign-ups by others with the address, each from its own IP. */
  const signUpsWith = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) await callApi(t.app, '/account/register', { body: registration(email) });
  };

  /** Once every mail queued to the address has reached the SMTP server: the mails received there, by the shop's link they carry. */
  async function receivedBy(email: string) {
    await eventually(async () => {
      const unsent = await t.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), ne(mailOutbox.status, 'sent')));
      expect(unsent).toEqual([]);
    });
    return delivery.mailbox.to(email).map((mail) => {
      const link = new URL(mail.text!.match(/https?:\/\/\S+/)![0]);
      return {
        path: link.pathname + (link.searchParams.get('mode') ? `?mode=${link.searchParams.get('mode')}` : ''),
        code: link.searchParams.get('code'),
      };
    });
  }
  const paths = async (email: string) => (await receivedBy(email)).map((mail) => mail.path);

  it("the owner's reset goes out after five sign-ups by others with the address; past five resets, more are held with the same answer", async () => {
    const victim = await insertCustomer(t.db, { email: address('victime'), password: 'ancien secret' });
    await signUpsWith(victim.email, 6);
    // The sign-up budget is spent: the sixth sign-up mailed nothing.
    expect(await paths(victim.email)).toEqual(Array(5).fill('/connexion'));

    expectMessage(await customerForgot(victim.email), 202, 'account:messages.resetRequested');
    const [reset] = (await receivedBy(victim.email)).filter((mail) => mail.path === '/reinisialisation-mot-de-passe');
    const changed = await callApi(t.app, '/account/password/reset', { body: { email: victim.email, code: reset!.code, password: 'nouveau secret' } });
    expect(changed.statusCode).toBe(200);

    const unknown = await customerForgot(address('inconnue'));
    for (let i = 0; i < 6; i++) {
      const answer = await customerForgot(victim.email);
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: unknown.statusCode, body: unknown.json() });
    }
    // Five resets in the hour: the first and four more; the last two were held.
    expect((await paths(victim.email)).filter((path) => path === '/reinisialisation-mot-de-passe')).toHaveLength(5);
  });

  it("a staff member's reset goes out after five sign-ups and five customer resets for the address; past five staff resets, more are held with the same answer", async () => {
    const email = address('equipe');
    const member = await insertStaff(t.db, 'admin', { email, login: email });
    await insertCustomer(t.db, { email });
    await signUpsWith(email, 5);
    for (let i = 0; i < 5; i++) await customerForgot(email);
    expect(await paths(email)).toHaveLength(10);

    const unknown = await staffForgot(address('inconnu'));
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await staffForgot(member.email));
    for (const answer of answers) expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 202, body: unknown.json() });
    expect((await paths(email)).filter((path) => path === '/back/login?mode=reset')).toHaveLength(5);
  });

  it("five staff resets do not hold the customer's reset for the same address", async () => {
    const email = address('double');
    await insertStaff(t.db, 'collaborator', { email, login: email });
    await insertCustomer(t.db, { email });
    for (let i = 0; i < 5; i++) await staffForgot(email);
    await customerForgot(email);
    expect(await paths(email)).toEqual([...Array(5).fill('/back/login?mode=reset'), '/reinisialisation-mot-de-passe']);
  });
});
