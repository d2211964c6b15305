import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { countQueries } from '../../../../tests/helpers/database';
import { insertCatalogueBase, insertProduct, insertSettings } from '../../../../tests/helpers/factories';
import { carts, paymentEvents } from '../../../db/schema';
import type { Confirmation } from '../../../domain/checkout/checkout';
import { hashToken as hashOf } from '../../security/tokens';
import { expectRefusal } from '../cart/cart-test-kit';
import { CARDS, cartContents, mailsAbout, orderById, orderLinesOf, paymentOf, Shopper, stockOf, typedAddress } from './checkout-test-kit';

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
  await insertSettings(t.db, { thresholdAmount: '100' });
});

afterAll(async () => {
  await t?.close();
});

/** A T-shirt at 29,90 € (200 g) in navy M with `quantity` in stock. */
async function tshirt(quantity = 10, values: Parameters<typeof insertProduct>[1] = {}) {
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity }], vatRateBp: 2000, ...values });
  return { product, variant: { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id } };
}

async function guestWith(quantity: number, stockQuantity = 10, lang: 'fr' | 'en' = 'fr') {
  const { product, variant } = await tshirt(stockQuantity);
  const shopper = new Shopper(t.app, lang);
  await shopper.cart('POST', '/cart/lines', { ...variant, quantity });
  return { shopper, product, variant };
}

const cartIdOf = async (shopper: Shopper) => {
  const [row] = await t.db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.guestTokenHash, hashOf(shopper.cartToken!)));
  return row!.id;
};

describe('the checkout’s reads', () => {
  it('reads the cart, its answers and its lines once per answer: one statement each, one to show the state', async () => {
    const { shopper } = await guestWith(1);
    // The answer written, and the cart, its answers and its lines read back, in one statement.
    expect(await countQueries(t.db, () => shopper.checkout('PUT', '/email', { email: 'count@exemple.fr' }))).toBe(1);
    expect(await countQueries(t.db, () => shopper.checkout('PUT', '/delivery', typedAddress()))).toBe(1);
    expect(await countQueries(t.db, () => shopper.checkout('PUT', '/billing', { sameAsDelivery: true }))).toBe(1);
    expect(await countQueries(t.db, () => shopper.checkout())).toBe(1);
    expect((await shopper.checkout()).draft).toMatchObject({ email: 'count@exemple.fr', delivery: { city: 'Lyon' }, step: 3 });
  });
});

describe('a guest buys with the test card', () => {
  it('goes from the cart to a paid order: stock sold, cart emptied, one confirmation mail in their language', async () => {
    const { shopper, product, variant } = await guestWith(2, 10, 'en');

    const start = await shopper.checkout();
    expect(start).toMatchObject({
      mode: 'guest',
      draft: { email: null, delivery: null, billing: null, billingSameAsDelivery: true, step: 1 },
      blockers: ['errors:checkout.emailMissing', 'errors:checkout.deliveryMissing', 'errors:checkout.billingMissing'],
    });
    expect(start.cart.totals).toMatchObject({ subtotalCents: 5980, shippingCents: 599, totalCents: 6579 });

    let state = await shopper.checkout('PUT', '/email', { email: 'guest.buyer@exemple.fr' });
    expect(state.draft).toMatchObject({ email: 'guest.buyer@exemple.fr', step: 1 });
    state = await shopper.checkout('PUT', '/delivery', typedAddress({ firstName: 'Ada' }));
    expect(state.draft).toMatchObject({ delivery: { firstName: 'Ada', city: 'Lyon', id: null }, step: 2 });
    state = await shopper.checkout('PUT', '/billing', { sameAsDelivery: true });
    expect(state.draft).toMatchObject({ billingSameAsDelivery: true, billing: { firstName: 'Ada' }, step: 3 });
    expect(state.blockers).toEqual([]);

    const start2 = await shopper.placeOrder({ revision: state.revision });
    expect(start2).toMatchObject({ provider: 'test', totalCents: 6579, orderNumber: expect.stringMatching(/^AT\d{6}$/) });
    // The stock is held from now on, and the cart is still there until the payment.
    expect(await stockOf(t.db, variant)).toBe(8);
    const cartId = await cartIdOf(shopper);
    expect((await cartContents(t.db, cartId)).lines).toHaveLength(1);
    const awaiting = await orderById(t.db, start2.orderId);
    expect(awaiting).toMatchObject({ status: 'awaiting_payment', stockState: 'reserved', email: 'guest.buyer@exemple.fr', locale: 'en', cartId });
    expect(awaiting.reservedUntil!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(new Date(start2.reservedUntil).getTime()).toBe(awaiting.reservedUntil!.getTime());

    const paid = await shopper.pay(CARDS.succeeds);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ state: 'paid' });

    const order = await orderById(t.db, start2.orderId);
    expect(order).toMatchObject({
      status: 'pending',
      stockState: 'committed',
      refundRequired: false,
      subtotalCents: 5980,
      shippingCents: 599,
      totalCents: 6579,
    });
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.deliveryAddress).toMatchObject({ firstName: 'Ada', zip: '69004', country: 'FR' });
    expect(order.billingAddress).toEqual(order.deliveryAddress);
    expect(await orderLinesOf(t.db, order.id)).toEqual([
      expect.objectContaining({
        productId: product.id,
        reference: product.reference,
        // Both languages are kept (French in name and colorName); the English buyer reads the English ones.
        name: product.nameFr,
        nameEn: product.nameEn,
        colorName: 'Marine',
        colorNameEn: 'Navy',
        sizeName: 'M',
        unitPriceCents: 2990,
        quantity: 2,
        weightGrams: 200,
        vatRateBp: 2000,
      }),
    ]);
    expect(await paymentOf(t.db, order.id)).toMatchObject({ provider: 'test', status: 'succeeded', amountCents: 6579, currency: 'eur' });
    expect(await stockOf(t.db, variant)).toBe(8);
    expect(await cartContents(t.db, cartId)).toEqual({ lines: [], draft: null });
    expect((await shopper.cart()).lines).toEqual([]);

    const mails = await mailsAbout(t.db, 'guest.buyer@exemple.fr');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'en', subject: expect.stringContaining(order.number) });
    expect(mails[0]!.text).toContain(`${product.nameEn} (Navy, M) × 2: €59.80`);
    expect(mails[0]!.text).toContain('Total incl. VAT: €65.79');
    expect(mails[0]!.text).toContain('12 rue des Canuts');

    const confirmation = await shopper.call('GET', '/checkout/confirmation');
    expect(confirmation.json<Confirmation>()).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      state: 'paid',
      totalCents: 6579,
      recap: { firstName: 'Ada', lastName: 'Martin', email: 'guest.buyer@exemple.fr' },
      account: 'create',
    });
  });

  it('holds the stock from the moment it goes to pay: another buyer cannot put those units in their cart', async () => {
    const { shopper, variant } = await guestWith(3, 3);
    await shopper.answerAsGuest();
    await shopper.placeOrder();
    const other = new Shopper(t.app);
    const refused = await other.call('POST', '/cart/lines', { ...variant, quantity: 1 });
    expect(refused.statusCode).toBe(409);
  });
});

