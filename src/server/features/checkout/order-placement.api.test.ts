import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { payments, products, promoCodes } from '../../../db/schema';
import { parisDay } from '../../../domain/pricing';
import { expectRefusal } from '../cart/cart-test-kit';
import { CARDS, orderById, Shopper, stockOf } from './checkout-test-kit';

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
});

afterAll(async () => {
  await t?.close();
});

async function variantWith(stockQuantity: number, values: Parameters<typeof insertProduct>[1] = {}) {
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.XL, quantity: stockQuantity }], ...values });
  return { product, variant: { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.XL.id } };
}

async function readyToPay(variant: { productId: number; colorId: number; sizeId: number }, quantity = 1, email = 'acheteur@exemple.fr') {
  const shopper = new Shopper(t.app);
  await shopper.cart('POST', '/cart/lines', { ...variant, quantity });
  await shopper.answerAsGuest(email);
  return shopper;
}

describe('going to pay again', () => {
  it('with the same cart reuses the order: one order, one payment, the stock taken once', async () => {
    const { variant } = await variantWith(5);
    const shopper = await readyToPay(variant, 2);
    const first = await shopper.placeOrder();
    const again = await shopper.placeOrder();
    const [third, fourth] = await Promise.all([shopper.placeOrder(), shopper.placeOrder()]);
    for (const start of [again, third, fourth]) expect(start).toEqual(first);
    expect(await stockOf(t.db, variant)).toBe(3);
    expect(await t.db.$count(payments, eq(payments.orderId, first.orderId))).toBe(1);
  });

  it('after the cart changed (another tab) gets a new order, and the old one gives its stock back', async () => {
    const { variant } = await variantWith(5);
    const other = await variantWith(5);
    const shopper = await readyToPay(variant, 2);
    const first = await shopper.placeOrder();
    expect(await stockOf(t.db, variant)).toBe(3);

    // Another tab adds a product: paying the first order now would not be what the cart says.
    await shopper.cart('POST', '/cart/lines', { ...other.variant, quantity: 1 });
    expectRefusal(await shopper.pay(CARDS.succeeds), 409, 'cart_changed', 'errors:checkout.cartChanged');
    expect(await orderById(t.db, first.orderId)).toMatchObject({ status: 'awaiting_payment', stockState: 'reserved' });

    const second = await shopper.placeOrder();
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.totalCents).toBe(3 * 2990 + 599);
    expect(await orderById(t.db, first.orderId)).toMatchObject({ status: 'awaiting_payment', stockState: 'released' });
    expect(await stockOf(t.db, variant)).toBe(3);
    expect(await stockOf(t.db, other.variant)).toBe(4);

    expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
    expect(await orderById(t.db, second.orderId)).toMatchObject({ status: 'pending', stockState: 'committed' });
    expect(await orderById(t.db, first.orderId)).toMatchObject({ status: 'awaiting_payment', stockState: 'released' });
    expect((await shopper.cart()).lines).toEqual([]);
  });
});

describe('taking lines out of the cart at the payment step', () => {
  it('gives back at once what the checkout reserved, when the cart is emptied or a line removed or lowered', async () => {
    const { variant } = await variantWith(8);
    const shopper = await readyToPay(variant, 2);
    const first = await shopper.placeOrder();
    expect(await stockOf(t.db, variant)).toBe(6);
    expect((await shopper.cart('DELETE', '/cart')).lines).toEqual([]);
    expect(await stockOf(t.db, variant)).toBe(8);
    expect(await orderById(t.db, first.orderId)).toMatchObject({ status: 'awaiting_payment', stockState: 'released' });
    // The storefront's catalogue shows them for sale again.
    const added = await shopper.call('POST', '/cart/lines', { ...variant, quantity: 8 });
    expect(added.statusCode, added.body).toBe(200);
    await shopper.cart('DELETE', '/cart');

    const second = await readyToPay(variant, 3, 'autre@exemple.fr');
    await second.placeOrder();
    expect(await stockOf(t.db, variant)).toBe(5);
    const [line] = (await second.cart()).lines;
    await second.cart('PATCH', `/cart/lines/${line!.id}`, { quantity: 1 });
    expect(await stockOf(t.db, variant)).toBe(8);
    // Going to pay again takes what the cart now holds.
    await second.placeOrder();
    expect(await stockOf(t.db, variant)).toBe(7);
  });
});

describe('what the customer saw', () => {
  it('a cart changed in another tab since the page was read: 409, and the answer of a fresh read places the order', async () => {
    const { variant } = await variantWith(5);
    const shopper = await readyToPay(variant, 1);
    const seen = await shopper.checkout();
    const [line] = seen.cart.lines;
    await shopper.cart('PATCH', `/cart/lines/${line!.id}`, { quantity: 2 });
    expectRefusal(await shopper.call('POST', '/checkout/order', { revision: seen.revision }), 409, 'cart_changed', 'errors:checkout.cartChanged');
    expect(await stockOf(t.db, variant)).toBe(5);
    const fresh = await shopper.checkout();
    expect((await shopper.placeOrder({ revision: fresh.revision })).totalCents).toBe(2 * 2990 + 599);
  });

  it('a price changed since: 409 saying so, then the new price is charged', async () => {
    const { product, variant } = await variantWith(5);
    const shopper = await readyToPay(variant, 1);
    const seen = await shopper.checkout();
    await t.db.update(products).set({ priceCents: 3490 }).where(eq(products.id, product.id));
    expectRefusal(await shopper.call('POST', '/checkout/order', { revision: seen.revision }), 409, 'price_changed', 'errors:checkout.priceChanged');
    const fresh = await shopper.checkout();
    expect(fresh.cart.totals.subtotalCents).toBe(3490);
    expect((await shopper.placeOrder({ revision: fresh.revision })).totalCents).toBe(3490 + 599);
  });

  it('the browser can never send a price: whatever amounts it adds are ignored', async () => {
    const { variant } = await variantWith(5);
    const shopper = await readyToPay(variant, 2);
    const start = await shopper.placeOrder({
      totalCents: 1,
      subtotalCents: 1,
      shippingCents: 0,
      discountCents: 5980,
      lines: [{ ...variant, quantity: 2, unitPriceCents: 1 }],
    });
    expect(start.totalCents).toBe(2 * 2990 + 599);
    const order = await orderById(t.db, start.orderId);
    expect(order).toMatchObject({ subtotalCents: 5980, shippingCents: 599, discountCents: 0, totalCents: 6579 });
    const paid = await shopper.call('POST', '/checkout/test-payment', {
      cardNumber: CARDS.succeeds,
      expiry: '12/34',
      cvc: '123',
      name: 'Zoé',
      amount: 1,
    });
    expect(paid.json()).toEqual({ state: 'paid' });
    expect((await orderById(t.db, start.orderId)).totalCents).toBe(6579);
  });
});

