import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertProduct } from '../../../../tests/helpers/factories';
import { homeAddress, insertOrder } from '../../../../tests/helpers/orders';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { customers, orders, products } from '../../../db/schema';
import type { CustomerOrderDetail, OrderPage } from '../../../domain/orders/orders';
import enOrders from '../../../i18n/en/orders';
import frErrors from '../../../i18n/fr/errors';
import frOrders from '../../../i18n/fr/orders';
import { callApi, codeIn, lastMailTo, sessionCookie } from '../accounts/api-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type Caller = (method: 'GET' | 'DELETE', url: string, language?: 'fr' | 'en') => Promise<LightMyRequestResponse>;

/** A fresh customer, signed in, and a way to call the API as them. */
async function newCustomer(email?: string): Promise<{ id: number; email: string; call: Caller }> {
  const customer = await insertCustomer(t.db, email ? { email } : {});
  const cookie = await signInAs(t.db, customer.id);
  return {
    id: customer.id,
    email: customer.email,
    call: (method, url, language = 'fr') => t.app.inject({ method, url: `/api/store${url}`, headers: { cookie, 'accept-language': language } }),
  };
}

const HOUR_MS = 3_600_000;
/** Order dates an hour apart from a fixed instant, so the expected order never depends on the clock. */
const placedAt = (hoursBefore: number) => new Date(Date.parse('2026-03-20T12:00:00.000Z') - hoursBefore * HOUR_MS);

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('a visitor who is not signed in', () => {
  it.each([
    ['GET', '/orders'],
    ['GET', '/orders?page=abc'],
    ['GET', '/orders/1'],
    ['DELETE', '/orders/1'],
  ] as const)('gets 401 for %s %s, before the input is even read', async (method, url) => {
    const response = await t.app.inject({ method, url: `/api/store${url}`, headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'not_signed_in', message: frErrors.notSignedIn } });
  });
});

