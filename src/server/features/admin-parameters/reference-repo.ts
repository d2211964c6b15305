import { asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Transaction } from '../../../db/client';
import { collections, colors, sizes } from '../../../db/schema';
import type { CollectionInput, ColorInput, SizeInput } from '../../../domain/catalogue/parameters';
import type { Locale } from '../../../domain/locale';
import { compareSizes } from '../../../domain/sizes';
import { parameterNotFound, stillUsed, type UsedWhat } from './refusals';
import { refuseTakenNames, withUniqueName } from './taken-names';
import { productCount, productUses, usesCollection, usesColor, usesSize, type Uses } from './usage-repo';

/**
 * The reference lists of the catalogue (collections, colours, sizes) as administrators keep
 * them. Each row says how many products use it, so the page can tell before a delete is tried.
 */
export type CollectionRow = { id: number; nameFr: string; nameEn: string; descriptionFr: string; descriptionEn: string; products: number };
export type ColorRow = { id: number; nameFr: string; nameEn: string; code: string; products: number };
export type SizeRow = { id: number; name: string; products: number };

const collectionColumns = {
  id: collections.id,
  nameFr: collections.name,
  nameEn: collections.nameEn,
  descriptionFr: collections.descriptionFr,
  descriptionEn: collections.descriptionEn,
  products: productCount(usesCollection(collections.id)),
};
const colorColumns = { id: colors.id, nameFr: colors.nameFr, nameEn: colors.nameEn, code: colors.code, products: productCount(usesColor(colors.id)) };
const sizeColumns = { id: sizes.id, name: sizes.name, sortOrder: sizes.sortOrder, products: productCount(usesSize(sizes.id)) };

/** Alphabetical in French, as the storefront's French pages list them. */
export async function listCollections(db: DbOrTx): Promise<CollectionRow[]> {
  const rows = await db.select(collectionColumns).from(collections);
  return rows.sort((a, b) => a.nameFr.localeCompare(b.nameFr, 'fr'));
}

/** In the order the storefront shows them (by id, as the colour chips). */
export const listColors = (db: DbOrTx): Promise<ColorRow[]> => db.select(colorColumns).from(colors).orderBy(asc(colors.id));

/** In the spec's display order (XS, S, M, L, XL, 2XL, 3XL, UNI), sizes added later after them. */
export async function listSizes(db: DbOrTx): Promise<SizeRow[]> {
  const rows = await db.select(sizeColumns).from(sizes);
  return rows.sort(compareSizes).map(({ id, name, products }) => ({ id, name, products }));
}

const collectionNames = ({ nameFr, nameEn }: CollectionInput) => [
  { field: 'nameFr', column: collections.name, value: nameFr },
  { field: 'nameEn', column: collections.nameEn, value: nameEn },
];
const colorNames = ({ nameFr, nameEn }: ColorInput) => [
  { field: 'nameFr', column: colors.nameFr, value: nameFr },
  { field: 'nameEn', column: colors.nameEn, value: nameEn },
];

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw parameterNotFound();
  return row;
}

export function createCollection(db: Database, input: CollectionInput): Promise<CollectionRow> {
  return withUniqueName(
    () =>
      db.transaction(async (tx) => {
        await refuseTakenNames(tx, collections, collections.id, collectionNames(input));
        const [row] = await tx
          .insert(collections)
          .values({ name: input.nameFr, nameEn: input.nameEn, descriptionFr: input.descriptionFr, descriptionEn: input.descriptionEn })
          .returning({ id: collections.id });
        return one(tx.select(collectionColumns).from(collections).where(eq(collections.id, row!.id)));
      }),
    'collections_name_unique',
    'nameFr',
  );
}

export function renameCollection(db: Database, id: number, input: CollectionInput): Promise<CollectionRow> {
  return withUniqueName(
    () =>
      db.transaction(async (tx) => {
        await refuseTakenNames(tx, collections, collections.id, collectionNames(input), id);
        await one(
          tx
            .update(collections)
            .set({ name: input.nameFr, nameEn: input.nameEn, descriptionFr: input.descriptionFr, descriptionEn: input.descriptionEn })
            .where(eq(collections.id, id))
            .returning({ id: collections.id }),
        );
        return one(tx.select(collectionColumns).from(collections).where(eq(collections.id, id)));
      }),
    'collections_name_unique',
    'nameFr',
  );
}

