import type { Locale } from '../locale';
import { isColorAvailable, isInStock, isSizeAvailable, offeredColorIds, offeredSizeIds } from './availability';
import type {
  CatalogueProduct,
  CatalogueSnapshot,
  Collection,
  Color,
  LocalizedCollection,
  LocalizedColor,
  ProductCard,
  ProductDetail,
} from './types';

/** A product counts as new for this many days after it was added. */
export const NEW_IN_DAYS = 60;

export function isNewProduct(product: Pick<CatalogueProduct, 'createdAt'>, now: Date): boolean {
  return now.getTime() - product.createdAt.getTime() <= NEW_IN_DAYS * 86_400_000;
}

export function localizeColor(color: Color, locale: Locale): LocalizedColor {
  return { id: color.id, name: locale === 'fr' ? color.nameFr : color.nameEn, code: color.code };
}

export function collectionName(collection: Pick<Collection, 'name' | 'nameEn'>, locale: Locale): string {
  return locale === 'fr' ? collection.name : collection.nameEn;
}

export function localizeCollection(collection: Collection, locale: Locale): LocalizedCollection {
  return {
    id: collection.id,
    name: collectionName(collection, locale),
    description: locale === 'fr' ? collection.descriptionFr : collection.descriptionEn,
  };
}

/** The collections as one language lists them: by their name in that language ("Été" before "Hiver", "Breton" before "Mountain"). */
export function localizedCollections(collections: readonly Collection[], locale: Locale): LocalizedCollection[] {
  return collections.map((c) => localizeCollection(c, locale)).sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function productName(product: Pick<CatalogueProduct, 'nameFr' | 'nameEn'>, locale: Locale): string {
  return locale === 'fr' ? product.nameFr : product.nameEn;
}

function cardImage(product: CatalogueProduct): string | null {
  return (product.media.find((m) => m.isCardImage) ?? product.media[0])?.fileName ?? null;
}

export function toProductCard(snapshot: CatalogueSnapshot, product: CatalogueProduct, locale: Locale, now: Date): ProductCard {
  const offered = offeredColorIds(product.stock);
  const collection = snapshot.collections.find((c) => c.id === product.collectionId);
  return {
    id: product.id,
    reference: product.reference,
    name: productName(product, locale),
    category: product.category,
    collection: collection ? { id: collection.id, name: collectionName(collection, locale) } : null,
    priceCents: product.priceCents,
    compareAtPriceCents: product.compareAtPriceCents,
    image: cardImage(product),
    colors: snapshot.colors
      .filter((c) => offered.has(c.id))
      .map((c) => ({ ...localizeColor(c, locale), available: isColorAvailable(product.stock, c.id) })),
    inStock: isInStock(product.stock),
    isNew: isNewProduct(product, now),
    createdAt: product.createdAt.toISOString(),
  };
}

export function toProductDetail(snapshot: CatalogueSnapshot, product: CatalogueProduct, locale: Locale, now: Date): ProductDetail {
  const offeredSizes = offeredSizeIds(product.stock);
  return {
    ...toProductCard(snapshot, product, locale, now),
    description: locale === 'fr' ? product.descriptionFr : product.descriptionEn,
    modelName: locale === 'fr' ? product.modelNameFr : product.modelNameEn || product.modelNameFr,
    weightGrams: product.weightGrams,
    // snapshot.sizes is already in the spec's display order.
    sizes: snapshot.sizes
      .filter((s) => offeredSizes.has(s.id))
      .map((s) => ({ id: s.id, name: s.name, available: isSizeAvailable(product.stock, s.id) })),
    media: product.media.map(({ id, fileName, colorId, isCardImage }) => ({ id, fileName, colorId, isCardImage })),
    stock: product.stock,
  };
}
