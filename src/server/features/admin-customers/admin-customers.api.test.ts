import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { auditLog, customerAddresses, customers, invoices, newsletterSubscribers, orders, settings } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import type { CustomerDeskPage } from '../../../domain/customers/customer-desk';
import type { CustomerFile } from '../../../domain/customers/customer-file';
import type { PersonalData } from '../../../domain/customers/personal-data';
import { SETTING_KEYS } from '../../../domain/settings';
import { expectRefusal, freshIp } from '../accounts/api-test-kit';

let t: TestApp;
let collaborator: string;
let administrator: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
});
afterAll(() => t?.close());

const call = (
  cookie: string | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  lang?: 'fr' | 'en',
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: `/api/admin${url}${lang ? `${url.includes('?') ? '&' : '?'}lang=${lang}` : ''}`,
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

const search = async (q: string): Promise<CustomerDeskPage> => {
  const response = await call(collaborator, 'GET', `/customers?${new URLSearchParams({ q })}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const emailsFound = async (q: string) => (await search(q)).items.map((item) => item.email);

/** A customer with an address book entry (their phone) and a delivered order. */
async function customerWithOrder(values: { firstName: string; lastName: string; email: string; phone: string }) {
  const customer = await insertCustomer(t.db, {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: 'Mot-de-passe-2026',
  });
  await t.db.insert(customerAddresses).values({
    customerId: customer.id,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    line1: '8 rue des Tanneurs',
    city: 'Roubaix',
    zip: '59100',
    isDefaultDelivery: true,
  });
  const address = { firstName: values.firstName, lastName: values.lastName, email: values.email, phone: values.phone, line1: '8 rue des Tanneurs' };
  const order = await insertOrder(t.db, { customerId: customer.id, email: values.email, status: 'delivered', billing: address, delivery: address });
  return { customer, order };
}

describe('the customers list and search', () => {
  it('finds registered customers by name words, e-mail, phone digits typed any way and order number; guests who ordered by e-mail, name and phone', async () => {
    const { order } = await customerWithOrder({
      firstName: 'Éloïse',
      lastName: 'Vasseur',
      email: 'eloise.vasseur@exemple.fr',
      phone: '+33 6 71 42 93 05',
    });
    await customerWithOrder({ firstName: 'Marc', lastName: 'Vasseur', email: 'marc.v@exemple.fr', phone: '0499887766' });
    await insertOrder(t.db, { email: 'Guest.Tanguy@Exemple.fr', billing: { firstName: 'Yann', lastName: 'Tanguy', phone: '02 98 11 22 33' } });
    await insertOrder(t.db, { email: 'guest.tanguy@exemple.fr', billing: { firstName: 'Yann', lastName: 'Tanguy', phone: '02 98 11 22 33' } });

    expect(await emailsFound('vasseur eloïse')).toEqual(['eloise.vasseur@exemple.fr']);
    expect(await emailsFound('ELOISE')).toEqual(['eloise.vasseur@exemple.fr']);
    expect((await emailsFound('VASSEUR')).sort()).toEqual(['eloise.vasseur@exemple.fr', 'marc.v@exemple.fr']);
    expect(await emailsFound('marc.v@')).toEqual(['marc.v@exemple.fr']);
    expect(await emailsFound('06 71 42 93 05')).toEqual(['eloise.vasseur@exemple.fr']);
    expect(await emailsFound('0671.42')).toEqual(['eloise.vasseur@exemple.fr']);
    expect(await emailsFound(order.number)).toEqual(['eloise.vasseur@exemple.fr']);
    expect(await emailsFound(order.number.replace(/^AT0*/, ''))).toEqual(['eloise.vasseur@exemple.fr']);

    // Two orders, one guest, named by the e-mail in lower case.
    const guests = await search('tanguy');
    expect(guests.items).toEqual([
      expect.objectContaining({ kind: 'guest', id: null, name: 'Yann Tanguy', email: 'guest.tanguy@exemple.fr', orderCount: 2 }),
    ]);
    expect(await emailsFound('0298112233')).toEqual(['guest.tanguy@exemple.fr']);
    expect((await search('personne-de-ce-nom')).items).toEqual([]);

    // Without a search, the newest people first: the guest once, dated by their first order.
    const everyone = (await call(collaborator, 'GET', '/customers')).json<CustomerDeskPage>();
    const tanguy = everyone.items.filter((item) => item.email === 'guest.tanguy@exemple.fr');
    expect(tanguy).toEqual([expect.objectContaining({ kind: 'guest', orderCount: 2, since: guests.items[0]!.since })]);
    expect(everyone.items.map((item) => item.since)).toEqual(
      everyone.items
        .map((item) => item.since)
        .sort()
        .reverse(),
    );
  });

  it('shows a guest who later signed up once, as the customer; pages 20 at a time, newest first', async () => {
    await insertOrder(t.db, { email: 'devenu.client@exemple.fr', billing: { lastName: 'Devenu' } });
    await insertCustomer(t.db, { email: 'Devenu.Client@exemple.fr', lastName: 'Devenu' });
    expect((await search('devenu')).items.map((item) => item.kind)).toEqual(['customer']);

    for (let i = 0; i < 21; i++) await insertCustomer(t.db, { lastName: `Pagination${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    const first = await search('pagination');
    expect(first.items).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]!.name).toMatch(/Pagination20$/);
    const second = (await call(collaborator, 'GET', '/customers?q=pagination&page=2')).json<CustomerDeskPage>();
    expect(second).toEqual({ items: [expect.objectContaining({ name: expect.stringMatching(/Pagination0$/) })], hasMore: false });
  });

  it('is for staff only: a visitor and a customer get 401', async () => {
    const customer = await insertCustomer(t.db);
    expect((await call(undefined, 'GET', '/customers')).statusCode).toBe(401);
    expect((await call(await signInAs(t.db, customer.id), 'GET', '/customers')).statusCode).toBe(401);
  });
});