export function createColor(db: Database, input: ColorInput): Promise<ColorRow> {
  return withUniqueName(
    () =>
      db.transaction(async (tx) => {
        await refuseTakenNames(tx, colors, colors.id, colorNames(input));
        const [row] = await tx.insert(colors).values(input).returning({ id: colors.id });
        return one(tx.select(colorColumns).from(colors).where(eq(colors.id, row!.id)));
      }),
    'colors_name_fr_unique',
    'nameFr',
  );
}

export function updateColor(db: Database, id: number, input: ColorInput): Promise<ColorRow> {
  return withUniqueName(
    () =>
      db.transaction(async (tx) => {
        await refuseTakenNames(tx, colors, colors.id, colorNames(input), id);
        await one(tx.update(colors).set(input).where(eq(colors.id, id)).returning({ id: colors.id }));
        return one(tx.select(colorColumns).from(colors).where(eq(colors.id, id)));
      }),
    'colors_name_fr_unique',
    'nameFr',
  );
}

/** A new size goes after every other (`sort_order`); the spec's own sizes keep their place whatever their order of creation. */
export function createSize(db: Database, input: SizeInput): Promise<SizeRow> {
  return withUniqueName(
    () =>
      db.transaction(async (tx) => {
        await refuseTakenNames(tx, sizes, sizes.id, [{ field: 'name', column: sizes.name, value: input.name }]);
        const [row] = await tx
          .insert(sizes)
          .values({ name: input.name, sortOrder: sql`(select coalesce(max(${sizes.sortOrder}), -1) + 1 from ${sizes})` })
          .returning({ id: sizes.id, name: sizes.name });
        return { ...row!, products: 0 };
      }),
    'sizes_name_unique',
    'name',
  );
}

/**
 * Deletes a parameter nothing uses, in one transaction: the row is locked first, so a product
 * being given it meanwhile either committed before (and is counted) or waits and then fails
 * on its foreign key. Refused with where it is used otherwise (ADR 17).
 */
async function deleteUnused(
  db: Database,
  locale: Locale,
  {
    lock,
    uses,
    remove,
    what,
  }: { lock(tx: Transaction): Promise<unknown[]>; uses(tx: Transaction): Promise<Uses>; remove(tx: Transaction): Promise<unknown>; what: UsedWhat },
): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await lock(tx)).length === 0) throw parameterNotFound();
    const found = await uses(tx);
    if (found.total > 0) throw stillUsed(what, found, locale);
    await remove(tx);
  });
}

export const deleteCollection = (db: Database, id: number, locale: Locale) =>
  deleteUnused(db, locale, {
    what: 'collectionInUse',
    lock: (tx) => tx.select({ id: collections.id }).from(collections).where(eq(collections.id, id)).for('update'),
    uses: (tx) => productUses(tx, usesCollection(id)),
    remove: (tx) => tx.delete(collections).where(eq(collections.id, id)),
  });

export const deleteColor = (db: Database, id: number, locale: Locale) =>
  deleteUnused(db, locale, {
    what: 'colorInUse',
    lock: (tx) => tx.select({ id: colors.id }).from(colors).where(eq(colors.id, id)).for('update'),
    uses: (tx) => productUses(tx, usesColor(id)),
    remove: (tx) => tx.delete(colors).where(eq(colors.id, id)),
  });

export const deleteSize = (db: Database, id: number, locale: Locale) =>
  deleteUnused(db, locale, {
    what: 'sizeInUse',
    lock: (tx) => tx.select({ id: sizes.id }).from(sizes).where(eq(sizes.id, id)).for('update'),
    uses: (tx) => productUses(tx, usesSize(id)),
    remove: (tx) => tx.delete(sizes).where(eq(sizes.id, id)),
  });
