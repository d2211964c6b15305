import type { CatalogueProduct, CatalogueSnapshot, Color, Size } from './types';

/** A small catalogue for the catalogue helpers' tests. */
export const FIXTURE_COLORS: Color[] = [
  { id: 1, nameFr: 'Marine', nameEn: 'Navy', code: '#1f2a44' },
  { id: 2, nameFr: 'Blanc', nameEn: 'White', code: '#f7f5f0' },
  { id: 3, nameFr: 'Rouge brique', nameEn: 'Brick red', code: '#a5432f' },
];

/** In the spec's display order, as the snapshot holds them. */
export const FIXTURE_SIZES: Size[] = [
  { id: 11, name: 'S', sortOrder: 1 },
  { id: 12, name: 'M', sortOrder: 2 },
  { id: 13, name: 'L', sortOrder: 3 },
  { id: 16, name: 'UNI', sortOrder: 7 },
];

export function fixtureProduct(overrides: Partial<CatalogueProduct> & Pick<CatalogueProduct, 'id'>): CatalogueProduct {
  return {
    reference: `REF-${overrides.id}`,
    nameFr: `Produit ${overrides.id}`,
    nameEn: `Product ${overrides.id}`,
    descriptionFr: 'Une marinière en jersey. Tricotée en Bretagne.',
    descriptionEn: 'A Breton top in jersey. Knitted in Brittany.',
    modelNameFr: 'Belle-Île',
    modelNameEn: 'Belle Isle',
    category: 'tshirts',
    collectionId: 1,
    priceCents: 3900,
    compareAtPriceCents: null,
    weightGrams: 200,
    vatRateBp: 2000,
    showOnHome: false,
    createdAt: new Date('2025-01-01T10:00:00Z'),
    media: [],
    stock: [],
    ...overrides,
  };
}

export function fixtureSnapshot(products: CatalogueProduct[]): CatalogueSnapshot {
  return {
    products,
    productsById: new Map(products.map((p) => [p.id, p])),
    colors: FIXTURE_COLORS,
    sizes: FIXTURE_SIZES,
    collections: [
      { id: 2, name: 'Atlantique', nameEn: 'Atlantic', descriptionFr: 'Embruns.', descriptionEn: 'Sea spray.' },
      { id: 1, name: 'Bretonne', nameEn: 'Breton', descriptionFr: 'Marinières.', descriptionEn: 'Breton tops.' },
    ],
    settings: { 'name company': 'Atelier' },
    loadedAt: new Date('2025-03-01T10:00:00Z'),
  };
}
