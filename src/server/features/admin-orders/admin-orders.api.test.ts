import { count, desc, eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { countQueries } from '../../../../tests/helpers/database';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertOrder, type OrderFixture } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { orders, payments } from '../../../db/schema';
import { bulkOrdersSql } from '../../../db/seed/bulk-orders';
import type { StaffOrderDetail, StaffOrderPage } from '../../../domain/orders/staff-orders';
import enBack from '../../../i18n/en/back';
import frBack from '../../../i18n/fr/back';
import { stockOf } from '../checkout/checkout-test-kit';

let t: TestApp;
let cookie: string;
let collaborator: { firstName: string; lastName: string };

beforeAll(async () => {
  t = await createTestApp();
  // Collaborators run the desk: every call here is a collaborator's.
  const member = await insertStaff(t.db, 'collaborator', { firstName: 'Noé', lastName: 'Desk' });
  collaborator = member;
  cookie = await signInStaffAs(t.db, member.id);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

const list = async (query: string): Promise<StaffOrderPage> => {
  const response = await call('GET', `/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const numbers = (page: StaffOrderPage) => page.items.map((item) => item.number);

const HOUR_MS = 3_600_000;
const placedAt = (hoursBefore: number) => new Date(Date.parse('2026-03-20T12:00:00.000Z') - hoursBefore * HOUR_MS);

/** Orders of one customer, whose unique last name scopes a test's searches. */
const ordersOf = (lastName: string, fixtures: OrderFixture[]) =>
  Promise.all(fixtures.map((fixture) => insertOrder(t.db, { ...fixture, billing: { lastName, ...fixture.billing } })));

const badge = async () => (await call('GET', '/sidebar')).json<{ unconsultedOrders: number }>().unconsultedOrders;
const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('the staff order list', () => {
  it('pages by 10, newest first, leaves out unpaid orders unless asked for, and flags the unconsulted ones', async () => {
    const placed = [];
    for (let hours = 0; hours < 12; hours++)
      placed.push(await insertOrder(t.db, { billing: { lastName: 'Pagination' }, createdAt: placedAt(hours) }));
    const [unpaid] = await ordersOf('Pagination', [{ status: 'awaiting_payment', createdAt: placedAt(-1) }]);
    await t.db.update(orders).set({ isConsulted: true }).where(eq(orders.id, placed[0]!.id));

    const first = await list('q=pagination');
    expect(numbers(first)).toEqual(placed.slice(0, 10).map((order) => order.number));
    expect(first).toMatchObject({ total: 12, hasMore: true });
    expect(first.items[0]).toMatchObject({ consulted: true, customerName: 'Camille Pagination', status: 'pending', totalCents: 3589 });
    expect(first.items[1]!.consulted).toBe(false);
    const second = await list('q=pagination&page=2');
    expect(numbers(second)).toEqual(placed.slice(10).map((order) => order.number));
    expect(second.hasMore).toBe(false);

    expect(numbers(await list('q=pagination&status=awaiting_payment'))).toEqual([unpaid!.number]);
  });

  it('asks the database the same few queries whatever the page, filter or search', async () => {
    for (let n = 0; n < 12; n++) await insertOrder(t.db, { billing: { lastName: 'Requêtes' } });
    const firstPage = await countQueries(t.db, () => list('q=requ'));
    const secondPage = await countQueries(t.db, () => list('q=requ&page=2&sort=amount&dir=asc'));
    const everything = await countQueries(t.db, () => list('status=pending&q=en%20attente'));
    expect(secondPage).toBe(firstPage);
    expect(everything).toBe(firstPage);
    // The staff session check, then one transaction: its mode, the plan setting, the count and the page (BEGIN and COMMIT are statements of their own on PostgreSQL).
    expect(firstPage).toBeLessThanOrEqual(6);
  });

  it('filters by status and sorts by amount either way', async () => {
    const [cheap, dear, middle] = await ordersOf('Tri', [
      { status: 'processing', lines: [{ unitPriceCents: 1000 }] },
      { status: 'processing', lines: [{ unitPriceCents: 9000 }] },
      { status: 'processing', lines: [{ unitPriceCents: 5000 }] },
      { status: 'delivered', lines: [{ unitPriceCents: 7000 }] },
    ]);
    expect(numbers(await list('q=tri&status=processing&sort=amount&dir=asc'))).toEqual([cheap!.number, middle!.number, dear!.number]);
    expect(numbers(await list('q=tri&status=processing&sort=amount&dir=desc'))).toEqual([dear!.number, middle!.number, cheap!.number]);
  });

  it('searches by number, promo code, customer name, e-mail and status word, case and accents ignored', async () => {
    const [promo, mail, shipped] = await ordersOf('Recherché', [
      { promoCode: 'ETE2026' },
      { email: 'Zoe.Recherche@Exemple.fr' },
      { status: 'shipped' },
    ]);
    expect(numbers(await list(`q=${promo!.number.toLowerCase()}`))).toEqual([promo!.number]);
    expect(numbers(await list('q=ete2026'))).toEqual([promo!.number]);
    expect(numbers(await list('q=zoe.recherche@exemple'))).toEqual([mail!.number]);
    expect(numbers(await list('q=CAMILLE%20RECHERCH')).sort()).toEqual([promo!.number, mail!.number, shipped!.number].sort());
    expect(numbers(await list('q=en%20cours%20de%20livr'))).toContain(shipped!.number);
    expect(numbers(await list('q=en%20cours%20de%20livr'))).not.toContain(promo!.number);
    // A % typed in the search is a percent sign, not "anything".
    expect((await list('q=%25')).total).toBe(0);
  });

  it('finds an e-mail address wherever an order holds it, as the words anywhere: inside a longer address, in a name, any case', async () => {
    const [exact, longer, deeper, named, other, underscore] = await ordersOf('Adresse', [
      { email: 'Lea_Adresse@Exemple.fr' },
      { email: 'xlea_adresse@exemple.fr.eu' },
      { email: 'lea_adresse@exemple.fr' },
      { email: 'quelqu.un@exemple.fr', billing: { firstName: 'dit lea_adresse@exemple.fr@maison' } },
      { email: 'leaxadresse@exemple.fr' },
      { email: 'a_b%c\\d@exemple.fr' },
    ]);
    const found = async (q: string) => numbers(await list(`q=${encodeURIComponent(q)}`)).sort();
    const all = [exact, longer, deeper, named].map((order) => order!.number).sort();
    expect(await found('lea_adresse@exemple.fr')).toEqual(all);
    expect(await found('LEA_ADRESSE@EXEMPLE.FR')).toEqual(all);
    expect(await found('  lea_adresse@ ')).toEqual(all);
    // The mailbox's _ is an underscore, not "any character": leaxadresse is not found.
    expect(await found('a_adresse@exemple')).toEqual(all);
    expect(await found('lea_adresse@exemple.fr.eu')).toEqual([longer!.number]);
    expect(await found('a_b%c\\d@')).toEqual([underscore!.number]);
    expect(await found('x@y@z')).toEqual([]);
    expect(numbers(await list('q=leaxadresse@exemple.fr'))).toEqual([other!.number]);
  });

  it('counts the matches up to 1,000 and then says "more than", and counts a narrower search exactly', async () => {
    await t.db.execute(sql.raw(bulkOrdersSql(1100, 'Millier')));
    onTestFinished(async () => {
      await t.db.delete(orders).where(like(sql`${orders.billingAddress} ->> 'lastName'`, 'Millier%'));
    });
    const onDesk = (lastName: string) =>
      sql`${orders.billingAddress} ->> 'lastName' like ${lastName} and ${orders.status} <> 'awaiting_payment' and ${orders.hiddenByStaffAt} is null`;
    const [all] = await t.db.select({ n: count() }).from(orders).where(onDesk('Millier%'));
    expect(all!.n).toBeGreaterThan(1000);

    const many = await list('q=millier');
    expect(many).toMatchObject({ total: 1000, moreThanTotal: true, hasMore: true });
    const dates = many.items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const next = await list('q=millier&page=2');
    expect(next.items.every((item) => !numbers(many).includes(item.number) && item.createdAt <= dates.at(-1)!)).toBe(true);

    const [durand] = await t.db.select({ n: count() }).from(orders).where(onDesk('MillierDurand'));
    const narrower = await list('q=millierdurand&sort=amount&dir=asc');
    expect(narrower).toMatchObject({ total: durand!.n, moreThanTotal: false, hasMore: durand!.n > 10 });
    const amounts = narrower.items.map((item) => item.totalCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(narrower.items.every((item) => item.customerName.endsWith(' MillierDurand'))).toBe(true);

    // Words naming statuses, beyond a thousand matches: the newest orders of those statuses or holding the words, page after page.
    const [named] = await ordersOf('Livrée', [{ status: 'pending', createdAt: new Date(Date.now() + 60_000) }]);
    const newest = async (offset: number) =>
      (
        await t.db
          .select({ number: orders.number })
          .from(orders)
          .where(
            sql`(${orders.status} in ('delivered', 'shipped') or ${orders.searchText} ilike '%livr%') and ${orders.status} <> 'awaiting_payment' and ${orders.hiddenByStaffAt} is null`,
          )
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(10)
          .offset(offset)
      ).map((order) => order.number);
    for (const [page, offset] of [
      [1, 0],
      [2, 10],
    ] as const) {
      const answer = await list(`q=livr&page=${page}`);
      expect(answer).toMatchObject({ total: 1000, moreThanTotal: true, hasMore: true });
      expect(numbers(answer)).toEqual(await newest(offset));
    }
    expect(numbers(await list('q=livr'))[0]).toBe(named!.number);
  });

  it('refuses a sort it does not know', async () => {
    const response = await call('GET', '/orders?sort=price');
    expect(response.statusCode).toBe(400);
  });
});

describe('exporting the list', () => {
  const csvOf = async (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/admin/orders/export?${query}`, headers: { cookie, ...headers } });

  it('downloads the list as filtered and sorted, every page of it, in the staff member’s language', async () => {
    const placed = await ordersOf('Export', [
      ...Array.from({ length: 11 }, (_, n) => ({ createdAt: placedAt(n), lines: [{ unitPriceCents: 1000 + n }] })),
      { status: 'cancelled' as const, promoCode: 'BIENVENUE10' },
    ]);
    const response = await csvOf('q=export&status=pending&sort=amount&dir=asc&lang=fr');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Numéro;Date;Client;E-mail;Statut;Code promo;Montant (€);Consultée');
    // All 11 pending orders (more than a page), cheapest first; the cancelled one filtered out.
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(placed.slice(0, 11).map((order) => order.number));
    expect(lines[1]).toMatch(/;Camille Export;camille\.durand@exemple\.fr;En attente;;15,99;non$/);

    const english = await csvOf('q=export&status=cancelled&lang=en');
    expect(
      english.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual([
      'Number,Date,Customer,E-mail,Status,Promo code,Amount (€),Opened',
      expect.stringMatching(new RegExp(`^${placed[11]!.number},.*,Camille Export,camille\\.durand@exemple\\.fr,Cancelled,BIENVENUE10,`)),
    ]);
  });

  it('is refused without a staff session, and a bad filter changes nothing', async () => {
    expect((await t.app.inject({ url: '/api/admin/orders/export' })).statusCode).toBe(401);
    expect((await csvOf('status=lost')).statusCode).toBe(400);
  });
});

describe('the packing slip', () => {
  const slipText = async (response: LightMyRequestResponse) => {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
    return text.replace(/[\s\u00a0\u202f]+/g, ' ');
  };

  it('prints where the parcel goes and what is in it, without prices, in the language the customer ordered in', async () => {
    const order = await insertOrder(t.db, {
      delivery: { firstName: 'Inès', lastName: 'Colis', line1: '12 rue des Œillets', zip: '69003', city: 'Lyon' },
      lines: [
        { name: 'T-shirt Brodé', reference: 'TSB-01', colorName: 'Écru', sizeName: 'XS', quantity: 2, unitPriceCents: 3490 },
        {
          name: 'Sweat Atelier',
          nameEn: 'Workshop sweatshirt',
          reference: 'SWA-02',
          colorName: 'Marine',
          colorNameEn: 'Navy',
          sizeName: '3XL',
          quantity: 1,
          unitPriceCents: 6990,
        },
      ],
    });
    const response = await call('GET', `/orders/${order.id}/packing-slip`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="bon-de-livraison-${order.number}.pdf"`);
    const text = await slipText(response);
    expect(text).toContain(`Bon de livraison ${order.number}`);
    expect(text).toContain('Inès Colis');
    expect(text).toContain('12 rue des Œillets');
    expect(text).toContain('69003 Lyon');
    // Stored as typed (0612345678), printed in pairs of digits.
    expect(text).toContain('06 12 34 56 78');
    expect(text).toMatch(/TSB-01 T-shirt Brodé Écru XS 2/);
    expect(text).toMatch(/SWA-02 Sweat Atelier Marine 3XL 1/);
    expect(text).toContain('3 articles');
    expect(text).not.toMatch(/€|34,90|69,90/);
    // Reading it is not opening the order.
    expect((await row(order.id)).isConsulted).toBe(false);

    await t.db.update(orders).set({ locale: 'en' }).where(eq(orders.id, order.id));
    const english = await slipText(await call('GET', `/orders/${order.id}/packing-slip`));
    expect(english).toContain(`Packing slip ${order.number}`);
    expect(english).toContain('3 articles');
    expect(english).toContain('Deliver to');
    expect(english).toMatch(/SWA-02 Workshop sweatshirt Navy 3XL 1/);
  });

  it('answers 404 for an order not on the desk, and 401 without a staff session', async () => {
    const order = await insertOrder(t.db);
    expect((await call('GET', '/orders/999999/packing-slip')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/orders/${order.id}/packing-slip` })).statusCode).toBe(401);
  });
});

