import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { cartLines } from '../../../db/schema';
import { Visitor } from './cart-test-kit';
import { CART_COOKIE } from './guest-cookie';

/** The product page's "Add to cart" as an HTML form, posted without JavaScript. */

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
});

afterAll(async () => {
  await t?.close();
});

/** A T-shirt in navy M (the given stock) and L (none left), for sale on the pages at once. */
async function tshirt(navyM = 5) {
  const { navy } = base.colors;
  const { M, L } = base.sizes;
  const product = await insertProduct(t.db, {
    stock: [
      { color: navy, size: M, quantity: navyM },
      { color: navy, size: L, quantity: 0 },
    ],
    media: [{ isCardImage: true }],
  });
  t.app.catalogue.invalidate();
  return product;
}

/** What Chromium sends with a form its own page posts, under the shop's `Referrer-Policy: no-referrer`. */
const OWN_PAGE_FORM = { origin: 'null', 'sec-fetch-site': 'same-origin' };

const guest = (lang: 'fr' | 'en' = 'fr') => new Visitor(t.app, lang);
const lineCount = async () => (await t.db.select().from(cartLines)).length;

/** Where a 303 leads, as path and query. */
function redirectTarget(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(303);
  const url = new URL(String(response.headers.location), TEST_PUBLIC_URL);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('the product page’s form without JavaScript', () => {
  it('adds the line to a new guest cart (its cookie set as the API does) and goes to the cart page', async () => {
    const product = await tshirt();
    const visitor = guest();
    const response = await visitor.postForm(
      '/cart/lines/form',
      { productId: String(product.id), color: String(base.colors.navy.id), size: String(base.sizes.M.id) },
      OWN_PAGE_FORM,
    );
    expect(redirectTarget(response)).toEqual({ path: '/panier', query: {} });
    const cookie = response.cookies.find((c) => c.name === CART_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The header's badge on the cart page counts it.
    expect(response.cookies.find((c) => c.name === 'shopper')?.value).toBeTruthy();
    const cart = await visitor.cart();
    expect(cart.lines.map((l) => [l.productId, l.colorId, l.sizeId, l.quantity])).toEqual([[product.id, base.colors.navy.id, base.sizes.M.id, 1]]);
  });

  it('adds to the cart the visitor already has', async () => {
    const product = await tshirt();
    const visitor = guest();
    const fields = { productId: String(product.id), color: String(base.colors.navy.id), size: String(base.sizes.M.id) };
    await visitor.postForm('/cart/lines/form', fields, OWN_PAGE_FORM);
    const token = visitor.cartToken;
    const again = await visitor.postForm('/cart/lines/form', fields, { origin: TEST_PUBLIC_URL });
    expect(redirectTarget(again).path).toBe('/panier');
    expect(visitor.cartToken).toBe(token);
    const cart = await visitor.cart();
    expect(cart.lines.map((l) => l.quantity)).toEqual([2]);
  });

  it('sends a visitor who chose no size, no colour or neither back to the product page with the reason, adding nothing', async () => {
    const product = await tshirt();
    const id = String(product.id);
    const navy = String(base.colors.navy.id);
    const M = String(base.sizes.M.id);
    const before = await lineCount();
    const visitor = guest();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ productId: id }, { error: 'selectSizeColor' }],
      [
        { productId: id, color: navy },
        { color: navy, error: 'selectSize' },
      ],
      [
        { productId: id, size: M },
        { size: M, error: 'selectColor' },
      ],
      // A value that is not an id (a page edited by hand) counts as nothing chosen.
      [
        { productId: id, color: 'navy', size: M },
        { size: M, error: 'selectColor' },
      ],
    ];
    for (const [fields, query] of cases) {
      const response = await visitor.postForm('/cart/lines/form', fields, OWN_PAGE_FORM);
      expect(redirectTarget(response), JSON.stringify(fields)).toEqual({ path: `/produit/${id}`, query });
    }
    expect(await lineCount()).toBe(before);
    expect(visitor.cartToken).toBeUndefined();
  });

  it('says a sold-out size is out of stock, and how many are left when the cart already holds them all', async () => {
    const product = await tshirt(1);
    const id = String(product.id);
    const navy = String(base.colors.navy.id);
    const visitor = guest();
    const soldOut = await visitor.postForm('/cart/lines/form', { productId: id, color: navy, size: String(base.sizes.L.id) }, OWN_PAGE_FORM);
    expect(redirectTarget(soldOut)).toEqual({ path: `/produit/${id}`, query: { color: navy, size: String(base.sizes.L.id), error: 'outOfStock' } });

    const M = String(base.sizes.M.id);
    expect(redirectTarget(await visitor.postForm('/cart/lines/form', { productId: id, color: navy, size: M }, OWN_PAGE_FORM)).path).toBe('/panier');
    const more = await visitor.postForm('/cart/lines/form', { productId: id, color: navy, size: M }, OWN_PAGE_FORM);
    expect(redirectTarget(more)).toEqual({ path: `/produit/${id}`, query: { color: navy, size: M, error: 'stockLimit' } });
    expect((await visitor.cart()).lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('sends an unknown product to its page, which says it is not for sale', async () => {
    const response = await guest().postForm('/cart/lines/form', { productId: '999999', color: '1', size: '1' }, OWN_PAGE_FORM);
    expect(redirectTarget(response)).toEqual({ path: '/produit/999999', query: {} });
  });

  it('answers a form without a product id with a message in the visitor’s language, changing nothing', async () => {
    const before = await lineCount();
    const response = await guest('en').postForm('/cart/lines/form', { productId: 'abc' }, OWN_PAGE_FORM);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_parameter', field: 'productId' } });
    expect(await lineCount()).toBe(before);
  });

  it('refuses a form posted from another site, or from a page that cannot say it is ours', async () => {
    const product = await tshirt();
    const fields = { productId: String(product.id), color: String(base.colors.navy.id), size: String(base.sizes.M.id) };
    const before = await lineCount();
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      // A sandboxed frame or a data: page of another site also posts `Origin: null`.
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      const response = await guest('en').postForm('/cart/lines/form', fields, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
    }
    expect(await lineCount()).toBe(before);
  });
});