describe("a customer's page and the export of their data", () => {
  it("holds the customer's contact, addresses, orders and newsletter consent; the export holds their data and nobody else's", async () => {
    const { customer, order } = await customerWithOrder({
      firstName: 'Inès',
      lastName: 'Roussel',
      email: 'ines.roussel@exemple.fr',
      phone: '0611223344',
    });
    await t.db.update(customers).set({ acceptsNewsletter: true }).where(eq(customers.id, customer.id));
    const other = await customerWithOrder({ firstName: 'Paul', lastName: 'Autre', email: 'paul.autre@exemple.fr', phone: '0755555555' });

    const page = await call(collaborator, 'GET', `/customers/${customer.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const file = page.json<CustomerFile>();
    expect(file).toMatchObject({ name: 'Inès Roussel', email: 'ines.roussel@exemple.fr', phone: '0611223344', locale: 'fr', erasureRefusal: null });
    expect(file.newsletter.accepted).toBe(true);
    expect(file.addresses).toEqual([expect.objectContaining({ line1: '8 rue des Tanneurs', city: 'Roubaix', isDefaultDelivery: true })]);
    expect(file.orders).toEqual([
      { id: order.id, number: order.number, placedAt: order.createdAt.toISOString(), status: 'delivered', totalCents: order.totalCents },
    ]);

    const json = await call(collaborator, 'GET', `/customers/${customer.id}/export?format=json`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="donnees-ines-roussel-\d{4}-\d{2}-\d{2}-\d{4}\.json"$/);
    const data = json.json<PersonalData>();
    expect(data.account).toMatchObject({ firstName: 'Inès', lastName: 'Roussel', email: 'ines.roussel@exemple.fr' });
    expect(data.orders.map((o) => o.number)).toEqual([order.number]);
    expect(data.orders[0]!.lines).toEqual([expect.objectContaining({ reference: order.lines[0]!.reference, quantity: 1 })]);
    expect(data.addresses[0]!.phone).toBe('0611223344');
    expect(json.body).not.toMatch(/password|hash/i);
    expect(json.body).not.toContain(other.customer.email);
    expect(json.body).not.toContain(other.order.number);

    const html = await call(collaborator, 'GET', `/customers/${customer.id}/export?format=html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['content-disposition']).toMatch(/^attachment; filename="donnees-ines-roussel-.*\.html"$/);
    expect(html.body).toContain('<h1>Données personnelles : Inès Roussel</h1>');
    expect(html.body).toContain(order.number);
    expect(html.body).not.toContain(other.order.number);

    // Who took the person's data out of the shop is in the journal, though an export changes nothing.
    const journaled = await t.db.select().from(auditLog).where(eq(auditLog.action, 'GET /api/admin/customers/:id/export'));
    expect(journaled.map((row) => ({ subject: row.subject, status: row.status }))).toEqual([
      { subject: String(customer.id), status: 200 },
      { subject: String(customer.id), status: 200 },
    ]);
    expect(journaled[0]!.actor).toMatch(/</);
  });

  it("gathers a guest's orders by e-mail, whatever its case, and exports them", async () => {
    const first = await insertOrder(t.db, { email: 'Invite.Seul@exemple.fr', billing: { firstName: 'Zoé', lastName: 'Seul' } });
    const second = await insertOrder(t.db, { email: 'invite.seul@exemple.fr', billing: { firstName: 'Zoé', lastName: 'Seul' } });
    const page = await call(collaborator, 'GET', '/customers/guest?email=INVITE.SEUL%40exemple.fr');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<CustomerFile>()).toMatchObject({ name: 'Zoé Seul', email: 'invite.seul@exemple.fr', account: null });
    expect(
      page
        .json<CustomerFile>()
        .orders.map((o) => o.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    const json = await call(collaborator, 'GET', '/customers/guest/export?email=invite.seul%40exemple.fr&format=json');
    expect(json.headers['content-disposition']).toMatch(/filename="donnees-invite-seul-exemple-fr-/);
    expect(json.json<PersonalData>().orders).toHaveLength(2);
    // Journaled without the e-mail: the journal must not keep what an erasure would remove.
    const [journaled] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'GET /api/admin/customers/guest/export'));
    expect(journaled).toMatchObject({ subject: null, detail: null, status: 200 });
  });

  it('answers bad input with a 4xx in the staff member’s language, and 404 for nobody', async () => {
    expectRefusal(await call(collaborator, 'GET', '/customers/999999'), 404, 'not_found', 'back:customers.errors.notFound');
    expectRefusal(await call(collaborator, 'GET', '/customers/999999', undefined, 'en'), 404, 'not_found', 'back:customers.errors.notFound', 'en');
    expectRefusal(
      await call(collaborator, 'GET', '/customers/guest?email=personne%40exemple.fr'),
      404,
      'not_found',
      'back:customers.errors.notFound',
    );
    expectRefusal(
      await call(collaborator, 'GET', '/customers/guest?email=pas-un-email', undefined, 'en'),
      400,
      'invalid_parameter',
      'account:validation.emailInvalid',
      'en',
      'email',
    );
    expectRefusal(
      await call(collaborator, 'GET', '/customers/guest?email=pas-un-email'),
      400,
      'invalid_parameter',
      'account:validation.emailInvalid',
      'fr',
      'email',
    );
    for (const url of ['/customers/abc', '/customers/1/export?format=pdf', '/customers?page=0', `/customers?q=${'x'.repeat(101)}`]) {
      const response = await call(collaborator, 'GET', url, undefined, 'en');
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message, url).not.toMatch(/^[a-z]+:/);
    }
  });
});

