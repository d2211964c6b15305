import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { BULK_REFERENCE_PREFIX } from '../../src/db/seed/bulk-products';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import { Buyer, type Variant } from '../helpers/buyer';
import { signInAs } from '../helpers/sessions';
import { signInStaffAs } from '../helpers/staff';

export type HotPathsCast = {
  variant: Variant;
  customerId: number;
  customerCookie: string;
  staffCookie: string;
  guest: { email: string; number: string };
};

/** Who walks the paths, picked and signed in before the walk, so that none of this is taken for the shop's own queries. */
export async function castHotPaths(db: Database): Promise<HotPathsCast> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [variant] = await rows<Variant>(sql`
    select s.product_id as "productId", s.color_id as "colorId", s.size_id as "sizeId"
    from stock s join products p on p.id = s.product_id
    where p.reference like ${`${BULK_REFERENCE_PREFIX}%`} and p.is_published and s.quantity >= 5
    order by p.id desc limit 1`);
  const [customer] = await rows<{ id: number }>(sql`select customer_id as id from orders where customer_id is not null order by id desc limit 1`);
  const [guest] = await rows<{ email: string; number: string }>(
    sql`select email, number from orders where customer_id is null order by id desc limit 1`,
  );
  const [admin] = await rows<{ id: number }>(sql`select id from staff where lower(login) = ${DEMO_ADMIN.login.toLowerCase()}`);
  return {
    variant: variant!,
    customerId: customer!.id,
    // No sign-in form: the session lookup is the hot path, not the password hash.
    customerCookie: await signInAs(db, customer!.id),
    staffCookie: await signInStaffAs(db, admin!.id),
    guest: guest!,
  };
}

/**
 * The shop's hot paths, walked through its HTTP API as people use them, for the plans of the SQL
 * they send (ADR 46): a shopper browsing, filtering, searching, filling and emptying a cart and
 * buying as a guest to a paid order; a customer with a history reading their orders and cart;
 * staff on the dashboard they land on, the orders desk (lists, searches, an order) and the customers desk (list, search, a
 * customer, a guest). Each answer must be a success, so that a path broken by the seed is not
 * mistaken for a fast one.
 */
export async function walkHotPaths(shopUrl: string, { variant, customerId, customerCookie, staffCookie, guest }: HotPathsCast): Promise<void> {
  const ok = async (answer: Promise<{ status: number; body: unknown }>, what: string) => {
    const { status, body } = await answer;
    expect(status, `${what}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(300);
    return body;
  };

  // A guest shopper: the catalogue, the search, the cart, the whole purchase.
  const shopper = new Buyer([shopUrl], 'hot.paths@example.test');
  const browse = async (path: string) => ok(shopper.call('GET', path), path);
  for (const query of [
    '',
    'category=sweatshirts',
    `color=${variant.colorId}&size=${variant.sizeId}`,
    'sort=price_asc&offset=24',
    'new=true',
    'collection=1',
  ])
    await browse(`/api/store/products?lang=fr&limit=24&${query}`);
  await browse(`/api/store/products/${variant.productId}?lang=fr`);
  for (const words of ['mariniere paimpol', 'sweet', 'hoodie brest', 'BULK-000042'])
    await browse(`/api/store/search?${new URLSearchParams({ q: words, lang: 'fr', limit: '16' })}`);
  await browse('/api/store/collections?lang=fr');
  await ok(shopper.call('POST', '/api/store/cart/lines', { ...variant, quantity: 2 }), 'add to cart');
  const cart = (await browse('/api/store/cart?lang=fr')) as { lines: { id: number }[] };
  await ok(shopper.call('PATCH', `/api/store/cart/lines/${cart.lines[0]!.id}`, { quantity: 1 }), 'change a quantity');
  await ok(shopper.call('DELETE', `/api/store/cart/lines/${cart.lines[0]!.id}`), 'remove a line');
  const purchase = await shopper.buy(variant);
  expect(purchase).toMatchObject({ outcome: 'paid' });
  await browse('/api/store/checkout/confirmation');
  // The product again: the order moved its stock, which the catalogue reads again.
  await browse(`/api/store/products/${variant.productId}?lang=fr`);

  // A customer with orders: their list, one order, their cart.
  const asCustomer = (path: string, method = 'GET', body?: unknown) => ok(call(shopUrl, customerCookie, method, path, body), path);
  const orders = (await asCustomer('/api/store/orders')) as { items: { id: number }[] };
  await asCustomer(`/api/store/orders/${orders.items[0]!.id}`);
  await asCustomer('/api/store/cart/lines', 'POST', { ...variant, quantity: 1 });
  await asCustomer('/api/store/cart?lang=fr');
  await asCustomer('/api/store/account');

  // Staff: the orders desk and the customers desk.
  const asStaff = (path: string) => ok(call(shopUrl, staffCookie, 'GET', path), path);
  const desk = [
    '',
    'status=pending',
    'status=shipped',
    'status=delivered',
    'sort=amount&dir=desc',
    `q=${guest.number}`,
    `q=${encodeURIComponent(guest.email)}`,
    'q=durand',
    'q=bienvenue10',
    `q=${encodeURIComponent('livrée')}`,
    'status=delivered&q=martin&sort=amount&dir=asc',
    'page=2',
  ];
  await asStaff('/api/admin/dashboard');
  for (const query of desk) await asStaff(`/api/admin/orders?${query}`);
  const list = (await asStaff('/api/admin/orders')) as { items: { id: number }[] };
  await asStaff(`/api/admin/orders/${list.items[0]!.id}`);
  for (const query of ['', 'q=durand', `q=${encodeURIComponent(guest.email)}`, 'page=2']) await asStaff(`/api/admin/customers?${query}`);
  await asStaff(`/api/admin/customers/${customerId}`);
  await asStaff(`/api/admin/customers/guest?${new URLSearchParams({ email: guest.email })}`);
}

/** One request with a session cookie made by the test. */
async function call(shopUrl: string, cookie: string, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { cookie, origin: shopUrl };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(shopUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as unknown };
}
