import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../domain/catalogue/list-constants';
import { ORDERS_PAGE_SIZE } from '../../domain/orders/orders';
import { computeTotals } from '../../domain/pricing';
import { listProducts, productQuerySchema } from '../../domain/catalogue/listing';
import { SETTING_KEYS } from '../../domain/settings';
import { loadCatalogueSnapshot } from '../../server/features/catalogue/repo';
import { openDatabase, type Database, type DatabaseHandle } from '../client';
import {
  collections,
  colors,
  customerAddresses,
  customers,
  orderLines,
  orders,
  productMedia,
  products,
  promoCodes,
  promoCodeUses,
  settings,
  sizes,
  staff,
  stock,
} from '../schema';
import { DEMO_ADMIN, DEMO_COLLABORATOR, DEMO_CUSTOMER } from './demo-accounts';
import { JOURNEY_FIXTURES } from './demo-fixtures';
import { parisDay } from './demo-plan';
import { DEMO_PROMO_CODES } from './demo-promos';
import { ensureShopData, seedDemoData } from './index';
import { searchProductIds } from '../../server/features/catalogue/search';

const NOW = new Date('2026-11-22T10:00:00Z');
const DAY_MS = 86_400_000;

let handle: DatabaseHandle;
let db: Database;
let imagesDir: string;

function stockByProduct<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.productId, [...(groups.get(row.productId) ?? []), row]);
  return groups;
}

/** Everything a customer or the shop owner could see, in a stable order (password hashes are salted, so left out). */
async function shopState(database: Database) {
  return {
    products: await database.select().from(products).orderBy(asc(products.id)),
    stock: await database.select().from(stock).orderBy(asc(stock.productId), asc(stock.colorId), asc(stock.sizeId)),
    media: await database.select().from(productMedia).orderBy(asc(productMedia.id)),
    colors: await database.select().from(colors).orderBy(asc(colors.id)),
    sizes: await database.select().from(sizes).orderBy(asc(sizes.id)),
    collections: await database.select().from(collections).orderBy(asc(collections.id)),
    settings: await database.select().from(settings).orderBy(asc(settings.key)),
    promos: await database.select().from(promoCodes).orderBy(asc(promoCodes.id)),
    staff: (await database.select().from(staff).orderBy(asc(staff.id))).map(({ passwordHash: _, ...member }) => member),
    customers: (await database.select().from(customers).orderBy(asc(customers.id))).map(({ passwordHash: _, ...customer }) => customer),
    addresses: await database.select().from(customerAddresses).orderBy(asc(customerAddresses.id)),
    orders: await database.select().from(orders).orderBy(asc(orders.id)),
    orderLines: await database.select().from(orderLines).orderBy(asc(orderLines.id)),
    promoCodeUses: await database.select().from(promoCodeUses).orderBy(asc(promoCodeUses.id)),
  };
}

beforeAll(async () => {
  handle = await openDatabase({});
  db = handle.db;
  imagesDir = await mkdtemp(path.join(tmpdir(), 'atelier-seed-'));
  // The first-start path: an empty database gets the demo shop.
  await ensureShopData(db, { imagesDir, now: NOW, images: false });
});

afterAll(async () => {
  await handle?.close();
  if (imagesDir) await rm(imagesDir, { recursive: true, force: true });
});