describe('opening an order', () => {
  it('shows its addresses, lines and payment, and marks it consulted: the badge goes down', async () => {
    const [order] = await ordersOf('Ouverture', [{ promoCode: 'BIENVENUE', lines: [{ quantity: 2 }] }]);
    await t.db
      .insert(payments)
      .values({ orderId: order!.id, provider: 'test', providerRef: `test_${order!.id}`, status: 'succeeded', amountCents: order!.totalCents });
    const before = await badge();

    const response = await call('GET', `/orders/${order!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<StaffOrderDetail>();
    expect(detail).toMatchObject({
      number: order!.number,
      customerName: 'Camille Ouverture',
      promoCode: 'BIENVENUE',
      payment: { provider: 'test', status: 'succeeded', amountCents: order!.totalCents },
      refundRequired: false,
      statusChoices: [],
      billing: { lastName: 'Ouverture', city: 'Lyon' },
    });
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({ quantity: 2, lineTotalCents: 5980 });
    expect(await badge()).toBe(before - 1);
    expect((await list(`q=${order!.number}`)).items[0]!.consulted).toBe(true);
    // Opening it again changes nothing more.
    await call('GET', `/orders/${order!.id}`);
    expect(await badge()).toBe(before - 1);
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await call('GET', '/orders/2147483647');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'order_not_found', message: frBack.errors.orders.notFound } });
  });
});

describe('confirming, rejecting and changing the status', () => {
  it('confirms a pending order, then refuses to confirm it again with a message in the staff member’s language', async () => {
    const [order] = await ordersOf('Confirmation', [{}]);
    expect((await call('POST', `/orders/${order!.id}/confirm`)).statusCode).toBe(204);
    expect((await row(order!.id)).status).toBe('processing');

    const again = await call('POST', `/orders/${order!.id}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'transition_notPending', message: frBack.errors.orders.notPending } });
    const inEnglish = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order!.id}/confirm?lang=en`, headers: { cookie } });
    expect(inEnglish.json().error.message).toBe(enBack.errors.orders.notPending);
  });

  it('rejects a paid order: its stock goes back on the shelf and its money back to the card, at once', async () => {
    const base = await insertCatalogueBase(t.db);
    const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 3 }] });
    const variant = { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id };
    const [order] = await ordersOf('Rejet', [{ lines: [{ ...variant, quantity: 2 }] }]);
    await t.db
      .insert(payments)
      .values({ orderId: order!.id, provider: 'test', providerRef: `test_pi_${order!.number}`, status: 'succeeded', amountCents: order!.totalCents });

    const rejected = await call('POST', `/orders/${order!.id}/reject`, { refundCents: order!.totalCents });
    expect(rejected.json()).toEqual({ refundCents: order!.totalCents, units: 2, invoiceNumber: null });
    expect(await stockOf(t.db, variant)).toBe(5);
    expect(await row(order!.id)).toMatchObject({
      status: 'cancelled',
      stockState: 'released',
      refundRequired: false,
      refundedCents: order!.totalCents,
    });

    // Rejected twice, the stock is not given back twice.
    const again = await call('POST', `/orders/${order!.id}/reject`, { refundCents: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(frBack.errors.orders.final);
    expect(await stockOf(t.db, variant)).toBe(5);
  });

  it('changes a status among the allowed ones and refuses the others, changing nothing', async () => {
    const [order] = await ordersOf('Statut', [{ status: 'processing' }]);
    const parcel = { carrier: 'mondial_relay', trackingNumber: '12345678' };
    expect((await call('PATCH', `/orders/${order!.id}/status`, { status: 'shipped', ...parcel })).statusCode).toBe(204);
    expect((await call('PATCH', `/orders/${order!.id}/status`, { status: 'delivered' })).statusCode).toBe(204);

    const cancel = await call('PATCH', `/orders/${order!.id}/status`, { status: 'cancelled', refundCents: 0 });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toEqual({ code: 'transition_tooLateToCancel', message: frBack.errors.orders.tooLateToCancel });
    expect(await row(order!.id)).toMatchObject({ status: 'delivered', refundRequired: false });

    expect((await call('PATCH', `/orders/${order!.id}/status`, { status: 'awaiting_payment' })).json().error.code).toBe('transition_notAllowed');
    expect((await call('PATCH', `/orders/${order!.id}/status`, { status: 'lost' })).statusCode).toBe(400);
    expect((await call('PATCH', '/orders/2147483647/status', { status: 'shipped', ...parcel })).statusCode).toBe(404);
  });
});

describe('the order’s timeline', () => {
  const timelineOf = async (id: number) => (await call('GET', `/orders/${id}`)).json<StaffOrderDetail>().timeline;

  it('tells what happened to the order and who did it: placed, paid, first opened, status changed, noted, invoiced', async () => {
    const order = await insertOrder(t.db, { createdAt: placedAt(2) });
    const me = `${collaborator.firstName} ${collaborator.lastName}`;
    await timelineOf(order.id);
    // Opened again: nothing new.
    await timelineOf(order.id);
    expect((await call('POST', `/orders/${order.id}/confirm`)).statusCode).toBe(204);
    expect((await call('POST', `/orders/${order.id}/notes`, { note: '  Colis fragile : double carton.  ' })).statusCode).toBe(204);
    expect((await call('POST', `/orders/${order.id}/invoice`)).statusCode).toBe(201);

    const timeline = await timelineOf(order.id);
    expect(timeline.map((entry) => entry.kind)).toEqual(['placed', 'paid', 'consulted', 'status_changed', 'note', 'invoiced']);
    expect(timeline[2]).toMatchObject({ kind: 'consulted', by: me });
    expect(timeline[3]).toMatchObject({ kind: 'status_changed', from: 'pending', to: 'processing', by: me });
    expect(timeline[4]).toMatchObject({ kind: 'note', note: 'Colis fragile : double carton.', by: me });
    expect(timeline[5]).toMatchObject({ kind: 'invoiced', by: me, number: expect.stringMatching(/^F-\d{4}-\d{6}$/) });
    expect(timeline[0]!.at).toBe(placedAt(2).toISOString());
  });

  it('refuses an empty note, a note with control characters and a note too long, in the staff member’s language, and writes nothing', async () => {
    const order = await insertOrder(t.db);
    const empty = await call('POST', `/orders/${order.id}/notes?lang=fr`, { note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { field: 'note', message: 'Écrivez la note avant de l’ajouter.' } });
    expect((await call('POST', `/orders/${order.id}/notes`, { note: 'a\u0000b' })).statusCode).toBe(400);
    const long = await call('POST', `/orders/${order.id}/notes?lang=en`, { note: 'x'.repeat(1001) });
    expect(long.json()).toMatchObject({ error: { field: 'note', message: 'A note holds 1000 characters at most.' } });
    expect((await timelineOf(order.id)).filter((entry) => entry.kind === 'note')).toEqual([]);
    expect((await call('POST', '/orders/999999/notes', { note: 'Perdue' })).statusCode).toBe(404);
  });
});

describe('deleting an order', () => {
  it('takes it off the staff list and the badge, and keeps the record', async () => {
    const [order] = await ordersOf('Suppression', [{ status: 'delivered' }]);
    const before = await badge();
    expect((await call('DELETE', `/orders/${order!.id}`)).statusCode).toBe(204);
    expect((await list('q=suppression')).total).toBe(0);
    // Still found where staff look for hidden orders.
    expect((await list('q=suppression&view=hidden')).items.map((item) => item.id)).toEqual([order!.id]);
    expect((await call('GET', `/orders/${order!.id}`)).json()).toMatchObject({ hidden: true });
    expect(await badge()).toBe(before - 1);
    expect((await row(order!.id)).hiddenByStaffAt).not.toBeNull();
    expect((await call('DELETE', `/orders/${order!.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a pending order before a decision', async () => {
    const [order] = await ordersOf('Attente', [{}]);
    const response = await call('DELETE', `/orders/${order!.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(frBack.errors.orders.awaitsDecision);
    expect((await list('q=attente')).items.map((item) => item.id)).toContain(order!.id);
  });
});