describe('answers', () => {
  it('are kept with the cart: a reload, another tab of the same browser, see them', async () => {
    const { shopper } = await guestWith(1);
    await shopper.answerAsGuest('keep@exemple.fr');
    const again = await shopper.checkout();
    expect(again.draft).toMatchObject({ email: 'keep@exemple.fr', delivery: { line1: '12 rue des Canuts' }, step: 3 });
  });

  it('refuse an invalid address with the address form’s sentence, naming the field, and keep nothing', async () => {
    const { shopper } = await guestWith(1);
    const refused = await shopper.call('PUT', '/checkout/delivery', typedAddress({ zip: 'abc' }));
    expectRefusal(refused, 400, 'invalid_parameter', 'addresses:validation.zipDigit', { field: 'zip' });
    expect((await shopper.checkout()).draft.delivery).toBeNull();
  });

  it('refuse an invalid e-mail', async () => {
    const { shopper } = await guestWith(1);
    const refused = await shopper.call('PUT', '/checkout/email', { email: 'not-an-email' });
    expectRefusal(refused, 400, 'invalid_parameter', 'account:validation.emailInvalid', { field: 'email' });
  });

  it('need a cart: a visitor without one is told the cart is empty, and nothing is created', async () => {
    const shopper = new Shopper(t.app);
    const state = await shopper.checkout();
    expect(state.blockers).toContain('errors:checkout.cartEmpty');
    expectRefusal(await shopper.call('PUT', '/checkout/email', { email: 'a@exemple.fr' }), 409, 'cart_empty', 'errors:checkout.cartEmpty');
    expect(shopper.cartToken).toBeUndefined();
  });

  it('a billing address of its own is kept apart from delivery', async () => {
    const { shopper } = await guestWith(1);
    await shopper.checkout('PUT', '/email', { email: 'two@exemple.fr' });
    await shopper.checkout('PUT', '/delivery', typedAddress());
    const state = await shopper.checkout('PUT', '/billing', typedAddress({ firstName: 'Paul', city: 'Nantes', zip: '44000' }));
    expect(state.draft).toMatchObject({ billingSameAsDelivery: false, delivery: { city: 'Lyon' }, billing: { firstName: 'Paul', city: 'Nantes' } });
    const start = await shopper.placeOrder();
    const order = await orderById(t.db, start.orderId);
    expect(order.billingAddress).toMatchObject({ firstName: 'Paul', city: 'Nantes' });
    expect(order.deliveryAddress).toMatchObject({ firstName: 'Zoé', city: 'Lyon' });
  });
});

describe('the confirmation page', () => {
  it('reads the state only: an unpaid order is processing, and reading it creates or confirms nothing', async () => {
    const { shopper } = await guestWith(1);
    await shopper.answerAsGuest();
    const start = await shopper.placeOrder();
    const events = (await t.db.select().from(paymentEvents)).length;
    for (let i = 0; i < 3; i += 1) {
      const confirmation = await shopper.call('GET', '/checkout/confirmation');
      expect(confirmation.json<Confirmation>()).toMatchObject({ orderNumber: start.orderNumber, state: 'processing' });
    }
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment', paidAt: null });
    expect((await t.db.select().from(paymentEvents)).length).toBe(events);
  });

  it('answers 404 to a visitor without an order', async () => {
    const shopper = new Shopper(t.app);
    expectRefusal(await shopper.call('GET', '/checkout/confirmation'), 404, 'no_order', 'errors:checkout.noOrder');
  });
});