describe('demo catalogue', () => {
  it('has at least 40 products in 3+ collections and all three categories', async () => {
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(['tshirts', 'sweatshirts', 'accessories']));
    expect(new Set(rows.map((p) => p.collectionId)).size).toBeGreaterThanOrEqual(3);
    expect(await db.select().from(collections)).toHaveLength(4);
    expect(rows.filter((p) => !p.isPublished).length).toBeGreaterThanOrEqual(2);
    for (const p of rows) {
      expect(p.nameFr && p.nameEn && p.modelName && p.modelNameEn).toBeTruthy();
      expect(p.descriptionFr.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(p.descriptionEn.split('. ').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('offers 8+ bilingual colours and the spec’s eight sizes in order, accessories in UNI only', async () => {
    const colorRows = await db.select().from(colors);
    expect(colorRows.length).toBeGreaterThanOrEqual(8);
    for (const c of colorRows) expect(c.code).toMatch(/^#[0-9a-f]{6}$/);
    const sizeRows = await db.select().from(sizes).orderBy(asc(sizes.sortOrder));
    expect(sizeRows.map((s) => s.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', 'UNI']);

    const uni = sizeRows.find((s) => s.name === 'UNI')!.id;
    const rows = await db
      .select({ category: products.category, sizeId: stock.sizeId })
      .from(stock)
      .innerJoin(products, eq(products.id, stock.productId));
    for (const row of rows) expect(row.sizeId === uni).toBe(row.category === 'accessories');
  });

  it('sells out some sizes and at least three whole products', async () => {
    const rows = await db.select().from(stock);
    const byProduct = stockByProduct(rows);
    const soldOut = [...byProduct.values()].filter((lines) => lines.every((s) => s.quantity === 0));
    const partly = [...byProduct.values()].filter((lines) => lines.some((s) => s.quantity === 0) && lines.some((s) => s.quantity > 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(partly.length).toBeGreaterThanOrEqual(5);
    expect(byProduct.size).toBe((await db.select().from(products)).length);
  });

  it('prices some products with an old price above the current one and others without', async () => {
    const rows = await db.select().from(products);
    const discounted = rows.filter((p) => p.compareAtPriceCents !== null);
    expect(discounted.length).toBeGreaterThanOrEqual(5);
    expect(rows.length - discounted.length).toBeGreaterThanOrEqual(5);
    for (const p of discounted) expect(p.compareAtPriceCents!).toBeGreaterThan(p.priceCents);
  });

  it('has a product in every shipping weight bracket', async () => {
    const weights = (await db.select({ w: products.weightGrams }).from(products).where(eq(products.isPublished, true))).map((r) => r.w);
    const brackets: Array<[number, number]> = [
      [1, 750],
      [751, 1000],
      [1001, 2000],
      [2001, 5000],
      [5001, Infinity],
    ];
    for (const [min, max] of brackets)
      expect(
        weights.some((w) => w >= min && w <= max),
        `${min}-${max} g`,
      ).toBe(true);
  });

  it('spreads products over ten months with 10-15 new arrivals and about 8 on the home page', async () => {
    const rows = await db.select().from(products).where(eq(products.isPublished, true));
    const fresh = rows.filter((p) => NOW.getTime() - p.createdAt.getTime() <= 60 * DAY_MS);
    expect(fresh.length).toBeGreaterThanOrEqual(10);
    expect(fresh.length).toBeLessThanOrEqual(15);
    expect(Math.max(...rows.map((p) => NOW.getTime() - p.createdAt.getTime())) / DAY_MS).toBeGreaterThan(270);
    const home = rows.filter((p) => p.showOnHome);
    expect(home.length).toBeGreaterThanOrEqual(6);
    expect(home.length).toBeLessThanOrEqual(10);
  });

  it('gives every colour of a product its pictures and each product one card image', async () => {
    const media = await db.select().from(productMedia);
    const rows = await db.select().from(stock);
    for (const [productId, lines] of stockByProduct(rows)) {
      const pictures = media.filter((m) => m.productId === productId);
      expect(pictures.filter((m) => m.isCardImage)).toHaveLength(1);
      for (const colorId of new Set(lines.map((s) => s.colorId))) {
        const count = pictures.filter((m) => m.colorId === colorId).length;
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(3);
      }
    }
    for (const m of media) expect(m.fileName).toMatch(/^p-[a-z]{2}-[a-z]{3}-\d{3}-[a-z-]+-(front|back|detail)\.webp$/);
  });
});

describe('what the browser journeys rely on', () => {
  it('lists more than a page of published T-shirts in stock in the journey colour and size, sorted by price', async () => {
    const { category, color, size, atLeast } = JOURNEY_FIXTURES.filteredTshirts;
    const snapshot = await loadCatalogueSnapshot(db);
    expect(snapshot.colors.find((c) => c.id === color.id)).toMatchObject({ nameFr: color.nameFr, nameEn: color.nameEn });
    expect(snapshot.sizes.find((s) => s.id === size.id)?.name).toBe(size.name);

    const query = { category, color: String(color.id), size: String(size.id), sort: 'price_asc' };
    const first = listProducts(snapshot, productQuerySchema.parse(query), 'fr', NOW);
    expect(first.total).toBeGreaterThanOrEqual(atLeast);
    expect(first.items).toHaveLength(PAGE_SIZE);
    const more = listProducts(snapshot, productQuerySchema.parse({ ...query, offset: String(PAGE_SIZE) }), 'fr', NOW);
    const prices = [...first.items, ...more.items].map((p) => p.priceCents);
    expect(prices).toHaveLength(first.total);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('keeps the sold-out sizes, colours and products and the unpublished products the fixtures name', async () => {
    const productRows = new Map((await db.select().from(products)).map((p) => [p.id, p]));
    const stockOf = stockByProduct(await db.select().from(stock));
    const named = [
      ...JOURNEY_FIXTURES.soldOutSizes,
      JOURNEY_FIXTURES.soldOutColor,
      ...JOURNEY_FIXTURES.soldOutProducts,
      ...JOURNEY_FIXTURES.unpublishedProducts,
    ];
    for (const fixture of named) expect(productRows.get(fixture.id)?.reference).toBe(fixture.reference);

    for (const { id, size } of JOURNEY_FIXTURES.soldOutSizes) {
      const lines = stockOf.get(id)!;
      // Offered (so its chip shows) yet at 0 in every colour, while the other sizes still sell.
      const sizeLines = lines.filter((s) => s.sizeId === size.id);
      expect(sizeLines.length).toBeGreaterThan(0);
      expect(sizeLines.every((s) => s.quantity === 0)).toBe(true);
      expect(lines.some((s) => s.sizeId !== size.id && s.quantity > 0)).toBe(true);
      expect(productRows.get(id)?.isPublished).toBe(true);
    }
    const { id, color } = JOURNEY_FIXTURES.soldOutColor;
    const colorLines = stockOf.get(id)!.filter((s) => s.colorId === color.id);
    expect(colorLines.length).toBeGreaterThan(0);
    expect(colorLines.every((s) => s.quantity === 0)).toBe(true);
    expect(stockOf.get(id)!.some((s) => s.colorId !== color.id && s.quantity > 0)).toBe(true);

    for (const { id } of JOURNEY_FIXTURES.soldOutProducts) {
      expect(stockOf.get(id)!.every((s) => s.quantity === 0)).toBe(true);
      expect(productRows.get(id)?.isPublished).toBe(true);
    }
    for (const { id } of JOURNEY_FIXTURES.unpublishedProducts) expect(productRows.get(id)?.isPublished).toBe(false);

    const pictured = JOURNEY_FIXTURES.picturedProduct;
    expect(productRows.get(pictured.id)).toMatchObject({ reference: pictured.reference, nameFr: pictured.nameFr, isPublished: true });
    for (const c of pictured.colors) expect(stockOf.get(pictured.id)!.some((s) => s.colorId === c.id && s.quantity > 0)).toBe(true);
  });
});

describe('demo settings, accounts and promo codes', () => {
  it('fills every settings key of the back-office spec', async () => {
    const values = Object.fromEntries((await db.select().from(settings)).map((s) => [s.key, s.value]));
    for (const key of Object.values(SETTING_KEYS).flat()) expect(values[key]?.trim(), key).toBeTruthy();
    expect(values.vat).toMatch(/^FR\d{11}$/);
    expect(values.thresholdAmount).toBe('80');
    // Staff bill the demo's orders with "Facturer" until an administrator switches automatic invoicing on.
    expect(values.autoInvoicing).toBe('false');
    expect([values.isDesplayBandeST, values.isDesplayBandeND, values.isDesplayBandeRD].filter((v) => v === 'true')).toHaveLength(2);
  });

  it('creates an administrator and a collaborator whose argon2id hashes accept the README passwords', async () => {
    const members = await db.select().from(staff).orderBy(asc(staff.id));
    expect(members.map((m) => [m.login, m.role])).toEqual([
      [DEMO_ADMIN.login, 'admin'],
      [DEMO_COLLABORATOR.login, 'collaborator'],
    ]);
    for (const member of members) expect(member.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(members[0]!.passwordHash!, DEMO_ADMIN.password)).toBe(true);
    expect(await verify(members[1]!.passwordHash!, DEMO_COLLABORATOR.password)).toBe(true);
    expect(await verify(members[1]!.passwordHash!, DEMO_ADMIN.password)).toBe(false);
  });

  it('creates a confirmed customer with two addresses, one default for delivery and billing', async () => {
    const [customer] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    expect(customer?.emailConfirmedAt).not.toBeNull();
    expect(await verify(customer!.passwordHash, DEMO_CUSTOMER.password)).toBe(true);
    const addresses = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer!.id));
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((a) => a.isDefaultDelivery && a.isDefaultBilling)).toHaveLength(1);
  });

  it('has promo codes that are active, expired, not started yet and switched off on the seed date', async () => {
    const today = parisDay(NOW, 0);
    const promos = new Map((await db.select().from(promoCodes)).map((p) => [p.code, p]));
    const usable = (code: string) => {
      const p = promos.get(code)!;
      return p.isActive && p.startsOn <= today && today <= p.endsOn;
    };
    expect(usable(DEMO_PROMO_CODES.activeRate)).toBe(true);
    expect(usable(DEMO_PROMO_CODES.activeFixed)).toBe(true);
    expect(usable(DEMO_PROMO_CODES.activeSingleUse)).toBe(true);
    expect(promos.get(DEMO_PROMO_CODES.activeSingleUse)?.singleUse).toBe(true);
    expect(promos.get(DEMO_PROMO_CODES.activeFixed)).toMatchObject({ type: 'fixed', value: 500 });
    expect(promos.get(DEMO_PROMO_CODES.expired)!.endsOn < today).toBe(true);
    expect(promos.get(DEMO_PROMO_CODES.future)!.startsOn > today).toBe(true);
    expect(usable(DEMO_PROMO_CODES.inactive)).toBe(false);
    expect(promos.get(DEMO_PROMO_CODES.inactive)!.startsOn <= today).toBe(true);
  });
});

describe('the demo customer’s orders', () => {
  const demoOrders = async () => {
    const [customer] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    return db.select().from(orders).where(eq(orders.customerId, customer!.id)).orderBy(asc(orders.createdAt));
  };

  it('fill more than one page of /commandes over six weeks, in every status she can see, numbered in date order', async () => {
    const rows = await demoOrders();
    expect(rows).toHaveLength(JOURNEY_FIXTURES.customerOrders.count);
    expect(rows.length).toBeGreaterThan(ORDERS_PAGE_SIZE);
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(['pending', 'processing', 'shipped', 'delivered', 'cancelled']));
    expect(rows.map((o) => o.number)).toEqual(rows.map((_, i) => `AT${String(1001 + i).padStart(6, '0')}`));
    for (const o of rows) {
      expect(NOW.getTime() - o.createdAt.getTime()).toBeLessThanOrEqual(45 * DAY_MS);
      expect(o).toMatchObject({ hiddenByCustomerAt: null, paidAt: o.createdAt, stockState: o.status === 'cancelled' ? 'released' : 'committed' });
    }
  });

  it('are priced as the pricing engine prices them: free shipping from the threshold, promo discounts recorded as used', async () => {
    const rows = await demoOrders();
    const uses = await db.select().from(promoCodeUses);
    for (const o of rows) {
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id));
      const promo = o.promoType && o.promoValue ? { type: o.promoType, value: o.promoValue } : null;
      const totals = computeTotals(lines, { freeShippingThresholdCents: 8000, promo });
      expect(o, o.number).toMatchObject({
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        weightGrams: totals.weightGrams,
      });
      expect(uses.filter((u) => u.orderId === o.id)).toHaveLength(promo ? 1 : 0);
    }
    expect(rows.some((o) => o.shippingCents === 0)).toBe(true);
    expect(rows.some((o) => o.shippingCents > 0)).toBe(true);
    expect(rows.filter((o) => o.discountCents > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('begin with the order the journeys open: a line off sale beside one on sale, as the fixtures say', async () => {
    const [oldest] = await demoOrders();
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, oldest!.id)).orderBy(asc(orderLines.id));
    const published = new Map((await db.select().from(products)).map((p) => [p.id, p.isPublished]));
    expect(
      lines.map((l) => ({
        id: l.productId,
        reference: l.reference,
        nameFr: l.name,
        onSale: published.get(l.productId!),
        colorName: l.colorName,
        size: l.sizeName,
      })),
    ).toEqual(
      JOURNEY_FIXTURES.customerOrders.oldest.map((f) => ({
        id: f.id,
        reference: f.reference,
        nameFr: f.nameFr,
        onSale: f.onSale,
        colorName: f.color.nameFr,
        size: f.size,
      })),
    );
    expect(JOURNEY_FIXTURES.customerOrders.oldest.map((f) => f.onSale).sort()).toEqual([false, true]);
  });
});

describe('seeding again', () => {
  it('leaves a seeded database untouched at the next start', async () => {
    const before = await shopState(db);
    await ensureShopData(db, { imagesDir, now: new Date(NOW.getTime() + 30 * DAY_MS), images: false });
    expect(await shopState(db)).toEqual(before);
  });

  it('does not refill a shop whose owner removed every product', async () => {
    const kept = await shopState(db);
    await db.delete(products);
    await ensureShopData(db, { imagesDir, now: NOW, images: false });
    expect(await db.select().from(products)).toHaveLength(0);
    await seedDemoData(db, { imagesDir, now: NOW, images: false });
    expect(await shopState(db)).toEqual(kept);
  });

  it('resets every change to the same demo shop', async () => {
    const before = await shopState(db);
    await db.update(stock).set({ quantity: 999 });
    await db.update(settings).set({ value: 'changed' }).where(eq(settings.key, 'home title'));
    await db.insert(collections).values({ name: 'Éphémère', nameEn: 'Ephemeral' });
    await seedDemoData(db, { imagesDir, now: NOW, images: false });
    expect(await shopState(db)).toEqual(before);
  });

  it('leaves the storefront search able to find the demo products, category words included', async () => {
    await seedDemoData(db, { imagesDir, now: NOW, images: false });
    expect(await searchProductIds(db, ['mariniere'])).not.toHaveLength(0);
    expect(await searchProductIds(db, ['accessoires'])).not.toHaveLength(0);
  });
});

describe('demo images', () => {
  it('draws the pictures the database refers to when they are missing, and only those', async () => {
    // A tiny case: two product pictures and one site image, so drawing stays fast.
    const kept = await db.select().from(productMedia).orderBy(asc(productMedia.id)).limit(2);
    await db.delete(productMedia).where(gt(productMedia.id, kept[1]!.id));
    const imageKeys: string[] = [...SETTING_KEYS.images];
    await db
      .update(settings)
      .set({ value: '' })
      .where(
        inArray(
          settings.key,
          imageKeys.filter((k) => k !== 'signature'),
        ),
      );
    const [signature] = await db.select().from(settings).where(eq(settings.key, 'signature'));

    await ensureShopData(db, { imagesDir, now: NOW });

    for (const m of kept) {
      expect(await sharp(path.join(imagesDir, 'w800', m.fileName)).metadata()).toMatchObject({ format: 'webp', width: 800, height: 1000 });
      expect(await sharp(path.join(imagesDir, 'w400', m.fileName)).metadata()).toMatchObject({ format: 'webp', width: 400, height: 500 });
    }
    const signatureFile = path.join(imagesDir, signature!.value);
    const drawnAt = (await stat(signatureFile)).mtimeMs;

    // Existing files are kept; a deleted one comes back.
    await rm(path.join(imagesDir, 'w400', kept[0]!.fileName));
    await ensureShopData(db, { imagesDir, now: NOW });
    expect((await stat(path.join(imagesDir, 'w400', kept[0]!.fileName))).isFile()).toBe(true);
    expect((await stat(signatureFile)).mtimeMs).toBe(drawnAt);
  });
});
