import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stock } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { countQueries, recordQueries } from '../../../../tests/helpers/database';
import { insertCatalogueBase, insertProduct, type ColorRow, type SizeRow } from '../../../../tests/helpers/factories';

type Page = { items: { id: number; priceCents: number }[]; total: number };

let t: TestApp;
let navy: ColorRow;
let sizeM: SizeRow;

beforeAll(async () => {
  t = await createTestApp();
  const base = await insertCatalogueBase(t.db);
  navy = base.colors.navy;
  sizeM = base.sizes.M;
});

afterAll(async () => {
  await t?.close();
});

/** The stock of a product's first variant, as the product API answers it. */
const quantityOf = async (productId: number) =>
  (await t.app.inject({ url: `/api/store/products/${productId}` })).json<{ stock: { quantity: number }[] }>().stock[0]?.quantity;

const listProducts = async (query = '') => (await t.app.inject({ url: `/api/store/products${query}` })).json<Page>();

/** A product as a real one looks to the snapshot: stock rows and pictures. */
const insertStockedProduct = () =>
  insertProduct(t.db, { stock: [{ color: navy, size: sizeM, quantity: 3 }], media: [{ color: navy, isCardImage: true }, { color: navy }] });

describe('the catalogue served from memory', () => {
  it('shows a direct database change once the catalogue is invalidated', async () => {
    const product = await insertStockedProduct();
    t.app.catalogue.invalidate();
    expect((await listProducts()).items.find((p) => p.id === product.id)?.priceCents).toBe(2990);

    await t.db.update(products).set({ priceCents: 3490 }).where(eq(products.id, product.id));
    // Until a writer invalidates it, the store keeps answering from the snapshot it holds.
    expect((await listProducts()).items.find((p) => p.id === product.id)?.priceCents).toBe(2990);
    t.app.catalogue.invalidate();
    expect((await listProducts()).items.find((p) => p.id === product.id)?.priceCents).toBe(3490);

    await t.db.update(products).set({ isPublished: false }).where(eq(products.id, product.id));
    t.app.catalogue.invalidate();
    expect((await listProducts()).items.map((p) => p.id)).not.toContain(product.id);
    expect((await t.app.inject({ url: `/api/store/products/${product.id}` })).statusCode).toBe(404);
  });

  it('reads the database a fixed number of times whatever the number of products, and not at all when cached', async () => {
    await t.db.delete(products);
    for (let i = 0; i < 5; i++) await insertStockedProduct();
    t.app.catalogue.invalidate();
    const forFive = await countQueries(t.db, () => listProducts('?limit=100'));

    for (let i = 0; i < 45; i++) await insertStockedProduct();
    t.app.catalogue.invalidate();
    let page: Page | undefined;
    const forFifty = await countQueries(t.db, async () => {
      page = await listProducts('?limit=100');
    });

    expect(page?.total).toBe(50);
    expect(forFive).toBeGreaterThan(0);
    expect(forFifty).toBe(forFive);
    expect(forFifty).toBeLessThanOrEqual(10);
    expect(await countQueries(t.db, () => listProducts('?limit=100'))).toBe(0);
  });

  it('reads only the stock again when orders move it, and still sees other changes after a full invalidation', async () => {
    const product = await insertStockedProduct();
    t.app.catalogue.invalidate();
    const stockOf = () => quantityOf(product.id);
    expect(await stockOf()).toBe(3);

    await t.db.update(stock).set({ quantity: 1 }).where(eq(stock.productId, product.id));
    await t.db.update(products).set({ priceCents: 3990 }).where(eq(products.id, product.id));
    t.app.catalogue.stockChanged();
    // One query: the stock; the price change, which no writer announced, is not read.
    let quantity: number | undefined;
    expect(await countQueries(t.db, async () => (quantity = await stockOf()))).toBe(1);
    expect(quantity).toBe(1);
    expect((await listProducts('?limit=100')).items.find((p) => p.id === product.id)?.priceCents).toBe(2990);

    // A stock change right after a full invalidation must not bring back the older products.
    t.app.catalogue.invalidate();
    t.app.catalogue.stockChanged();
    expect((await listProducts('?limit=100')).items.find((p) => p.id === product.id)?.priceCents).toBe(3990);
  });

  it('reads again only the stock rows of the products a stock change names', async () => {
    const [bought, other] = [await insertStockedProduct(), await insertStockedProduct()];
    t.app.catalogue.invalidate();
    expect(await quantityOf(bought.id)).toBe(3);
    expect(await quantityOf(other.id)).toBe(3);

    await t.db
      .update(stock)
      .set({ quantity: 2 })
      .where(inArray(stock.productId, [bought.id, other.id]));
    t.app.catalogue.stockChanged([bought.id]);
    let quantity: number | undefined;
    const sent = await recordQueries(t.db, async () => (quantity = await quantityOf(bought.id)));
    // One read of the named product's rows, by the stock's key, not of the whole table.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/from "stock" where "stock"\."product_id" = any\(/);
    expect(quantity).toBe(2);
    // A change nobody announced is not read; a change that names no product reads them all.
    expect(await quantityOf(other.id)).toBe(3);
    t.app.catalogue.stockChanged();
    expect(await quantityOf(other.id)).toBe(2);
  });

  it('reads again at the next read the stock of a change announced while a read was under way', async () => {
    const product = await insertStockedProduct();
    t.app.catalogue.invalidate();
    expect(await quantityOf(product.id)).toBe(3);

    t.app.catalogue.stockChanged([product.id]);
    const underWay = t.app.catalogue.snapshot();
    // An order committed while the stock was being read: its change may or may not be in that read.
    await t.db.update(stock).set({ quantity: 1 }).where(eq(stock.productId, product.id));
    t.app.catalogue.stockChanged([product.id]);
    await underWay;
    expect(await quantityOf(product.id)).toBe(1);
  });

  it('never answers a read begun after a write with a load begun before it', async () => {
    const product = await insertStockedProduct();
    t.app.catalogue.invalidate();
    await t.app.catalogue.snapshot();

    await t.db.update(products).set({ priceCents: 4490 }).where(eq(products.id, product.id));
    t.app.catalogue.invalidate();
    // A reader starts a load; a second write lands before it answers.
    const before = t.app.catalogue.snapshot();
    await t.db.update(products).set({ priceCents: 4990 }).where(eq(products.id, product.id));
    t.app.catalogue.invalidate();
    const contentAfter = t.app.catalogue.contentVersion;
    const after = await t.app.catalogue.snapshot();

    expect(after.productsById.get(product.id)?.priceCents).toBe(4990);
    expect(t.app.catalogue.contentVersion).toBe(contentAfter);
    // The first reader gets what it waited for; the render threads tell the two loads apart by version.
    expect((await before).productsById.get(product.id)?.priceCents).toBeGreaterThanOrEqual(4490);
  });

  it('counts a stock change as the same content, any other write as new content', async () => {
    const content = t.app.catalogue.contentVersion;
    const version = t.app.catalogue.version;
    t.app.catalogue.stockChanged();
    expect(t.app.catalogue.contentVersion).toBe(content);
    expect(t.app.catalogue.version).toBeGreaterThan(version);
    t.app.catalogue.invalidate();
    expect(t.app.catalogue.contentVersion).toBeGreaterThan(content);
  });
});
