import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { CATEGORIES } from '../../domain/catalogue/types';
import { SETTING_KEYS } from '../../domain/settings';
import { freshIp } from '../../server/features/accounts/api-test-kit';
import { collections, colors, customers, orders, products, promoCodes, settings, sizes, staff } from '../schema';
import { EMPTY_SHOP_SETTINGS } from './empty-shop';
import { ensureShopData } from './index';

/**
 * The first start of a shop with DEMO_DATA=false (ADR 26): what it writes, and that the
 * storefront answers with nothing to sell.
 */
let t: TestApp;

const counts = async () => {
  const tables = { products, orders, customers, staff, promoCodes, colors, collections };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await t.db.select({ n: count() }).from(table))[0]!.n] as const),
  );
  return Object.fromEntries(entries);
};

const storeGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/store${url}`, remoteAddress: freshIp() });

beforeAll(async () => {
  t = await createTestApp();
  await ensureShopData(t.db, { imagesDir: path.join(t.dataDir, 'images'), demo: false });
  t.app.catalogue.invalidate();
});
afterAll(async () => {
  await t?.close();
});

describe('an empty shop (DEMO_DATA=false)', () => {
  it('holds every setting of the spec, nothing shown to visitors, and the spec’s sizes in order; no product, order, account, colour or collection', async () => {
    const stored = Object.fromEntries((await t.db.select().from(settings)).map((row) => [row.key, row.value]));
    expect(stored).toEqual(EMPTY_SHOP_SETTINGS);
    for (const key of Object.values(SETTING_KEYS).flat()) expect(stored).toHaveProperty([key]);
    expect(stored).toMatchObject({ 'name company': '', logo: '', isdisplaypfopup: 'false', isDisplayBannerText: 'false', thresholdAmount: '0' });
    expect(stored.autoInvoicing).toBe('false');
    const sizeRows = await t.db.select().from(sizes).orderBy(asc(sizes.sortOrder));
    expect(sizeRows.map((size) => size.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', 'UNI']);
    expect(await counts()).toEqual({ products: 0, orders: 0, customers: 0, staff: 0, promoCodes: 0, colors: 0, collections: 0 });
  });

  it('answers the storefront’s lists with nothing in them', async () => {
    for (const url of [
      '/products',
      '/products?home=true',
      '/products?new=true',
      ...CATEGORIES.map((category) => `/products?category=${category}`),
      '/colors',
      '/collections',
    ]) {
      const response = await storeGet(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      const body = response.json<{ items?: unknown[]; total?: number } | unknown[]>();
      expect(Array.isArray(body) ? body : body.items, url).toEqual([]);
    }
    expect((await storeGet('/sizes')).json<{ name: string }[]>().map((size) => size.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', 'UNI']);
    const shown = (await storeGet('/settings?lang=en')).json<Record<string, string>>();
    expect(shown['name company']).toBe('');
    expect(shown).not.toHaveProperty('autoInvoicing');
    expect((await storeGet('/products/1')).statusCode).toBe(404);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
  });

  it('is a shop from then on: a later start leaves it as it is, even one told to seed the demo', async () => {
    const before = await t.db.select().from(settings).orderBy(asc(settings.key));
    await ensureShopData(t.db, { imagesDir: path.join(t.dataDir, 'images'), demo: true, images: false });
    expect(await t.db.select().from(settings).orderBy(asc(settings.key))).toEqual(before);
    expect((await counts()).products).toBe(0);
  });
});
