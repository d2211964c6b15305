import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { orders, promoCodes, promoCodeUses } from '../../../db/schema';
import { parisDay } from '../../../domain/pricing';
import { expectRefusal } from '../cart/cart-test-kit';
import { TestPaymentProvider } from '../payments/test-provider';
import { CARDS, deliver, expireHold, orderById, paymentOf, Shopper, signedEvent, TEST_WEBHOOK_SECRET } from './checkout-test-kit';
import { releaseExpiredReservations } from './reservation-expiry';

/**
 * A single-use promo code is claimed by the order it discounts, in the transaction that places
 * the order (ADR 31): one buyer's carts going to pay at the same moment get one discount; the
 * claim goes back when the order is not paid and stays once it is.
 */
let t: TestApp;
let variant: { productId: number; colorId: number; sizeId: number };

beforeAll(async () => {
  t = await createTestApp({ payments: new TestPaymentProvider(TEST_WEBHOOK_SECRET) });
  const base = await insertCatalogueBase(t.db);
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 1000 }] });
  variant = { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id };
});

afterAll(async () => {
  await t?.close();
});

/** 29,90 € with 5,99 € of delivery; half of the item off with the code. */
const FULL = 2990 + 599;
const HALF_OFF = 2990 - 1495 + 599;
const DAY_MS = 86_400_000;

let n = 0;
/** A fresh single-use code giving 50 % off. */
async function singleUseCode() {
  const day = (days: number) => parisDay(new Date(Date.now() + days * DAY_MS));
  const [row] = await t.db
    .insert(promoCodes)
    .values({ code: `UNEFOIS${++n}`, type: 'rate', value: 50, singleUse: true, startsOn: day(-1), endsOn: day(1) })
    .returning();
  return row!;
}

/**
 * A guest's new cart (another browser) with one unit and every answer given for `email`, the code
 * applied last, from the payment step's summary: the checkout's next read checks it against the
 * address.
 */
async function cartWithCode(code: string, email: string) {
  const shopper = new Shopper(t.app);
  await shopper.cart('POST', '/cart/lines', { ...variant, quantity: 1 });
  await shopper.answerAsGuest(email);
  expect((await shopper.cart('PUT', '/cart/promo', { code })).promo?.code).toBe(code);
  return shopper;
}

const expectCodeUsed = (answer: Parameters<typeof expectRefusal>[0]) => expectRefusal(answer, 409, 'promo_stopped', 'cart:promo.notice.already_used');

const paidOrdersOf = (email: string) =>
  t.db
    .select({ discountCents: orders.discountCents, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.email, email), eq(orders.status, 'pending')));

const usesOf = (promoCodeId: number) => t.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promoCodeId));

describe('one buyer, one single-use code, many carts', () => {
  it('20 carts going to pay, then paying, at the same moment: one discounted paid order; the others are told the code was used and pay the full price', async () => {
    const code = await singleUseCode();
    const email = 'rafale@exemple.fr';
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => cartWithCode(code.code, email)));

    const placed = await Promise.all(shoppers.map((shopper) => shopper.call('POST', '/checkout/order', {})));
    const paid = await Promise.all(shoppers.map((shopper) => shopper.pay(CARDS.succeeds)));
    expect(placed.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(placed.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().totalCents)).toEqual([HALF_OFF]);
    for (const answer of placed.filter((answer) => answer.statusCode === 409)) expectCodeUsed(answer);
    expect(paid.filter((answer) => answer.statusCode === 200).map((answer) => answer.json())).toEqual([{ state: 'paid' }]);

    // The refused carts work on without the code: placed again, they pay the full price.
    const refused = shoppers.filter((_, i) => placed[i]!.statusCode === 409);
    for (const shopper of refused) expect((await shopper.checkout()).cart.promo).toBeNull();
    const again = await Promise.all(refused.map((shopper) => shopper.placeOrder()));
    expect(new Set(again.map((start) => start.totalCents))).toEqual(new Set([FULL]));
    for (const answer of await Promise.all(refused.map((shopper) => shopper.pay(CARDS.succeeds)))) expect(answer.json()).toEqual({ state: 'paid' });

    const paidOrders = await paidOrdersOf(email);
    expect(paidOrders).toHaveLength(20);
    expect(paidOrders.filter((order) => order.discountCents > 0)).toEqual([{ discountCents: 1495, totalCents: HALF_OFF }]);
    expect(await usesOf(code.id)).toHaveLength(1);
  });
});