describe('Effacer', () => {
  it('is for administrators: a collaborator gets 403 and nothing changes', async () => {
    const { customer } = await customerWithOrder({ firstName: 'Léa', lastName: 'Garde', email: 'lea.garde@exemple.fr', phone: '0612121212' });
    expectRefusal(await call(collaborator, 'POST', `/customers/${customer.id}/erasure`), 403, 'forbidden', 'back:errors.forbidden');
    expectRefusal(
      await call(collaborator, 'POST', '/customers/guest/erasure', { email: 'lea.garde@exemple.fr' }),
      403,
      'forbidden',
      'back:errors.forbidden',
    );
    expect((await t.db.select().from(customers).where(eq(customers.id, customer.id)))[0]).toMatchObject({ lastName: 'Garde', erasedAt: null });
  });

  it('keeps invoices byte-identical, anonymises the orders, closes the account and takes the name off the desk', async () => {
    const { customer, order } = await customerWithOrder({
      firstName: 'Hugo',
      lastName: 'Efface',
      email: 'hugo.efface@exemple.fr',
      phone: '0633333333',
    });
    await t.db
      .insert(newsletterSubscribers)
      .values({ email: 'hugo.efface@exemple.fr', customerId: customer.id, unsubscribeTokenHash: 'hash-hugo', confirmedAt: new Date() });
    const billed = await call(administrator, 'POST', `/orders/${order.id}/invoice`);
    expect(billed.statusCode, billed.body).toBe(201);
    const invoiceId = billed.json<{ id: number }>().id;
    const pdfBefore = await call(collaborator, 'GET', `/invoices/${invoiceId}/pdf`);
    expect(pdfBefore.statusCode).toBe(200);
    const [rowBefore] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    const customerCookie = await signInAs(t.db, customer.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/store/account', headers: { cookie: customerCookie } })).statusCode).toBe(200);

    const erased = await call(administrator, 'POST', `/customers/${customer.id}/erasure`);
    expect(erased.statusCode, erased.body).toBe(204);

    const pdfAfter = await call(collaborator, 'GET', `/invoices/${invoiceId}/pdf`);
    expect(pdfAfter.statusCode).toBe(200);
    expect(Buffer.compare(pdfAfter.rawPayload, pdfBefore.rawPayload)).toBe(0);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]).toEqual(rowBefore);

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ totalCents: order.totalCents, number: order.number, email: '', customerId: customer.id });
    expect(kept!.billingAddress).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      line1: '',
      line2: '',
      city: '',
      zip: '',
      country: 'FR',
    });
    expect(kept!.erasedAt).not.toBeNull();

    expect((await t.app.inject({ method: 'GET', url: '/api/store/account', headers: { cookie: customerCookie } })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/store/account/login',
      remoteAddress: freshIp(),
      payload: { email: 'hugo.efface@exemple.fr', password: 'Mot-de-passe-2026' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(await t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer.id))).toEqual([]);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'hugo.efface@exemple.fr'))).toEqual([]);
    expect(await emailsFound('efface')).toEqual([]);
    expect(await emailsFound('hugo')).toEqual([]);
    expectRefusal(await call(collaborator, 'GET', `/customers/${customer.id}`), 404, 'not_found', 'back:customers.errors.notFound');
  });

  it('is refused, changing nothing, while an order is in progress, in the staff member’s language', async () => {
    const { customer } = await customerWithOrder({ firstName: 'Nina', lastName: 'Attente', email: 'nina.attente@exemple.fr', phone: '0644444444' });
    await insertOrder(t.db, { customerId: customer.id, email: 'nina.attente@exemple.fr', status: 'processing' });
    const file = (await call(administrator, 'GET', `/customers/${customer.id}`)).json<CustomerFile>();
    expect(file.erasureRefusal).toBe('orderInProgress');
    expectRefusal(
      await call(administrator, 'POST', `/customers/${customer.id}/erasure`),
      409,
      'erasure_orderInProgress',
      'back:customers.errors.orderInProgress',
    );
    expectRefusal(
      await call(administrator, 'POST', `/customers/${customer.id}/erasure`, undefined, 'en'),
      409,
      'erasure_orderInProgress',
      'back:customers.errors.orderInProgress',
      'en',
    );
    expect((await t.db.select().from(customers).where(eq(customers.id, customer.id)))[0]).toMatchObject({ lastName: 'Attente', erasedAt: null });
    expect(await emailsFound('nina.attente')).toEqual(['nina.attente@exemple.fr']);
  });

  it("erases a guest's orders by e-mail, and answers 400 for a bad e-mail", async () => {
    const order = await insertOrder(t.db, { email: 'invite.efface@exemple.fr', status: 'cancelled', billing: { lastName: 'Invité-Effacé' } });
    expectRefusal(
      await call(administrator, 'POST', '/customers/guest/erasure', { email: 'nope' }),
      400,
      'invalid_parameter',
      'account:validation.emailInvalid',
      'fr',
      'email',
    );
    expect((await call(administrator, 'POST', '/customers/guest/erasure', { email: 'Invite.Efface@exemple.fr' })).statusCode).toBe(204);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ email: '', totalCents: order.totalCents });
    expect(await emailsFound('invite.efface')).toEqual([]);
  });
});
