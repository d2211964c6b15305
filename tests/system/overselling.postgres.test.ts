import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Buyer, type Purchase, type Variant } from '../helpers/buyer';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../helpers/postgres';
import { startShop, type ShopProcess } from '../helpers/shop-process';

/**
 * Issue 8's overselling proof: two shop instances share one PostgreSQL database, 200 guests
 * race through the real HTTP API (cart, e-mail, addresses, order, test card) for a variant
 * with 10 units. Exactly 10 are paid, the stock ends at 0 and never goes below, and everyone
 * else is told the item is sold out when going to pay, before any card is charged.
 */
const BUYERS = 200;
const UNITS = 10;

const serverUrl = process.env.TEST_DATABASE_URL!;
const database = scratchDatabaseName();
const shops: ShopProcess[] = [];
let workDir = '';
let client: pg.Client;

async function someVariant(shopUrl: string): Promise<Variant> {
  const list = (await (await fetch(`${shopUrl}/api/store/products`)).json()) as { items: { id: number }[] };
  const product = (await (await fetch(`${shopUrl}/api/store/products/${list.items[0]!.id}`)).json()) as {
    id: number;
    stock: { colorId: number; sizeId: number; quantity: number }[];
  };
  const line = product.stock.find((s) => s.quantity > 0)!;
  return { productId: product.id, colorId: line.colorId, sizeId: line.sizeId };
}

async function stockOf({ productId, colorId, sizeId }: Variant): Promise<number> {
  const { rows } = await client.query<{ quantity: number }>('select quantity from stock where product_id = $1 and color_id = $2 and size_id = $3', [
    productId,
    colorId,
    sizeId,
  ]);
  return rows[0]!.quantity;
}

describe('200 buyers for 10 units on two instances', () => {
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'atelier-overselling-'));
    await createDatabase(serverUrl, database);
    const env = { DATABASE_URL: databaseUrl(serverUrl, database), TRUST_PROXY: 'true' };
    // The first instance migrates and seeds the demo shop; the second starts on a ready database.
    shops.push(await startShop(process.cwd(), { ...env, DATA_DIR: path.join(workDir, 'a') }, workDir));
    shops.push(await startShop(process.cwd(), { ...env, DATA_DIR: path.join(workDir, 'b') }, workDir));
    client = new pg.Client({ connectionString: databaseUrl(serverUrl, database) });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await Promise.all(shops.map((shop) => shop.stop()));
    await dropDatabase(serverUrl, database);
    await rm(workDir, { recursive: true, force: true });
  });

  it('sells exactly the stock, never below zero, and tells the others before they pay', async () => {
    const variant = await someVariant(shops[0]!.url);
    await client.query('update stock set quantity = $4 where product_id = $1 and color_id = $2 and size_id = $3', [
      variant.productId,
      variant.colorId,
      variant.sizeId,
      UNITS,
    ]);

    // Watch the stock while the race runs: it must never be seen below zero.
    let lowest = UNITS;
    let racing = true;
    const watcher = (async () => {
      while (racing) {
        lowest = Math.min(lowest, await stockOf(variant));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    const urls = shops.map((shop) => shop.url);
    const buyers = Array.from({ length: BUYERS }, (_, i) => new Buyer(urls, `buyer${i}@example.test`, `10.8.${i >> 8}.${i & 255}`));
    const purchases: Purchase[] = await Promise.all(buyers.map((buyer) => buyer.buy(variant)));
    racing = false;
    await watcher;

    const paid = purchases.filter((p) => p.outcome === 'paid');
    const refused = purchases.filter((p) => p.outcome === 'refused');
    expect(paid).toHaveLength(UNITS);
    // Everyone else was told the item is gone (when adding it, or when going to pay once the
    // paid and reserved units had taken it), never at the card.
    const refusals = new Set(refused.map((p) => `${p.step} ${p.status}`));
    expect([...refusals].filter((r) => r !== 'add to cart 409' && r !== 'order 409')).toEqual([]);
    expect(refused).toHaveLength(BUYERS - UNITS);
    expect(await stockOf(variant)).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);

    const { rows } = await client.query<{ orders: number; units: number }>(
      `select count(distinct o.id)::int as orders, coalesce(sum(l.quantity), 0)::int as units
         from orders o join order_lines l on l.order_id = o.id
        where o.status = 'pending' and l.product_id = $1 and l.color_id = $2 and l.size_id = $3`,
      [variant.productId, variant.colorId, variant.sizeId],
    );
    expect(rows[0]).toEqual({ orders: UNITS, units: UNITS });
    const numbers = new Set(paid.map((p) => (p.outcome === 'paid' ? p.orderNumber : '')));
    expect(numbers.size).toBe(UNITS);
  });
});
