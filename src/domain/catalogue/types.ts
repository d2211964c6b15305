import type { Locale } from '../locale';

export const CATEGORIES = ['tshirts', 'sweatshirts', 'accessories'] as const;
export type Category = (typeof CATEGORIES)[number];

export type Color = { id: number; nameFr: string; nameEn: string; code: string };
export type Size = { id: number; name: string; sortOrder: number };
/** `name` is the French name (the spec's nameCollection), `nameEn` its English twin. */
export type Collection = { id: number; name: string; nameEn: string; descriptionFr: string; descriptionEn: string };
export type Media = { id: number; fileName: string; colorId: number | null; position: number; isCardImage: boolean };
export type StockEntry = { colorId: number; sizeId: number; quantity: number };

/** A published product as held in memory by the catalogue snapshot. */
export type CatalogueProduct = {
  id: number;
  reference: string;
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  modelNameFr: string;
  /** Empty for a product saved before model names had an English twin: English pages then show the French one. */
  modelNameEn: string;
  category: Category;
  collectionId: number | null;
  priceCents: number;
  compareAtPriceCents: number | null;
  weightGrams: number;
  vatRateBp: number;
  showOnHome: boolean;
  createdAt: Date;
  media: Media[];
  stock: StockEntry[];
};

/** Everything the storefront reads, loaded at once and replaced as a whole when staff write. */
export type CatalogueSnapshot = {
  /** Newest first, the lists' default order (`newestFirst`). */
  products: CatalogueProduct[];
  productsById: Map<number, CatalogueProduct>;
  colors: Color[];
  /** In the spec's display order. */
  sizes: Size[];
  collections: Collection[];
  settings: Record<string, string>;
  loadedAt: Date;
};

export type LocalizedColor = { id: number; name: string; code: string };
export type LocalizedCollection = { id: number; name: string; description: string };
export type ChipState = { available: boolean };

/** What a product card shows, in one language. */
export type ProductCard = {
  id: number;
  reference: string;
  name: string;
  category: Category;
  collection: { id: number; name: string } | null;
  priceCents: number;
  compareAtPriceCents: number | null;
  /** File name of the card picture, or null when the product has none. */
  image: string | null;
  colors: (LocalizedColor & ChipState)[];
  inStock: boolean;
  isNew: boolean;
  createdAt: string;
};

/** What the product page shows, in one language. */
export type ProductDetail = ProductCard & {
  description: string;
  modelName: string;
  weightGrams: number;
  sizes: ({ id: number; name: string } & ChipState)[];
  media: { id: number; fileName: string; colorId: number | null; isCardImage: boolean }[];
  stock: StockEntry[];
};

export type Localized<T> = (locale: Locale) => T;
