import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertCustomer } from '../../../../tests/helpers/sessions';
import { carts, promoCodes } from '../../../db/schema';
import { parisDay } from '../../../domain/pricing';
import { cartItemCount } from './merge';
import { summary, Visitor } from './cart-test-kit';

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
});

afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'un mot de passe solide';

async function signIn(visitor: Visitor, email: string) {
  const response = await visitor.call('POST', '/account/login', {
    email,
    password: PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const add = (visitor: Visitor, productId: number, colorId: number, quantity: number) =>
  visitor.cart('POST', '/cart/lines', {
    productId,
    colorId,
    sizeId: base.sizes.M.id,
    quantity,
  });

describe('signing in with a guest cart', () => {
  it('merges it into the customer’s cart once: quantities added and capped by the stock, guest cart and cookie gone', async () => {
    const { navy, ecru } = base.colors;
    const { M } = base.sizes;
    const sweat = await insertProduct(t.db, {
      nameFr: 'Sweat',
      stock: [
        { color: navy, size: M, quantity: 3 },
        { color: ecru, size: M, quantity: 5 },
      ],
    });
    const cap = await insertProduct(t.db, {
      nameFr: 'Casquette',
      stock: [{ color: navy, size: M, quantity: 4 }],
    });
    const account = await insertCustomer(t.db, {
      password: PASSWORD,
      emailConfirmedAt: new Date(),
    });

    // Earlier, on another device, the customer put 2 navy sweats in their cart.
    const phone = new Visitor(t.app);
    await signIn(phone, account.email);
    await add(phone, sweat.id, navy.id, 2);

    const laptop = new Visitor(t.app);
    await add(laptop, sweat.id, navy.id, 2);
    await add(laptop, sweat.id, ecru.id, 1);
    await add(laptop, cap.id, navy.id, 4);
    const guestToken = laptop.cartToken!;
    expect(await cartItemCount(t.db, { customerId: null, guestToken })).toBe(7);

    const response = await signIn(laptop, account.email);
    expect(response.cookies.find((c) => c.name === 'cart')?.value).toBe('');
    expect(laptop.cartToken).toBeUndefined();
    expect((await t.db.select().from(carts).where(eq(carts.customerId, account.id))).length).toBe(1);
    expect(await cartItemCount(t.db, { customerId: null, guestToken })).toBe(0);

    const merged = ['Sweat Marine/M x3', 'Sweat Écru/M x1', 'Casquette Marine/M x4'];
    expect(summary(await laptop.cart())).toEqual(merged);
    expect(await cartItemCount(t.db, { customerId: account.id, guestToken: null })).toBe(8);

    // Signing in again, even with the old guest cookie replayed, merges nothing a second time.
    await signIn(new Visitor(t.app).withCookie(`cart=${guestToken}`), account.email);
    await signIn(laptop, account.email);
    expect(summary(await phone.cart())).toEqual(merged);
  });

  it('keeps the guest’s promo code when the customer had none', async () => {
    const today = parisDay(new Date());
    await t.db.insert(promoCodes).values({
      code: 'BIENVENUE',
      type: 'fixed',
      value: 500,
      startsOn: today,
      endsOn: today,
    });
    const product = await insertProduct(t.db, {
      stock: [{ color: base.colors.red, size: base.sizes.M, quantity: 2 }],
    });
    const account = await insertCustomer(t.db, {
      password: PASSWORD,
      emailConfirmedAt: new Date(),
    });
    const visitor = new Visitor(t.app);
    await add(visitor, product.id, base.colors.red.id, 1);
    await visitor.cart('PUT', '/cart/promo', { code: 'bienvenue' });

    await signIn(visitor, account.email);
    const cart = await visitor.cart();
    expect([cart.promo?.code, cart.totals.discountCents, cart.totals.itemCount]).toEqual(['BIENVENUE', 500, 1]);
  });

  it('signs in normally without a guest cart, creating no cart', async () => {
    const account = await insertCustomer(t.db, {
      password: PASSWORD,
      emailConfirmedAt: new Date(),
    });
    await signIn(new Visitor(t.app), account.email);
    expect(await t.db.select().from(carts).where(eq(carts.customerId, account.id))).toEqual([]);
  });
});
