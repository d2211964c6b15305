import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { countQueries } from '../../../../tests/helpers/database';
import { insertCatalogueBase, insertProduct, insertSettings } from '../../../../tests/helpers/factories';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { cartLines, carts, products, stock } from '../../../db/schema';
import { expectRefusal, summary, Visitor } from './cart-test-kit';

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
  // Read by the first snapshot: free delivery from 100 €.
  await insertSettings(t.db, { thresholdAmount: '100' });
});

afterAll(async () => {
  await t?.close();
});

/** A T-shirt in navy M and L, and ecru M, with the given stock each. */
async function tshirt(quantity = 10, values: Parameters<typeof insertProduct>[1] = {}) {
  const { navy, ecru } = base.colors;
  const { M, L } = base.sizes;
  return insertProduct(t.db, {
    stock: [
      { color: navy, size: M, quantity },
      { color: navy, size: L, quantity },
      { color: ecru, size: M, quantity },
    ],
    media: [{ isCardImage: true }, { color: ecru }],
    ...values,
  });
}

const navyM = (productId: number, quantity?: number) => ({
  productId,
  colorId: base.colors.navy.id,
  sizeId: base.sizes.M.id,
  ...(quantity ? { quantity } : {}),
});

const guest = (lang: 'fr' | 'en' = 'fr') => new Visitor(t.app, lang);

async function customer(): Promise<Visitor> {
  const row = await insertCustomer(t.db);
  return guest().withCookie(await signInAs(t.db, row.id));
}

const cartCount = async () => (await t.db.select().from(carts)).length;
const lineCount = async () => (await t.db.select().from(cartLines)).length;