describe('the order list', () => {
  it('pages the customer’s orders by 10, newest first, leaving out orders awaiting payment, hidden orders and other customers’', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    // Inserted oldest last, so nothing passes by relying on insertion or id order.
    const mine = [];
    for (let hours = 0; hours < 12; hours++) mine.push(await insertOrder(t.db, { customerId: me.id, createdAt: placedAt(hours) }));
    const awaiting = await insertOrder(t.db, { customerId: me.id, status: 'awaiting_payment', createdAt: placedAt(-1) });
    const hidden = await insertOrder(t.db, { customerId: me.id, createdAt: placedAt(-2), hiddenByCustomerAt: new Date() });
    const theirs = await insertOrder(t.db, { customerId: other.id, createdAt: placedAt(-3) });
    const guests = await insertOrder(t.db, { email: me.email, createdAt: placedAt(-4) });

    const first = await me.call('GET', '/orders');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page1 = first.json<OrderPage>();
    expect(page1.items.map((o) => o.number)).toEqual(mine.slice(0, 10).map((o) => o.number));
    expect(page1).toMatchObject({ total: 12, hasMore: true });

    const page2 = (await me.call('GET', '/orders?page=2')).json<OrderPage>();
    expect(page2.items.map((o) => o.number)).toEqual(mine.slice(10).map((o) => o.number));
    expect(page2).toMatchObject({ total: 12, hasMore: false });

    expect((await me.call('GET', '/orders?page=3')).json()).toEqual({ items: [], total: 12, hasMore: false });

    const listed = [...page1.items, ...page2.items].map((o) => o.id);
    for (const left of [awaiting, hidden, theirs, guests]) expect(listed).not.toContain(left.id);
    expect((await other.call('GET', '/orders')).json<OrderPage>().items.map((o) => o.id)).toEqual([theirs.id]);
  });

  it('gives each order its number, status, UTC date, total in cents and number of articles', async () => {
    const me = await newCustomer();
    const order = await insertOrder(t.db, {
      customerId: me.id,
      status: 'shipped',
      createdAt: new Date('2026-07-01T22:30:00.000Z'),
      lines: [{ unitPriceCents: 2990, quantity: 2 }, { unitPriceCents: 5900 }],
      shippingCents: 0,
      discountCents: 990,
      promoCode: 'BIENVENUE10',
    });
    const { items } = (await me.call('GET', '/orders')).json<OrderPage>();
    expect(items).toEqual([
      { id: order.id, number: order.number, status: 'shipped', createdAt: '2026-07-01T22:30:00.000Z', totalCents: 10890, itemCount: 3 },
    ]);
    expect(order.number).toMatch(/^AT\d{6}$/);
  });

  it('is empty for a customer who never ordered', async () => {
    const me = await newCustomer();
    expect((await me.call('GET', '/orders')).json()).toEqual({ items: [], total: 0, hasMore: false });
  });

  it('numbers the millionth order and the next with all their digits, each number once', async () => {
    await t.db.execute(sql`select setval('order_number_seq', 999998)`);
    const numbers = [(await insertOrder(t.db)).number, (await insertOrder(t.db)).number];
    expect(numbers).toEqual(['AT999999', 'AT1000000']);
  });

  it.each(['0', '-1', 'deux', '1.5', '100001'])('refuses page=%s with 400 naming the field', async (page) => {
    const me = await newCustomer();
    const response = await me.call('GET', `/orders?page=${page}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_parameter', field: 'page' });
  });
});

describe('one order', () => {
  it('shows the addresses, the lines as ordered and the amounts', async () => {
    const me = await newCustomer();
    const onSale = await insertProduct(t.db, { reference: 'TS-LYO-001' });
    const gone = await insertProduct(t.db, { reference: 'SW-OLD-002' });
    const office = { line1: '8 boulevard Voltaire', line2: '', zip: '75011', city: 'Paris', phone: '0142345678' };
    const tshirts = { reference: 'TS-LYO-001', name: 'T-shirt Canut', colorName: 'Marine', sizeName: 'L', unitPriceCents: 3500, quantity: 2 };
    const sweat = { reference: 'SW-OLD-002', name: 'Sweat Croix-Rousse', colorName: 'Écru', sizeName: 'M', unitPriceCents: 6900, quantity: 1 };
    const order = await insertOrder(t.db, {
      customerId: me.id,
      status: 'delivered',
      createdAt: new Date('2026-02-03T09:15:00.000Z'),
      billing: office,
      lines: [
        { ...tshirts, productId: onSale.id },
        { ...sweat, productId: gone.id },
      ],
      shippingCents: 0,
      discountCents: 500,
      promoCode: 'ATELIER5',
    });
    // A product deleted after the order: the line stays as it was bought.
    await t.db.delete(products).where(eq(products.id, gone.id));
    // Delivered on 5 February: the withdrawal period ended with 19 February.
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date('2026-02-05T10:00:00.000Z') })
      .where(eq(orders.id, order.id));

    const response = await me.call('GET', `/orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerOrderDetail>()).toEqual({
      id: order.id,
      number: order.number,
      status: 'delivered',
      createdAt: '2026-02-03T09:15:00.000Z',
      totalCents: 13400,
      itemCount: 3,
      email: homeAddress.email,
      delivery: homeAddress,
      billing: { ...homeAddress, ...office },
      lines: [
        { ...tshirts, productId: onSale.id, lineTotalCents: 7000 },
        { ...sweat, productId: null, lineTotalCents: 6900 },
      ],
      subtotalCents: 13900,
      shippingCents: 0,
      discountCents: 500,
      promoCode: 'ATELIER5',
      progress: {
        paidAt: '2026-02-03T09:15:00.000Z',
        shippedAt: null,
        deliveredAt: '2026-02-05T10:00:00.000Z',
        cancelledAt: null,
        shipment: null,
        refundedCents: 0,
      },
      withdrawal: { state: 'closed', reason: 'periodOver', lastDay: '19/02/2026' },
    });
  });

  it('tells where the order stands after the sale: paid, shipped with its tracking link, delivered; a shipping corrected away is not shown', async () => {
    const me = await newCustomer();
    const order = await insertOrder(t.db, { customerId: me.id, status: 'delivered', createdAt: new Date('2026-02-03T09:15:00.000Z') });
    const shippedAt = new Date('2026-02-04T10:00:00.000Z');
    const deliveredAt = new Date('2026-02-06T15:30:00.000Z');
    await t.db.update(orders).set({ shippedAt, deliveredAt, carrier: 'colissimo', trackingNumber: '6A 123' }).where(eq(orders.id, order.id));
    const shown = (await me.call('GET', `/orders/${order.id}`)).json<CustomerOrderDetail>();
    expect(shown.progress).toEqual({
      paidAt: '2026-02-03T09:15:00.000Z',
      shippedAt: shippedAt.toISOString(),
      deliveredAt: deliveredAt.toISOString(),
      cancelledAt: null,
      shipment: { carrier: 'colissimo', trackingNumber: '6A 123', trackingLink: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123' },
      refundedCents: 0,
    });
    await t.db.update(orders).set({ status: 'processing', deliveredAt: null }).where(eq(orders.id, order.id));
    expect((await me.call('GET', `/orders/${order.id}`)).json<CustomerOrderDetail>().progress).toMatchObject({
      shippedAt: null,
      deliveredAt: null,
      shipment: null,
    });
  });

  it('answers 404 alike for another customer’s order, an unknown id, a hidden order and one awaiting payment, in the customer’s language', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const theirs = await insertOrder(t.db, { customerId: other.id });
    const hidden = await insertOrder(t.db, { customerId: me.id, hiddenByCustomerAt: new Date() });
    const awaiting = await insertOrder(t.db, { customerId: me.id, status: 'awaiting_payment' });
    const notFound = { error: { code: 'order_not_found', message: frOrders.errors.notFound } };
    for (const id of [theirs.id, 999_999, hidden.id, awaiting.id]) {
      const response = await me.call('GET', `/orders/${id}`);
      expect(response.statusCode, `order ${id}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await me.call('GET', `/orders/${theirs.id}`, 'en')).json()).toEqual({
      error: { code: 'order_not_found', message: enOrders.errors.notFound },
    });
    expect((await other.call('GET', `/orders/${theirs.id}`)).statusCode).toBe(200);
  });

  it('refuses an id that is not a number', async () => {
    const me = await newCustomer();
    expect((await me.call('GET', '/orders/abc')).statusCode).toBe(400);
    expect((await me.call('GET', '/orders/99999999999')).statusCode).toBe(400);
    expect((await me.call('DELETE', '/orders/0')).statusCode).toBe(400);
  });
});

describe('removing an order from the list', () => {
  it('hides it from the customer and keeps the order itself', async () => {
    const me = await newCustomer();
    const kept = await insertOrder(t.db, { customerId: me.id, createdAt: placedAt(1) });
    const removed = await insertOrder(t.db, { customerId: me.id, status: 'delivered', createdAt: placedAt(0) });
    const before = await orderRow(removed.id);

    const response = await me.call('DELETE', `/orders/${removed.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await me.call('GET', '/orders')).json<OrderPage>()).toMatchObject({ items: [{ id: kept.id }], total: 1 });
    expect((await me.call('GET', `/orders/${removed.id}`)).statusCode).toBe(404);
    // Every column but the hiding date is as it was: staff, accounts and invoices still have it.
    const after = await orderRow(removed.id);
    expect(after.hiddenByCustomerAt).toBeInstanceOf(Date);
    expect({ ...after, hiddenByCustomerAt: null }).toEqual(before);
    // Once removed, it is gone for the customer: a second removal finds nothing.
    expect((await me.call('DELETE', `/orders/${removed.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another customer’s order, an unknown one or one awaiting payment, and leaves them as they were', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const theirs = await insertOrder(t.db, { customerId: other.id });
    const awaiting = await insertOrder(t.db, { customerId: me.id, status: 'awaiting_payment' });
    for (const order of [theirs, awaiting]) {
      const before = await orderRow(order.id);
      const response = await me.call('DELETE', `/orders/${order.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'order_not_found', message: frOrders.errors.notFound } });
      expect(await orderRow(order.id)).toEqual(before);
    }
    expect((await me.call('DELETE', '/orders/999999')).statusCode).toBe(404);
    expect((await other.call('GET', '/orders')).json<OrderPage>().items.map((o) => o.id)).toEqual([theirs.id]);
  });
});

