import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { payments, returnLines, stockMovements } from '../../../db/schema';
import type { StockMovementPage } from '../../../domain/stock/stock-movements';
import { CARDS, deliver, expireHold, orderById, paymentOf, Shopper, signedEvent, TEST_WEBHOOK_SECRET } from '../checkout/checkout-test-kit';
import { releaseExpiredReservations } from '../checkout/reservation-expiry';
import { TestPaymentProvider } from '../payments/test-provider';
import { insertReturn } from '../returns/returns-test-kit';
import { asOpened, created, insertUploads, newProduct, staffCaller, staffProduct } from '../admin-products/products-test-kit';

/**
 * Every writer of the stock leaves a movement (ADR 41): the checkout's hold and its three ways
 * back (expiry, refused payment, cart changed at payment), a late payment, a cancellation, a
 * return put back on sale, the product form, and a write nobody named. Read through the
 * product form's history API, as staff see it.
 */

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;
let admin: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ payments: new TestPaymentProvider(TEST_WEBHOOK_SECRET) });
  base = await insertCatalogueBase(t.db);
  const member = await insertStaff(t.db, 'admin', { firstName: 'Alix', lastName: 'Martin' });
  admin = { id: member.id, cookie: await signInStaffAs(t.db, member.id) };
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin.cookie): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

/** The product's movements, newest first, as the history shows them: before → after, why, by whom, which order. */
async function history(productId: number) {
  const response = await call('GET', `/products/${productId}/stock-movements?lang=fr`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<StockMovementPage>()
    .items.map(({ before, after, reason, staffName, orderNumber }) => ({ before, after, reason, staffName, orderNumber }));
}

/** A published product with `quantity` navy M written straight into the tables (a movement nobody named). */
async function onSale(quantity: number) {
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity }] });
  return { product, variant: { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id } };
}

async function holding(variant: { productId: number; colorId: number; sizeId: number }, quantity: number) {
  const shopper = new Shopper(t.app);
  await shopper.cart('POST', '/cart/lines', { ...variant, quantity });
  await shopper.answerAsGuest();
  const start = await shopper.placeOrder();
  return { shopper, start, number: (await orderById(t.db, start.orderId)).number };
}

describe('the checkout’s holds', () => {
  it('records the hold taken for an order, and its release when the hold expires', async () => {
    const { product, variant } = await onSale(5);
    const { start, number } = await holding(variant, 2);
    await expireHold(t.db, start.orderId);
    expect(await releaseExpiredReservations(t.db)).toBeGreaterThanOrEqual(1);
    expect(await history(product.id)).toEqual([
      { before: 3, after: 5, reason: 'hold_expired', staffName: null, orderNumber: number },
      { before: 5, after: 3, reason: 'reservation', staffName: null, orderNumber: number },
      { before: 0, after: 5, reason: 'unknown', staffName: null, orderNumber: null },
    ]);
  });

  it('records a refused payment giving the hold back, and a late payment taking the units again', async () => {
    const { product, variant } = await onSale(5);
    const { shopper, number } = await holding(variant, 1);
    expect((await shopper.pay(CARDS.declined)).json()).toMatchObject({ state: 'failed' });

    // Paid later through the provider, after the hold was given back: the units are taken again.
    const again = await shopper.placeOrder();
    await expireHold(t.db, again.orderId);
    await releaseExpiredReservations(t.db);
    const payment = await paymentOf(t.db, again.orderId);
    const paid = await deliver(t.app, signedEvent('succeeded', { id: payment.providerRef, orderId: again.orderId, amount: again.totalCents }));
    expect(paid.statusCode, paid.body).toBe(200);

    const reasons = (await history(product.id)).map(({ before, after, reason }) => `${reason} ${before}→${after}`);
    expect(reasons).toEqual(['late_payment 5→4', 'hold_expired 4→5', 'reservation 5→4', 'payment_failed 4→5', 'reservation 5→4', 'unknown 0→5']);
    expect((await history(product.id))[3]!.orderNumber).toBe(number);
  });

  it('records the hold given back when the cart changes at the payment step', async () => {
    const { product, variant } = await onSale(4);
    const { shopper, number } = await holding(variant, 3);
    await shopper.cart('DELETE', '/cart');
    expect((await history(product.id)).slice(0, 2)).toEqual([
      { before: 1, after: 4, reason: 'cart_released', staffName: null, orderNumber: number },
      { before: 4, after: 1, reason: 'reservation', staffName: null, orderNumber: number },
    ]);
  });
});

/** An order of two units of `variant`, paid with the test provider (its stock already taken: the order is written straight into the tables). */
async function paidOrder(variant: { productId: number; colorId: number; sizeId: number }, status: 'processing' | 'delivered') {
  const order = await insertOrder(t.db, { status, lines: [{ ...variant, unitPriceCents: 2990, quantity: 2 }] });
  await t.db
    .insert(payments)
    .values({ orderId: order.id, provider: 'test', providerRef: `test_pi_${order.number}`, status: 'succeeded', amountCents: order.totalCents });
  return order;
}