describe('the claim follows the order', () => {
  it('an unpaid order whose hold expired gives the code back: the buyer uses it in another cart, and once paid it stays used', async () => {
    const code = await singleUseCode();
    const email = 'patiente@exemple.fr';
    const first = await cartWithCode(code.code, email);
    const abandoned = await first.placeOrder();
    expect(abandoned.totalCents).toBe(HALF_OFF);
    // While the order holds it, another cart of the address is refused the code.
    expectCodeUsed(await (await cartWithCode(code.code, email)).call('POST', '/checkout/order', {}));

    await expireHold(t.db, abandoned.orderId);
    await releaseExpiredReservations(t.db);
    expect(await usesOf(code.id)).toEqual([]);

    const second = await cartWithCode(code.code, email);
    const start = await second.placeOrder();
    expect(start.totalCents).toBe(HALF_OFF);
    expect((await second.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });

    // Paid: the expiry worker leaves it alone, and the code stays used by that address.
    await releaseExpiredReservations(t.db);
    expect(await usesOf(code.id)).toMatchObject([{ orderId: start.orderId, email }]);
    expectCodeUsed(await (await cartWithCode(code.code, email)).call('POST', '/checkout/order', {}));
  });

  it('the same cart going to pay again keeps its own claim; taking a line out at the payment step gives it back', async () => {
    const code = await singleUseCode();
    const email = 'hesitante@exemple.fr';
    const shopper = await cartWithCode(code.code, email);
    await shopper.cart('POST', '/cart/lines', { ...variant, quantity: 1 });
    const start = await shopper.placeOrder();
    expect(await shopper.placeOrder()).toEqual(start);
    expect((await shopper.checkout()).cart.promo?.code).toBe(code.code);

    const lineId = (await shopper.cart()).lines[0]!.id;
    await shopper.cart('PATCH', `/cart/lines/${lineId}`, { quantity: 1 });
    expect(await usesOf(code.id)).toEqual([]);
    const other = await cartWithCode(code.code, email);
    expect((await other.placeOrder()).totalCents).toBe(HALF_OFF);
  });

  it('a refused card gives the code back; paying again claims it again', async () => {
    const code = await singleUseCode();
    const email = 'refusee@exemple.fr';
    const shopper = await cartWithCode(code.code, email);
    const start = await shopper.placeOrder();
    expect((await shopper.pay(CARDS.declined)).json()).toMatchObject({ state: 'failed' });
    expect(await usesOf(code.id)).toEqual([]);

    expect((await shopper.placeOrder()).orderId).toBe(start.orderId);
    expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
    expect(await usesOf(code.id)).toMatchObject([{ orderId: start.orderId }]);
  });

  it('a payment landing after the hold expired takes the code back, once, even from another order awaiting payment', async () => {
    const code = await singleUseCode();
    const email = 'tardive@exemple.fr';
    const late = await (await cartWithCode(code.code, email)).placeOrder();
    await expireHold(t.db, late.orderId);
    await releaseExpiredReservations(t.db);
    // Meanwhile another cart of the address claimed the code for its own order.
    const other = await cartWithCode(code.code, email);
    const pending = await other.placeOrder();

    const payment = await paymentOf(t.db, late.orderId);
    const event = signedEvent('succeeded', { id: payment.providerRef, orderId: late.orderId, amount: late.totalCents });
    expect((await deliver(t.app, event)).statusCode).toBe(200);
    expect(await deliver(t.app, event)).toMatchObject({ statusCode: 200 });
    expect(await orderById(t.db, late.orderId)).toMatchObject({ status: 'pending', discountCents: 1495 });
    expect(await usesOf(code.id)).toMatchObject([{ orderId: late.orderId }]);

    // The other order is paid only without the code now.
    expectCodeUsed(await other.call('POST', '/checkout/order', {}));
    expect((await other.placeOrder()).totalCents).toBe(FULL);
    expect(await orderById(t.db, pending.orderId)).toMatchObject({ status: 'awaiting_payment' });
  });
});
