import type { Database } from '../../src/db/client';
import { collections, colors, productMedia, products, settings, sizes, stock } from '../../src/db/schema';
import { SIZE_ORDER } from '../../src/domain/sizes';

/**
 * Small catalogue fixtures, so API tests state exactly the data they assert on instead of
 * depending on the demo seed. Every function returns the inserted rows.
 */

export type SizeName = (typeof SIZE_ORDER)[number];
export type SizeRow = typeof sizes.$inferSelect;
export type ColorRow = typeof colors.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type MediaRow = typeof productMedia.$inferSelect;

/** Each test file has its own database, so a counter is enough to keep unique columns unique. */
let sequence = 0;
const next = () => ++sequence;

const DAY_MS = 86_400_000;
/** A creation date `days` days back from now, for the "new" filter and the newest-first sort. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * The spec's sizes with their sort order, inserted shuffled so that nothing passes by
 * relying on insertion or id order.
 */
const SHUFFLED_SIZES: SizeName[] = ['UNI', 'M', '3XL', 'XS', 'XL', 'S', '2XL', 'L'];

export async function insertSizes(db: Database): Promise<Record<SizeName, SizeRow>> {
  const rows = await db
    .insert(sizes)
    .values(SHUFFLED_SIZES.map((name) => ({ name, sortOrder: SIZE_ORDER.indexOf(name) })))
    .returning();
  return Object.fromEntries(rows.map((row) => [row.name, row])) as Record<SizeName, SizeRow>;
}

export async function insertColor(db: Database, values: Partial<typeof colors.$inferInsert> = {}): Promise<ColorRow> {
  const n = next();
  const [row] = await db
    .insert(colors)
    .values({ nameFr: `Couleur ${n}`, nameEn: `Colour ${n}`, code: '#336699', ...values })
    .returning();
  return row!;
}

export async function insertCollection(db: Database, values: Partial<typeof collections.$inferInsert> = {}): Promise<CollectionRow> {
  const n = next();
  const [row] = await db
    .insert(collections)
    .values({ name: `Collection ${n}`, nameEn: `Collection ${n}`, descriptionFr: `Description ${n}`, descriptionEn: `Description ${n}`, ...values })
    .returning();
  return row!;
}

export type StockFixture = { color: ColorRow; size: SizeRow; quantity: number };
/** A picture of the product, optionally of one colour; file names are generated. */
export type MediaFixture = { color?: ColorRow; isCardImage?: boolean };
export type ProductFixture = Partial<typeof products.$inferInsert> & { stock?: StockFixture[]; media?: MediaFixture[] };

/** A published T-shirt at 29,90 € unless told otherwise, with its stock rows and pictures. */
export async function insertProduct(
  db: Database,
  { stock: stockFixtures = [], media = [], ...values }: ProductFixture = {},
): Promise<ProductRow & { media: MediaRow[] }> {
  const n = next();
  const [product] = await db
    .insert(products)
    .values({
      reference: `REF-${n}`,
      nameFr: `Produit ${n}`,
      nameEn: `Product ${n}`,
      category: 'tshirts',
      priceCents: 2990,
      weightGrams: 200,
      ...values,
    })
    .returning();
  const productId = product!.id;
  if (stockFixtures.length > 0) {
    await db.insert(stock).values(stockFixtures.map((s) => ({ productId, colorId: s.color.id, sizeId: s.size.id, quantity: s.quantity })));
  }
  const mediaRows =
    media.length > 0
      ? await db
          .insert(productMedia)
          .values(
            media.map((m, position) => ({
              productId,
              colorId: m.color?.id ?? null,
              fileName: `product-${productId}-${position}.webp`,
              position,
              isCardImage: m.isCardImage ?? false,
            })),
          )
          .returning()
      : [];
  return { ...product!, media: mediaRows };
}

/** Sets settings keys (spelled as in the back-office spec), replacing existing values. */
export async function insertSettings(db: Database, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}

/** The reference data most catalogue tests need: every size, three colours, two collections. */
export async function insertCatalogueBase(db: Database) {
  const sizeRows = await insertSizes(db);
  const navy = await insertColor(db, { nameFr: 'Marine', nameEn: 'Navy', code: '#1f2a44' });
  const ecru = await insertColor(db, { nameFr: 'Écru', nameEn: 'Ecru', code: '#f3ecdc' });
  const red = await insertColor(db, { nameFr: 'Rouge', nameEn: 'Red', code: '#b3262e' });
  const summer = await insertCollection(db, {
    name: 'Été',
    nameEn: 'Summer',
    descriptionFr: 'Lin et coton léger',
    descriptionEn: 'Linen and light cotton',
  });
  const winter = await insertCollection(db, { name: 'Hiver', nameEn: 'Winter', descriptionFr: 'Molleton bio', descriptionEn: 'Organic fleece' });
  return { sizes: sizeRows, colors: { navy, ecru, red }, collections: { summer, winter } };
}