describe('the last units', () => {
  it('go to the first buyer who goes to pay; the next is told the product is sold out, and the stock never goes below zero', async () => {
    const { product, variant } = await variantWith(1);
    const first = await readyToPay(variant, 1, 'premier@exemple.fr');
    const second = await readyToPay(variant, 1, 'second@exemple.fr');
    await first.placeOrder();
    const refused = await second.call('POST', '/checkout/order', {});
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: {
        error: { code: 'sold_out', message: `${product.nameFr} (Marine, XL) vient d’être épuisé. Retirez-le de votre panier pour continuer.` },
      },
    });
    expect(await stockOf(t.db, variant)).toBe(0);
  });

  it('tell a buyer of more units than are left how many there are', async () => {
    const { product, variant } = await variantWith(3);
    const first = await readyToPay(variant, 1);
    const second = await readyToPay(variant, 3);
    await first.placeOrder();
    const refused = await second.call('POST', '/checkout/order', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'stock_short',
        message: `Il ne reste que 2 exemplaires de ${product.nameFr} (Marine, XL). Modifiez la quantité pour continuer.`,
      },
    });
    expect(await stockOf(t.db, variant)).toBe(2);
  });

  it('under many buyers at once, are sold exactly once', async () => {
    const { variant } = await variantWith(3);
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => readyToPay(variant, 1, `foule${i}@exemple.fr`)));
    const answers = await Promise.all(buyers.map((buyer) => buyer.call('POST', '/checkout/order', {})));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().error.code).toBe('sold_out');
    expect(await stockOf(t.db, variant)).toBe(0);
  });

  it('a product taken off sale stops the order', async () => {
    const { product, variant } = await variantWith(5);
    const shopper = await readyToPay(variant, 1);
    await t.db.update(products).set({ isPublished: false }).where(eq(products.id, product.id));
    expect((await shopper.checkout()).blockers).toContain('errors:checkout.linesUnavailable');
    const refused = await shopper.call('POST', '/checkout/order', {});
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: {
        error: { code: 'unavailable', message: `${product.nameFr} (Marine, XL) n’est plus en vente. Retirez-le de votre panier pour continuer.` },
      },
    });
    expect(await stockOf(t.db, variant)).toBe(5);
  });
});

describe('promo codes', () => {
  const DAY_MS = 86_400_000;
  const day = (days: number) => parisDay(new Date(Date.now() + days * DAY_MS));
  let n = 0;
  async function promo(values: Partial<typeof promoCodes.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(promoCodes)
      .values({ code: `CHECKOUT${++n}`, type: 'rate', value: 10, startsOn: day(-1), endsOn: day(1), ...values })
      .returning();
    return row!;
  }

  it('a single-use code is used once per e-mail, guests included', async () => {
    const code = await promo({ singleUse: true });
    const { variant } = await variantWith(10);
    const first = await readyToPay(variant, 1, 'unique@exemple.fr');
    await first.cart('PUT', '/cart/promo', { code: code.code });
    const start = await first.placeOrder();
    expect(start.totalCents).toBe(2990 - 299 + 599);
    await first.pay(CARDS.succeeds);

    // The same address, another browser: the code is taken off and the customer told before paying.
    const again = await readyToPay(variant, 1, 'UNIQUE@exemple.fr');
    await again.cart('PUT', '/cart/promo', { code: code.code });
    expectRefusal(await again.call('POST', '/checkout/order', {}), 409, 'promo_stopped', 'cart:promo.notice.already_used');
    const state = await again.checkout();
    expect(state.cart.promo).toBeNull();
    expect((await again.placeOrder()).totalCents).toBe(2990 + 599);
  });

  it('a code switched off since it was applied: 409, and the order is placed at the full price after', async () => {
    const code = await promo();
    const { variant } = await variantWith(10);
    const shopper = await readyToPay(variant, 1);
    await shopper.cart('PUT', '/cart/promo', { code: code.code });
    await t.db.update(promoCodes).set({ isActive: false }).where(eq(promoCodes.id, code.id));
    expectRefusal(await shopper.call('POST', '/checkout/order', {}), 409, 'promo_stopped', 'errors:checkout.promoStopped');
    const state = await shopper.checkout();
    expect(state.cart.promo).toBeNull();
    expect(state.cart.totals.discountCents).toBe(0);
    const start = await shopper.placeOrder({ revision: state.revision });
    expect(await orderById(t.db, start.orderId)).toMatchObject({ promoCode: null, discountCents: 0, totalCents: 2990 + 599 });
  });
});
