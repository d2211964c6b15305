import { hashPassword } from '../../server/security/passwords';
import type { DbOrTx } from '../client';
import { labelStockChanges } from '../stock-cause';
import { collections, colors, customerAddresses, customers, productMedia, products, promoCodes, settings, sizes, staff, stock } from '../schema';
import { DEMO_STAFF, DEMO_CUSTOMER, DEMO_CUSTOMER_PROFILE } from './demo-accounts';
import { DEMO_COLLECTIONS, DEMO_COLORS, DEMO_MODELS, DEMO_SIZES } from './demo-catalogue';
import { categoryOf, createdAt, describe, kindOf, mediaFor, parisDay, stockFor } from './demo-plan';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_PROMOS } from './demo-promos';
import { insertDemoOrders } from './insert-demo-orders';
import { DEMO_BACK_OFFICE_SETTINGS, DEMO_SETTINGS, DEMO_SETTINGS_EN } from './demo-settings';

export type DemoCounts = { products: number; colors: number; stock: number; media: number; orders: number };

function byKey<T, K>(rows: T[], key: (row: T) => K, id: (row: T) => number): Map<K, number> {
  return new Map(rows.map((row) => [key(row), id(row)]));
}

function idOf<K>(ids: Map<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo data refers to unknown ${String(key)}`);
  return id;
}

/**
 * Writes the whole demo shop into an empty database, one bulk insert per table. Call it inside
 * a transaction: a failure then leaves no half-filled shop behind.
 */
export async function insertDemoShop(tx: DbOrTx, now: Date): Promise<DemoCounts> {
  // Hashing is the slow part (about 50 ms each by design): do it while nothing waits on it.
  const passwordHashes = Promise.all([...DEMO_STAFF.map((s) => hashPassword(s.password)), hashPassword(DEMO_CUSTOMER.password)]);

  await tx
    .insert(settings)
    .values(
      Object.entries({ ...DEMO_SETTINGS, ...DEMO_SETTINGS_EN, ...DEMO_BACK_OFFICE_SETTINGS }).map(([key, value]) => ({ key, value, updatedAt: now })),
    );

  const collectionRows = await tx
    .insert(collections)
    .values(DEMO_COLLECTIONS.map((c) => ({ ...c, createdAt: createdAt(now, 320) })))
    .returning({ id: collections.id, name: collections.name });
  const colorRows = await tx
    .insert(colors)
    .values(DEMO_COLORS.map(({ nameFr, nameEn, code }) => ({ nameFr, nameEn, code })))
    .returning({ id: colors.id, nameFr: colors.nameFr });
  const sizeRows = await tx
    .insert(sizes)
    .values(DEMO_SIZES.map((name, sortOrder) => ({ name, sortOrder })))
    .returning({ id: sizes.id, name: sizes.name });

  const collectionIds = byKey(
    collectionRows,
    (r) => r.name,
    (r) => r.id,
  );
  const colorIdsByName = byKey(
    colorRows,
    (r) => r.nameFr,
    (r) => r.id,
  );
  const colorIds = new Map(DEMO_COLORS.map((c) => [c.slug, idOf(colorIdsByName, c.nameFr)]));
  const sizeIds = byKey(
    sizeRows,
    (r) => r.name,
    (r) => r.id,
  );

  const productRows = await tx
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((p) => ({
        reference: p.reference,
        nameFr: p.nameFr,
        nameEn: p.nameEn,
        descriptionFr: describe(p, 'fr'),
        descriptionEn: describe(p, 'en'),
        modelName: p.modelName?.fr ?? DEMO_MODELS[p.model].name,
        modelNameEn: p.modelName?.en ?? DEMO_MODELS[p.model].nameEn,
        category: categoryOf(kindOf(p)),
        collectionId: idOf(collectionIds, p.collection),
        priceCents: p.priceCents,
        compareAtPriceCents: p.compareAtPriceCents ?? null,
        weightGrams: p.weightGrams ?? DEMO_MODELS[p.model].weightGrams,
        isPublished: !p.unpublished,
        showOnHome: Boolean(p.home),
        createdAt: createdAt(now, p.ageDays),
        updatedAt: createdAt(now, p.ageDays),
      })),
    )
    .returning({ id: products.id, reference: products.reference });
  const productIds = byKey(
    productRows,
    (r) => r.reference,
    (r) => r.id,
  );

  const stockRows = DEMO_PRODUCTS.flatMap((p) =>
    stockFor(p).map((s) => ({
      productId: idOf(productIds, p.reference),
      colorId: idOf(colorIds, s.color),
      sizeId: idOf(sizeIds, s.size),
      quantity: s.quantity,
    })),
  );
  const mediaRows = DEMO_PRODUCTS.flatMap((p) =>
    mediaFor(p).map((m) => ({
      productId: idOf(productIds, p.reference),
      colorId: idOf(colorIds, m.color),
      fileName: m.fileName,
      position: m.position,
      isCardImage: m.isCardImage,
      uploadedAt: now,
    })),
  );
  await labelStockChanges(tx, { reason: 'demo' });
  await tx.insert(stock).values(stockRows);
  await tx.insert(productMedia).values(mediaRows);

  const promoRows = await tx
    .insert(promoCodes)
    .values(
      DEMO_PROMOS.map(({ startsInDays, endsInDays, ...promo }) => ({
        ...promo,
        startsOn: parisDay(now, startsInDays),
        endsOn: parisDay(now, endsInDays),
        createdAt: createdAt(now, Math.max(0, -startsInDays) + 1),
      })),
    )
    .returning({ id: promoCodes.id, code: promoCodes.code });

  const hashes = await passwordHashes;
  await tx.insert(staff).values(
    DEMO_STAFF.map(({ password: _password, ...member }, i) => ({
      ...member,
      passwordHash: hashes[i]!,
      createdAt: createdAt(now, 320),
      updatedAt: createdAt(now, 320),
    })),
  );
  const { addresses, ...profile } = DEMO_CUSTOMER_PROFILE;
  const [customer] = await tx
    .insert(customers)
    .values({
      ...profile,
      passwordHash: hashes[DEMO_STAFF.length]!,
      emailConfirmedAt: createdAt(now, 45),
      createdAt: createdAt(now, 45),
      updatedAt: createdAt(now, 45),
    })
    .returning({ id: customers.id });
  await tx.insert(customerAddresses).values(addresses.map((a) => ({ ...a, customerId: customer!.id, createdAt: createdAt(now, 45) })));

  const promoIds = byKey(
    promoRows,
    (r) => r.code,
    (r) => r.id,
  );
  const orderCount = await insertDemoOrders(tx, now, {
    customerId: customer!.id,
    productId: (reference) => idOf(productIds, reference),
    colorId: (slug) => idOf(colorIds, slug),
    sizeId: (name) => idOf(sizeIds, name),
    promoId: (code) => idOf(promoIds, code),
  });

  return { products: productRows.length, colors: colorRows.length, stock: stockRows.length, media: mediaRows.length, orders: orderCount };
}