describe('orders placed as a guest', () => {
  const PASSWORD = 'un secret solide';
  const register = (email: string) =>
    callApi(t.app, '/account/register', {
      body: { firstName: 'Léa', lastName: 'Petit', email, password: PASSWORD, acceptTerms: true, newsletter: false },
    });
  const customerIdOf = async (orderId: number) => (await orderRow(orderId)).customerId;

  it('join the account that registers with their address once it is confirmed, and not before', async () => {
    const email = 'lea.petit@exemple.fr';
    const guestOrder = await insertOrder(t.db, { email: 'Lea.Petit@Exemple.FR', status: 'delivered', createdAt: placedAt(2) });
    const unpaid = await insertOrder(t.db, { email, status: 'awaiting_payment', createdAt: placedAt(1) });
    const someoneElse = await insertOrder(t.db, { email: 'autre@exemple.fr' });
    const other = await newCustomer();
    const otherCustomersOrder = await insertOrder(t.db, { customerId: other.id, email });

    expect((await register(email)).statusCode).toBe(202);
    // Anyone can type an address at sign-up: nothing is handed over until its owner follows the link.
    expect(await customerIdOf(guestOrder.id)).toBeNull();

    const code = codeIn(await lastMailTo(t.db, email), '/confirmation-inscription');
    expect((await callApi(t.app, '/account/confirm', { body: { email, code } })).statusCode).toBe(200);

    const [account] = await t.db.select().from(customers).where(eq(customers.email, email));
    expect(await customerIdOf(guestOrder.id)).toBe(account!.id);
    const signedIn = await callApi(t.app, '/account/login', { body: { email, password: PASSWORD } });
    const list = await callApi(t.app, '/orders', { method: 'GET', cookie: sessionCookie(signedIn) });
    expect(list.json<OrderPage>().items.map((o) => o.id)).toEqual([guestOrder.id]);

    // The unpaid one is the account's too (it shows once paid); others' orders stay theirs.
    expect(await customerIdOf(unpaid.id)).toBe(account!.id);
    expect(await customerIdOf(someoneElse.id)).toBeNull();
    expect(await customerIdOf(otherCustomersOrder.id)).toBe(other.id);
  });

  it('join the account whose address a password reset confirms first', async () => {
    const email = 'reset.avant.confirmation@exemple.fr';
    const guestOrder = await insertOrder(t.db, { email });
    expect((await register(email)).statusCode).toBe(202);
    expect((await callApi(t.app, '/account/password/forgot', { body: { email } })).statusCode).toBe(202);
    const code = codeIn(await lastMailTo(t.db, email), '/reinisialisation-mot-de-passe');
    const reset = await callApi(t.app, '/account/password/reset', { body: { email, code, password: 'un autre secret solide' } });
    expect(reset.statusCode).toBe(200);
    const [account] = await t.db.select().from(customers).where(eq(customers.email, email));
    expect(await customerIdOf(guestOrder.id)).toBe(account!.id);
  });
});
