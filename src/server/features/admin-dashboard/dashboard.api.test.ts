import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { countQueries } from '../../../../tests/helpers/database';
import { insertCatalogueBase, insertProduct, type ProductRow } from '../../../../tests/helpers/factories';
import { insertOrder, type OrderFixture, type OrderLineFixture } from '../../../../tests/helpers/orders';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { orders } from '../../../db/schema';
import { orderDateLabel } from '../../../domain/orders/order-date';
import type { StaffOrderPage, StaffOrderSummary } from '../../../domain/orders/staff-orders';
import { dayLabel } from '../../../domain/sales/paris-calendar';
import type { SalesDashboard } from '../../../domain/sales/sales-dashboard';

// Tuesday 15 July 2025, 12:00 in Paris (summer time, UTC+2); other tests move the clock.
let clock = new Date('2025-07-15T10:00:00Z');
let t: TestApp;
let collaborator: string;
let administrator: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
});
afterAll(() => t?.close());

/** A call as the collaborator, unless another session (or none: null) is given. */
const get = (url: string, cookie: string | null = collaborator) =>
  t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: cookie ? { cookie } : {} });

async function dashboard(cookie = collaborator): Promise<SalesDashboard> {
  const response = await get('/dashboard', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An order of `cents` (no shipping), placed at `at`: one line, or the lines given (which must add up to it). */
const order = (at: string, cents: number, fixture: OrderFixture = {}, lines?: OrderLineFixture[]) =>
  insertOrder(t.db, { createdAt: new Date(at), shippingCents: 0, lines: lines ?? [{ unitPriceCents: cents }], ...fixture });

const line = (product: ProductRow, quantity: number, unitPriceCents: number): OrderLineFixture => ({
  productId: product.id,
  reference: product.reference,
  name: product.nameFr,
  quantity,
  unitPriceCents,
});

/** A product as the dashboard names it. */
const productOf = ({ id, reference, nameFr, nameEn }: ProductRow) => ({ productId: id, reference, nameFr, nameEn });

/** Every order the orders list shows under its paid statuses (the desk's filters), every page. */
async function paidOrdersListed(): Promise<StaffOrderSummary[]> {
  const listed: StaffOrderSummary[] = [];
  for (const status of ['pending', 'processing', 'shipped', 'delivered']) {
    for (let page = 1; ; page++) {
      const response = await get(`/orders?status=${status}&page=${page}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<StaffOrderPage>();
      listed.push(...body.items);
      if (!body.hasMore) break;
    }
  }
  return listed;
}

const sumOf = (items: StaffOrderSummary[]) => ({ revenueCents: items.reduce((sum, item) => sum + item.totalCents, 0), orders: items.length });
const placedWithin = (items: StaffOrderSummary[], from: string, to: string) =>
  items.filter((item) => Date.parse(from) <= Date.parse(item.createdAt) && Date.parse(item.createdAt) < Date.parse(to));

/** The proof that the dashboard and the orders list agree to the cent, period by period and day by day. */
async function expectTheOrdersListToAgree(answer: SalesDashboard): Promise<void> {
  const listed = await paidOrdersListed();
  for (const period of answer.periods) {
    expect(period.current, `${period.key}`).toEqual(sumOf(placedWithin(listed, period.from, period.to)));
    expect(period.previous, `${period.key}, previous`).toEqual(sumOf(placedWithin(listed, period.previousFrom, period.previousTo)));
  }
  for (const { day, revenueCents, orders: count } of answer.daily) {
    expect({ revenueCents, orders: count }, day).toEqual(sumOf(listed.filter((item) => orderDateLabel(item.createdAt) === dayLabel(day))));
  }
}

const figuresOf = (answer: SalesDashboard) =>
  Object.fromEntries(
    answer.periods.map(({ key, current, previous, revenueChange, ordersChange }) => [key, { current, previous, revenueChange, ordersChange }]),
  );
const dayOf = (answer: SalesDashboard, day: string) => answer.daily.find((entry) => entry.day === day);

describe('the sales dashboard', () => {
  it('answers an empty shop with zeros: every period, and each of the 90 days, with no change to show', async () => {
    const answer = await dashboard();
    expect(answer.at).toBe('2025-07-15T10:00:00.000Z');
    for (const period of answer.periods) {
      expect(period).toMatchObject({ current: { revenueCents: 0, orders: 0 }, previous: { revenueCents: 0, orders: 0 }, revenueChange: null });
    }
    expect(answer.daily).toHaveLength(90);
    expect(answer.daily[0]!.day).toBe('2025-04-17');
    expect(answer.daily.at(-1)!.day).toBe('2025-07-15');
    expect(answer.daily.every((day) => day.revenueCents === 0 && day.orders === 0)).toBe(true);
    expect(answer.bestSellers).toEqual([]);
    expect(answer.awaiting).toEqual({ pending: 0, unconsulted: 0, oldest: [] });
  });

  it('counts the paid orders not cancelled, in Paris days, each period against the same one moved back; and the orders list agrees to the cent', async () => {
    const { colors, sizes } = await insertCatalogueBase(t.db);
    const tee = await insertProduct(t.db, {
      stock: [
        { color: colors.navy, size: sizes.S, quantity: 0 },
        { color: colors.navy, size: sizes.M, quantity: 3 },
        { color: colors.navy, size: sizes.L, quantity: 4 },
      ],
    });
    const sweat = await insertProduct(t.db, { stock: [{ color: colors.ecru, size: sizes.M, quantity: 1 }] });
    const cap = await insertProduct(t.db, { stock: [{ color: colors.red, size: sizes.M, quantity: 9 }] });
    // An archived product's empty shelf is not a restocking job.
    await insertProduct(t.db, { isPublished: false, archivedAt: new Date(), stock: [{ color: colors.red, size: sizes.S, quantity: 0 }] });

    // Today in Paris began at 22:00 UTC yesterday: both count today, the second one at 01:30 in Paris.
    const midnight = await order('2025-07-14T22:00:00Z', 1000, { status: 'pending' }, [line(tee, 2, 500)]);
    const night = await order('2025-07-14T23:30:00Z', 2000, { status: 'pending' }, [line(sweat, 1, 2000)]);
    await t.db.update(orders).set({ isConsulted: true }).where(eq(orders.id, night.id));
    // Yesterday: before 12:00 it is in the period today is compared with; at 12:00 and after, not.
    await order('2025-07-14T21:59:59.999Z', 4000, { status: 'delivered' }, [line(sweat, 2, 2000)]);
    await order('2025-07-14T09:59:59Z', 8000, { status: 'delivered' }, [line(cap, 1, 8000)]);
    await order('2025-07-14T10:00:00Z', 16000, { status: 'shipped' }, [line(tee, 4, 4000)]);
    // Not sold: unpaid, cancelled (refunded), removed from the staff list.
    await order('2025-07-15T08:00:00Z', 100_000, { status: 'awaiting_payment' });
    await order('2025-07-15T08:00:00Z', 200_000, { status: 'cancelled' }, [line(cap, 50, 4000)]);
    const removed = await order('2025-07-15T08:00:00Z', 400_000, { status: 'delivered' });
    await t.db.update(orders).set({ hiddenByStaffAt: new Date() }).where(eq(orders.id, removed.id));
    // The previous week, the previous month, the chart's first day, and before it.
    await order('2025-07-05T08:00:00Z', 32000, { status: 'processing' }, [line(sweat, 1, 32000)]);
    await order('2025-05-20T08:00:00Z', 64000, { status: 'delivered' }, [line(cap, 64, 1000)]);
    await order('2025-04-16T22:00:00Z', 512, { status: 'delivered' });
    await order('2025-04-16T21:59:59Z', 256, { status: 'delivered' });

    const answer = await dashboard();
    expect(figuresOf(answer)).toEqual({
      today: { current: { revenueCents: 3000, orders: 2 }, previous: { revenueCents: 8000, orders: 1 }, revenueChange: -63, ordersChange: 100 },
      week: { current: { revenueCents: 31000, orders: 5 }, previous: { revenueCents: 32000, orders: 1 }, revenueChange: -3, ordersChange: 400 },
      month: { current: { revenueCents: 63000, orders: 6 }, previous: { revenueCents: 64000, orders: 1 }, revenueChange: -2, ordersChange: 500 },
    });
    expect(answer.periods.find((period) => period.key === 'today')).toMatchObject({
      from: '2025-07-14T22:00:00.000Z',
      to: '2025-07-15T10:00:00.000Z',
      previousFrom: '2025-07-13T22:00:00.000Z',
      previousTo: '2025-07-14T10:00:00.000Z',
    });
    expect(dayOf(answer, '2025-07-15')).toEqual({ day: '2025-07-15', revenueCents: 3000, orders: 2 });
    expect(dayOf(answer, '2025-07-14')).toEqual({ day: '2025-07-14', revenueCents: 28000, orders: 3 });
    expect(dayOf(answer, '2025-07-13')).toEqual({ day: '2025-07-13', revenueCents: 0, orders: 0 });
    expect(answer.daily[0]).toEqual({ day: '2025-04-17', revenueCents: 512, orders: 1 });
    await expectTheOrdersListToAgree(answer);

    // Units over 30 days; the cancelled order's 50 caps and the previous month's 64 do not count.
    expect(answer.bestSellers).toEqual([
      { ...productOf(tee), units: 6, revenueCents: 17000 },
      { ...productOf(sweat), units: 4, revenueCents: 38000 },
      { ...productOf(cap), units: 1, revenueCents: 8000 },
    ]);
    expect(answer.lowStock).toEqual({
      threshold: 3,
      total: 3,
      items: [
        { ...productOf(tee), colorFr: 'Marine', colorEn: 'Navy', size: 'S', quantity: 0 },
        { ...productOf(sweat), colorFr: 'Écru', colorEn: 'Ecru', size: 'M', quantity: 1 },
        { ...productOf(tee), colorFr: 'Marine', colorEn: 'Navy', size: 'M', quantity: 3 },
      ],
    });
    const badge = (await get('/sidebar')).json<{ unconsultedOrders: number }>().unconsultedOrders;
    expect(answer.awaiting).toEqual({
      pending: 2,
      unconsulted: badge,
      oldest: [
        {
          id: midnight.id,
          number: midnight.number,
          createdAt: '2025-07-14T22:00:00.000Z',
          totalCents: 1000,
          customerName: 'Camille Durand',
          consulted: false,
        },
        {
          id: night.id,
          number: night.number,
          createdAt: '2025-07-14T23:30:00.000Z',
          totalCents: 2000,
          customerName: 'Camille Durand',
          consulted: true,
        },
      ],
    });
    // Administrators read the same figures.
    expect(await dashboard(administrator)).toEqual(answer);
  });

  it('cuts the 25-hour day of the autumn clock change at Paris midnights, and the orders list agrees', async () => {
    clock = new Date('2025-10-27T09:00:00Z'); // Monday 27 October, 10:00 in Paris (winter time again)
    await order('2025-10-25T21:59:59Z', 1, { status: 'delivered' }); // Saturday 23:59:59 in Paris
    await order('2025-10-25T22:00:00Z', 10, { status: 'delivered' }); // Sunday 00:00, summer time
    await order('2025-10-26T08:59:59Z', 20, { status: 'delivered' }); // Sunday 09:59:59, winter time: before the cut
    await order('2025-10-26T22:59:59Z', 40, { status: 'delivered' }); // Sunday 23:59:59, the 25th hour of the day
    await order('2025-10-26T23:00:00Z', 80, { status: 'pending' }); // Monday 00:00
    const answer = await dashboard();
    expect(dayOf(answer, '2025-10-25')).toMatchObject({ revenueCents: 1, orders: 1 });
    expect(dayOf(answer, '2025-10-26')).toMatchObject({ revenueCents: 70, orders: 3 });
    expect(dayOf(answer, '2025-10-27')).toMatchObject({ revenueCents: 80, orders: 1 });
    expect(figuresOf(answer).today).toMatchObject({ current: { revenueCents: 80, orders: 1 }, previous: { revenueCents: 30, orders: 2 } });
    await expectTheOrdersListToAgree(answer);
  });

  it('cuts the 23-hour day of the spring clock change at Paris midnights, and the orders list agrees', async () => {
    clock = new Date('2025-03-31T08:00:00Z'); // Monday 31 March, 10:00 in Paris (summer time)
    await order('2025-03-29T23:00:00Z', 100, { status: 'delivered' }); // Sunday 00:00, winter time
    await order('2025-03-30T21:59:59Z', 200, { status: 'delivered' }); // Sunday 23:59:59, summer time
    await order('2025-03-30T22:00:00Z', 400, { status: 'delivered' }); // Monday 00:00
    const answer = await dashboard();
    expect(dayOf(answer, '2025-03-30')).toMatchObject({ revenueCents: 300, orders: 2 });
    expect(dayOf(answer, '2025-03-31')).toMatchObject({ revenueCents: 400, orders: 1 });
    await expectTheOrdersListToAgree(answer);
  });

  it('asks the database the same few queries however many orders there are', async () => {
    clock = new Date('2025-07-15T10:00:00Z');
    const before = await countQueries(t.db, () => dashboard());
    for (let n = 0; n < 15; n++) await order(`2025-07-1${n % 5}T08:00:00Z`, 1000 + n, { status: 'delivered' });
    expect(await countQueries(t.db, () => dashboard())).toBe(before);
    // The staff session, then the sales, best sellers, low stock (2) and awaiting orders (3).
    expect(before).toBeLessThanOrEqual(9);
  });

  it('is for staff: a customer or a visitor without a session is refused', async () => {
    const customer = await signInAs(t.db, (await insertCustomer(t.db)).id);
    expect((await get('/dashboard', customer)).statusCode).toBe(401);
    expect((await get('/dashboard', null)).statusCode).toBe(401);
  });
});
