import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertCustomer } from '../../../../tests/helpers/sessions';
import { SHOPPER_COOKIE } from '../../../domain/visitor/shopper-hint';
import { Visitor } from '../cart/cart-test-kit';

/**
 * The `shopper` cookie tells the shared catalogue pages what the header shows (signed in, items
 * in the cart): every answer that changes either rewrites it from the server's own data.
 */
let t: TestApp;
let variant: { productId: number; colorId: number; sizeId: number };

beforeAll(async () => {
  t = await createTestApp();
  const base = await insertCatalogueBase(t.db);
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 10 }] });
  variant = { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id };
});

afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Un-mot-de-passe-2026';

async function signIn(visitor: Visitor, email: string) {
  const response = await visitor.call('POST', '/account/login', { email, password: PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the shopper hint cookie', () => {
  it('follows a guest cart: items added, changed, then removed', async () => {
    const guest = new Visitor(t.app);
    expect(guest.cookie(SHOPPER_COOKIE)).toBeUndefined();

    const added = await guest.cart('POST', '/cart/lines', { ...variant, quantity: 2 });
    expect(guest.cookie(SHOPPER_COOKIE)).toBe('0.2');

    await guest.cart('PATCH', `/cart/lines/${added.lines[0]!.id}`, { quantity: 5 });
    expect(guest.cookie(SHOPPER_COOKIE)).toBe('0.5');

    await guest.cart('DELETE', `/cart/lines/${added.lines[0]!.id}`);
    expect(guest.cookie(SHOPPER_COOKIE)).toBeUndefined();
  });

  it('is not rewritten by a refused change', async () => {
    const guest = new Visitor(t.app);
    await guest.cart('POST', '/cart/lines', { ...variant, quantity: 1 });
    const refused = await guest.call('POST', '/cart/lines', { ...variant, quantity: 50 });
    expect(refused.statusCode).toBe(409);
    expect(refused.cookies.some((c) => c.name === SHOPPER_COOKIE)).toBe(false);
    expect(guest.cookie(SHOPPER_COOKIE)).toBe('0.1');
  });

  it('says signed in with the merged cart after sign-in, and nothing after sign-out', async () => {
    const customer = await insertCustomer(t.db, { password: PASSWORD });
    const browser = new Visitor(t.app);
    await browser.cart('POST', '/cart/lines', { ...variant, quantity: 3 });
    expect(browser.cookie(SHOPPER_COOKIE)).toBe('0.3');

    await signIn(browser, customer.email);
    expect(browser.cookie(SHOPPER_COOKIE)).toBe('1.3');

    const out = await browser.call('POST', '/account/logout');
    expect(out.statusCode).toBe(204);
    expect(browser.cookie(SHOPPER_COOKIE)).toBeUndefined();
  });

  it('says signed in with an empty cart', async () => {
    const customer = await insertCustomer(t.db, { password: PASSWORD });
    const browser = new Visitor(t.app);
    await signIn(browser, customer.email);
    expect(browser.cookie(SHOPPER_COOKIE)).toBe('1.0');
  });

  it('is never HttpOnly, so the page can read it, and carries nothing but the state', async () => {
    const guest = new Visitor(t.app);
    const response = await guest.call('POST', '/cart/lines', { ...variant, quantity: 1 });
    const hint = response.cookies.find((c) => c.name === SHOPPER_COOKIE);
    expect(hint).toMatchObject({ value: '0.1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
  });
});