describe('staff’s actions', () => {
  it('records a cancellation putting a paid order’s units back, by the staff member, for the order', async () => {
    const { product, variant } = await onSale(2);
    const order = await paidOrder(variant, 'processing');
    const cancelled = await call('POST', `/orders/${order.id}/cancel`, { refundCents: order.totalCents });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect((await history(product.id))[0]).toEqual({
      before: 2,
      after: 4,
      reason: 'cancellation',
      staffName: 'Alix Martin',
      orderNumber: order.number,
    });
  });

  it('records a return put back on sale', async () => {
    const { product, variant } = await onSale(1);
    const order = await paidOrder(variant, 'delivered');
    const ret = await insertReturn(t, order.id, 'wrong_size', [{ orderLineId: order.lines[0]!.id, quantity: 2 }], 'received');
    const [returnLine] = await t.db.select().from(returnLines).where(eq(returnLines.returnId, ret.id));
    const refunded = await call('POST', `/returns/${ret.id}/refund`, { restock: [{ returnLineId: returnLine!.id, quantity: 1 }] });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await history(product.id))[0]).toEqual({
      before: 1,
      after: 2,
      reason: 'return_restocked',
      staffName: 'Alix Martin',
      orderNumber: order.number,
    });
  });

  it('records the product form’s stock (created, corrected, a variant removed), and erasing the product takes its history with it', async () => {
    const products = staffCaller(t, admin.cookie);
    const catalogue = { ...base, uploads: await insertUploads(t, 1) };
    const { id } = await created(
      products,
      newProduct(catalogue, {
        stock: [
          { colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 5 },
          { colorId: base.colors.ecru.id, sizeId: base.sizes.L.id, quantity: 3 },
        ],
      }),
    );
    const opened = asOpened(await staffProduct(products, id));
    // 5 navy M become 8; the ecru L row is taken out of the form.
    const saved = await products('PUT', `/products/${id}`, {
      ...opened,
      stock: [{ ...opened.stock.find((row) => row.colorId === base.colors.navy.id)!, quantity: 8 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const movements = await history(id);
    expect(movements).toHaveLength(4);
    expect(movements.slice(0, 2)).toEqual(
      expect.arrayContaining([
        { before: 5, after: 8, reason: 'product_form', staffName: 'Alix Martin', orderNumber: null },
        { before: 3, after: 0, reason: 'product_form', staffName: 'Alix Martin', orderNumber: null },
      ]),
    );

    expect((await call('DELETE', `/products/${id}`)).json()).toEqual({ outcome: 'erased' });
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.productId, id))).toEqual([]);
  });
});

describe('a write nobody named', () => {
  it('is recorded all the same, as "unknown", with the labels of an earlier transaction never carried over', async () => {
    const { product, variant } = await onSale(5);
    await holding(variant, 1);
    await t.db.execute(sql`update stock set quantity = 9 where product_id = ${variant.productId}`);
    expect((await history(product.id))[0]).toEqual({ before: 4, after: 9, reason: 'unknown', staffName: null, orderNumber: null });
  });
});

describe('the history', () => {
  it('pages newest first, filters one variant, exports CSV in the staff member’s language, and answers 404 for no product', async () => {
    const { product } = await onSale(5);
    for (let quantity = 6; quantity <= 30; quantity++)
      await t.db.execute(sql`update stock set quantity = ${quantity} where product_id = ${product.id}`);
    const second = (await call('GET', `/products/${product.id}/stock-movements?page=2`)).json<StockMovementPage>();
    expect(second).toMatchObject({ total: 26, page: 2, pageSize: 20 });
    expect(second.items.map((item) => item.after)).toEqual([10, 9, 8, 7, 6, 5]);
    const other = await call('GET', `/products/${product.id}/stock-movements?colorId=${base.colors.red.id}&sizeId=${base.sizes.M.id}`);
    expect(other.json()).toMatchObject({ total: 0, items: [] });
    expect((await call('GET', `/products/${product.id}/stock-movements?colorId=${base.colors.red.id}&lang=en`)).json()).toMatchObject({
      error: { message: 'Choose one of the product’s variants.' },
    });

    const csv = await call('GET', `/products/${product.id}/stock-movements/export?lang=en`);
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="stock-movements-${product.reference}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Colour,Size,Before,After,Reason,By,Order');
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},Navy,M,29,30,Other \(no reason given\),The shop,$/);
    expect(lines).toHaveLength(27);

    expect((await call('GET', '/products/999999/stock-movements')).statusCode).toBe(404);
  });
});