describe('reading the cart', () => {
  it('gives an empty cart to a new visitor and creates nothing', async () => {
    const before = await cartCount();
    const visitor = guest();
    const cart = await visitor.cart();
    expect(cart).toMatchObject({
      lines: [],
      promo: null,
      promoNotice: null,
      canCheckout: false,
    });
    expect(cart.totals).toMatchObject({
      itemCount: 0,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      freeShippingThresholdCents: 10000,
    });
    expect(visitor.cartToken).toBeUndefined();
    expect(await cartCount()).toBe(before);
  });

  it('reads the cart with its lines in one statement, however many lines it has', async () => {
    const visitor = guest();
    const first = await tshirt();
    await visitor.cart('POST', '/cart/lines', navyM(first.id));
    const oneLine = await countQueries(t.db, () => visitor.cart());
    for (let i = 0; i < 4; i++) await visitor.cart('POST', '/cart/lines', navyM((await tshirt()).id));
    const fiveLines = await countQueries(t.db, () => visitor.cart());
    expect((await visitor.cart()).lines).toHaveLength(5);
    expect(fiveLines).toBe(oneLine);
    // The cart, its promo code and its lines come in one statement; a customer's session is the other.
    expect(oneLine).toBe(1);
    const signedIn = await customer();
    await signedIn.cart('POST', '/cart/lines', navyM(first.id));
    expect(await countQueries(t.db, () => signedIn.cart())).toBe(2);
    expect((await signedIn.cart()).lines).toHaveLength(1);
  });

  it('reads the cart once when a line is added: the cart, the added units (the stock checked by the same statement), the lines', async () => {
    const visitor = guest();
    const product = await tshirt();
    // The first add has no cart to read: it creates the cart with its line instead.
    expect(await countQueries(t.db, () => visitor.cart('POST', '/cart/lines', navyM(product.id)))).toBe(2);
    expect(await countQueries(t.db, () => visitor.cart('POST', '/cart/lines', navyM(product.id)))).toBe(3);
    expect((await visitor.cart()).lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
  });
});

describe('adding to the cart', () => {
  it('keeps a guest cart under a cookie, with the shop’s names, prices and picture of the chosen colour', async () => {
    const product = await tshirt(10, {
      nameFr: 'T-shirt Marin',
      nameEn: 'Sailor T-shirt',
      priceCents: 3500,
      weightGrams: 300,
    });
    const visitor = guest();
    const cart = await visitor.cart('POST', '/cart/lines', {
      productId: product.id,
      colorId: base.colors.ecru.id,
      sizeId: base.sizes.M.id,
      quantity: 2,
    });
    expect(visitor.cartToken).toBeTruthy();
    expect(cart.lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        name: 'T-shirt Marin',
        reference: product.reference,
        colorName: 'Écru',
        sizeName: 'M',
        image: product.media[1]!.fileName,
        unitPriceCents: 3500,
        quantity: 2,
        lineTotalCents: 7000,
        stockLeft: 10,
        available: true,
      }),
    ]);
    // 600 g: first shipping bracket; 70 € is under the 100 € threshold.
    expect(cart.totals).toEqual({
      itemCount: 2,
      subtotalCents: 7000,
      weightGrams: 600,
      shippingCents: 599,
      freeShipping: false,
      discountCents: 0,
      totalCents: 7599,
      freeShippingThresholdCents: 10000,
    });
    expect(cart.canCheckout).toBe(true);

    // The same browser finds it again (reload, new tab), in English when asked.
    const english = new Visitor(t.app, 'en').withCookie(`cart=${visitor.cartToken}`);
    expect(summary(await english.cart())).toEqual(['Sailor T-shirt Ecru/M x2']);
  });

  it('adds to the same line when the same colour and size are added again, and shows the card image for a colour without pictures', async () => {
    const product = await tshirt();
    const visitor = guest();
    await visitor.cart('POST', '/cart/lines', navyM(product.id));
    const cart = await visitor.cart('POST', '/cart/lines', navyM(product.id, 3));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      quantity: 4,
      image: product.media[0]!.fileName,
    });
  });

  it('ignores any price or total the browser sends', async () => {
    const product = await tshirt(10, { priceCents: 4200 });
    const cart = await guest().cart('POST', '/cart/lines', {
      ...navyM(product.id),
      unitPriceCents: 1,
      priceCents: 1,
      totalCents: 1,
      discountCents: 9999,
    });
    expect(cart.lines[0]!.unitPriceCents).toBe(4200);
    expect(cart.totals).toMatchObject({
      subtotalCents: 4200,
      discountCents: 0,
      totalCents: 4200 + 599,
    });
  });

  it('gives free delivery once the products reach the threshold', async () => {
    const product = await tshirt(10, { priceCents: 5000 });
    const cart = await guest().cart('POST', '/cart/lines', navyM(product.id, 2));
    expect(cart.totals).toMatchObject({
      subtotalCents: 10000,
      freeShipping: true,
      shippingCents: 0,
      totalCents: 10000,
    });
  });

  it.each([
    [{}, 'catalogue:addToCart.selectSizeColor', 'sizeId'],
    [{ colorId: 'navy' }, 'catalogue:addToCart.selectSize', 'sizeId'],
    [{ sizeId: 'M' }, 'catalogue:addToCart.selectColor', 'colorId'],
  ] as const)('asks for the missing choice (%o) and writes nothing', async (choice, key, field) => {
    const product = await tshirt();
    const body = {
      productId: product.id,
      ...('colorId' in choice ? { colorId: base.colors.navy.id } : {}),
      ...('sizeId' in choice ? { sizeId: base.sizes.M.id } : {}),
    };
    const [carts, lines] = [await cartCount(), await lineCount()];
    const visitor = guest();
    expectRefusal(await visitor.call('POST', '/cart/lines', body), 400, 'selection_required', key, { field });
    expectRefusal(await new Visitor(t.app, 'en').call('POST', '/cart/lines', body), 400, 'selection_required', key, {
      field,
      locale: 'en',
    });
    expect([await cartCount(), await lineCount(), visitor.cartToken]).toEqual([carts, lines, undefined]);
  });

  it.each([
    ['quantity', { quantity: 0 }],
    ['quantity', { quantity: 100 }],
    ['quantity', { quantity: 1.5 }],
    ['quantity', { quantity: '2' }],
    ['productId', { productId: -1 }],
    ['productId', { productId: 'abc' }],
    ['colorId', { colorId: 99_999_999_999 }],
  ])('refuses a malformed %s (%o) with the field named, and writes nothing', async (field, change) => {
    const product = await tshirt();
    const [carts, lines] = [await cartCount(), await lineCount()];
    const response = await guest().call('POST', '/cart/lines', {
      ...navyM(product.id),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { field: string } }>().error.field).toBe(field);
    expect([await cartCount(), await lineCount()]).toEqual([carts, lines]);
  });

  it('answers 404 for a product that does not exist, is not published, or has no such colour and size', async () => {
    const hidden = await tshirt(10, { isPublished: false });
    const product = await tshirt();
    const visitor = guest();
    for (const body of [
      navyM(2_000_000),
      navyM(hidden.id),
      {
        productId: product.id,
        colorId: base.colors.red.id,
        sizeId: base.sizes.M.id,
      },
      {
        productId: product.id,
        colorId: base.colors.ecru.id,
        sizeId: base.sizes.L.id,
      },
    ]) {
      expectRefusal(await visitor.call('POST', '/cart/lines', body), 404, 'product_not_found', 'errors:productNotFound');
    }
    expect(visitor.cartToken).toBeUndefined();
  });
});

describe('the stock cap', () => {
  it('never lets a line go past the stock of its colour and size, and says how many are left', async () => {
    const product = await tshirt(3);
    const visitor = guest();
    await visitor.cart('POST', '/cart/lines', navyM(product.id, 2));
    expectRefusal(await visitor.call('POST', '/cart/lines', navyM(product.id, 2)), 409, 'stock_limit', 'cart:errors.stockLimit', {
      count: 3,
      field: 'quantity',
    });
    expect((await visitor.cart()).lines[0]!.quantity).toBe(2);

    const lineId = (await visitor.cart()).lines[0]!.id;
    expectRefusal(await visitor.call('PATCH', `/cart/lines/${lineId}`, { quantity: 4 }), 409, 'stock_limit', 'cart:errors.stockLimit', {
      count: 3,
      field: 'quantity',
    });
    expect((await visitor.cart('PATCH', `/cart/lines/${lineId}`, { quantity: 3 })).lines[0]!.quantity).toBe(3);
    expect((await visitor.cart('PATCH', `/cart/lines/${lineId}`, { quantity: 1 })).lines[0]!.quantity).toBe(1);
  });

  it('says so in English, in the singular, and refuses a first add above the stock without creating a cart', async () => {
    const product = await tshirt(1);
    const visitor = guest('en');
    const response = await visitor.call('POST', '/cart/lines', navyM(product.id, 2));
    expectRefusal(response, 409, 'stock_limit', 'cart:errors.stockLimit', {
      count: 1,
      field: 'quantity',
      locale: 'en',
    });
    expect(response.json<{ error: { message: string } }>().error.message).toContain('1');
    expect(visitor.cartToken).toBeUndefined();
  });

  it('tells a sold-out colour and size is out of stock', async () => {
    const product = await tshirt(0);
    expectRefusal(await guest().call('POST', '/cart/lines', navyM(product.id)), 409, 'stock_limit', 'catalogue:addToCart.outOfStock', {
      count: 0,
      field: 'quantity',
    });
  });

  it.each([
    ['a signed-in customer with no cart yet', false],
    ['a guest', true],
  ])('20 simultaneous adds by %s end with exactly the stock, never more', async (_who, isGuest) => {
    const product = await tshirt(15);
    const visitor = isGuest ? guest() : await customer();
    // A guest's first add gives the browser its cart cookie; the race is then on one line of that cart.
    if (isGuest)
      await visitor.cart('POST', '/cart/lines', {
        ...navyM(product.id),
        sizeId: base.sizes.L.id,
      });
    const responses = await Promise.all(Array.from({ length: 20 }, () => visitor.call('POST', '/cart/lines', navyM(product.id))));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const line = (await visitor.cart()).lines.find((l) => l.sizeId === base.sizes.M.id);
    expect(line!.quantity).toBe(15);
  });

  it('20 simultaneous adds within the stock all count', async () => {
    const product = await tshirt(50);
    const visitor = await customer();
    const responses = await Promise.all(Array.from({ length: 20 }, () => visitor.call('POST', '/cart/lines', navyM(product.id))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(summary(await visitor.cart())).toEqual([`${product.nameFr} Marine/M x20`]);
  });
});

describe('lines that can no longer be bought', () => {
  it('shows a line unpublished or above the stock as unavailable and blocks checkout until it is fixed', async () => {
    const kept = await tshirt();
    const withdrawn = await tshirt();
    const scarce = await tshirt(5);
    const visitor = guest();
    await visitor.cart('POST', '/cart/lines', navyM(kept.id));
    await visitor.cart('POST', '/cart/lines', navyM(withdrawn.id));
    await visitor.cart('POST', '/cart/lines', navyM(scarce.id, 4));
    expect((await visitor.cart()).canCheckout).toBe(true);

    await t.db.update(products).set({ isPublished: false }).where(eq(products.id, withdrawn.id));
    await t.db.update(stock).set({ quantity: 2 }).where(eq(stock.productId, scarce.id));
    const cart = await visitor.cart();
    expect(cart.lines.map((l) => [l.productId, l.available, l.stockLeft])).toEqual([
      [kept.id, true, 10],
      [withdrawn.id, false, 10],
      [scarce.id, false, 2],
    ]);
    expect(cart.canCheckout).toBe(false);

    const [, withdrawnLine, scarceLine] = cart.lines;
    expectRefusal(
      await visitor.call('PATCH', `/cart/lines/${withdrawnLine!.id}`, {
        quantity: 1,
      }),
      409,
      'unavailable',
      'cart:errors.unavailable',
    );
    await visitor.cart('PATCH', `/cart/lines/${scarceLine!.id}`, {
      quantity: 2,
    });
    const fixed = await visitor.cart('DELETE', `/cart/lines/${withdrawnLine!.id}`);
    expect(fixed.lines.map((l) => l.available)).toEqual([true, true]);
    expect(fixed.canCheckout).toBe(true);
  });
});

describe('removing and emptying', () => {
  it('removes one line, then empties the cart', async () => {
    const one = await tshirt();
    const two = await tshirt();
    const visitor = await customer();
    await visitor.cart('POST', '/cart/lines', navyM(one.id));
    const full = await visitor.cart('POST', '/cart/lines', navyM(two.id, 2));
    const afterRemove = await visitor.cart('DELETE', `/cart/lines/${full.lines[0]!.id}`);
    expect(afterRemove.lines.map((l) => l.productId)).toEqual([two.id]);
    expect(afterRemove.totals.itemCount).toBe(2);
    const emptied = await visitor.cart('DELETE', '/cart');
    expect(emptied).toMatchObject({
      lines: [],
      canCheckout: false,
      totals: { itemCount: 0, totalCents: 0 },
    });
  });

  it('refuses quantity 0 (the page disables minus at 1) and a malformed line id, changing nothing', async () => {
    const product = await tshirt();
    const visitor = guest();
    const { lines } = await visitor.cart('POST', '/cart/lines', navyM(product.id, 2));
    for (const [path, body, field] of [
      [`/cart/lines/${lines[0]!.id}`, { quantity: 0 }, 'quantity'],
      [`/cart/lines/${lines[0]!.id}`, {}, 'quantity'],
      ['/cart/lines/abc', { quantity: 1 }, 'lineId'],
    ] as const) {
      const response = await visitor.call('PATCH', path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { field: string } }>().error.field).toBe(field);
    }
    expect((await visitor.cart()).lines[0]!.quantity).toBe(2);
  });
});

describe('one visitor’s cart is nobody else’s', () => {
  it('another guest or customer can neither read nor change it', async () => {
    const product = await tshirt();
    const owner = guest();
    const { lines } = await owner.cart('POST', '/cart/lines', navyM(product.id, 2));
    const lineId = lines[0]!.id;

    for (const stranger of [guest(), await customer(), guest().withCookie('cart=forged-token')]) {
      expect((await stranger.cart()).lines).toEqual([]);
      expectRefusal(await stranger.call('PATCH', `/cart/lines/${lineId}`, { quantity: 1 }), 404, 'line_not_found', 'cart:errors.lineNotFound');
      expectRefusal(await stranger.call('DELETE', `/cart/lines/${lineId}`), 404, 'line_not_found', 'cart:errors.lineNotFound');
      await stranger.cart('DELETE', '/cart');
    }
    // A stranger who has a cart of their own cannot reach the line through it either.
    const other = guest();
    await other.cart('POST', '/cart/lines', navyM(product.id));
    expectRefusal(await other.call('DELETE', `/cart/lines/${lineId}`), 404, 'line_not_found', 'cart:errors.lineNotFound');

    expect(summary(await owner.cart())).toEqual([`${product.nameFr} Marine/M x2`]);
  });

  it('a signed-in customer’s cart is theirs alone and does not follow a guest cookie', async () => {
    const product = await tshirt();
    const row = await insertCustomer(t.db);
    const sid = await signInAs(t.db, row.id);
    const signedIn = guest().withCookie(sid);
    await signedIn.cart('POST', '/cart/lines', navyM(product.id, 3));
    // The same customer on another device sees it; a guest never does.
    expect(
      (
        await guest()
          .withCookie(await signInAs(t.db, row.id))
          .cart()
      ).totals.itemCount,
    ).toBe(3);
    expect((await guest().cart()).lines).toEqual([]);
    expect(signedIn.cartToken).toBeUndefined();
  });
});
