import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from './identity';

/** The three fixed categories of the spec; the slug is what URLs and the API use. */
export const categoryEnum = pgEnum('product_category', ['tshirts', 'sweatshirts', 'accessories']);

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  /** The French name (the spec's nameCollection). */
  name: text('name').notNull().unique(),
  /** The English name, shown on English pages. */
  nameEn: text('name_en').notNull(),
  descriptionFr: text('description_fr').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  nameFr: text('name_fr').notNull().unique(),
  nameEn: text('name_en').notNull(),
  /** Display colour, `#rrggbb`. */
  code: text('code').notNull(),
});

export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Position in the spec's display order (XS, S, M, L, XL, 2XL, 3XL, UNI); new sizes go last. */
  sortOrder: integer('sort_order').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** The model's name in French (the column predates the English one). */
    modelName: text('model_name').notNull().default(''),
    modelNameEn: text('model_name_en').notNull().default(''),
    category: categoryEnum('category').notNull(),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    /** VAT-inclusive price in cents. */
    priceCents: integer('price_cents').notNull(),
    /** The former price, shown struck through; null when the product is not discounted. */
    compareAtPriceCents: integer('compare_at_price_cents'),
    weightGrams: integer('weight_grams').notNull(),
    /** VAT rate in basis points (2000 = 20 %), used by orders and invoices. */
    vatRateBp: integer('vat_rate_bp').notNull().default(2000),
    isPublished: boolean('is_published').notNull().default(true),
    showOnHome: boolean('show_on_home').notNull().default(false),
    /**
     * Set when staff deleted a product that orders name: it leaves the storefront and the
     * back office's list for good, and the orders keep reading it (ADR 15).
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Goes up by one at every save from the back office: a save from an older version is refused (ADR 15). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_published_created_idx').on(t.isPublished, t.createdAt),
    index('products_category_idx').on(t.category),
    index('products_collection_idx').on(t.collectionId),
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_compare_at_higher', sql`${t.compareAtPriceCents} is null or ${t.compareAtPriceCents} > ${t.priceCents}`),
    check('products_weight_positive', sql`${t.weightGrams} > 0`),
    check('products_archived_unpublished', sql`${t.archivedAt} is null or not ${t.isPublished}`),
  ],
);

/**
 * A product's pictures. A picture staff upload is a row at once, attached to no product until
 * the product is saved with it; unattached rows older than a day are removed with their files
 * (ADR 18), so an abandoned form leaves nothing behind.
 */
export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    /** Null while the picture is an upload waiting for its product's save. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** The colour this picture shows, so choosing a swatch can show the matching pictures. */
    colorId: integer('color_id').references(() => colors.id, { onDelete: 'set null' }),
    /** Generated file name under the images folder (served in w400/ and w800/ variants). */
    fileName: text('file_name').notNull().unique(),
    position: integer('position').notNull().default(0),
    isCardImage: boolean('is_card_image').notNull().default(false),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who uploaded it; null for the demo shop's pictures (and after that staff member is deleted). */
    uploadedBy: integer('uploaded_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('product_media_product_idx').on(t.productId, t.position),
    uniqueIndex('product_media_one_card_image')
      .on(t.productId)
      .where(sql`${t.isCardImage}`),
    // What the periodic cleanup looks for.
    index('product_media_unattached_idx')
      .on(t.uploadedAt)
      .where(sql`${t.productId} is null`),
    check('product_media_card_is_attached', sql`${t.productId} is not null or not ${t.isCardImage}`),
  ],
);

/** Units on hand per product x colour x size; a missing row means none. */
export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'restrict' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId, t.sizeId] }), check('stock_quantity_not_negative', sql`${t.quantity} >= 0`)],
);

/** PostgreSQL's text-search document; written by the database only (product_search), never read back as data. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Words a shopper may type for a category beyond its product names ("tee-shirt", "sweat", "sac").
 * Searched like the products' own words; written by the migration that made the search.
 */
export const categorySearchTerms = pgTable('category_search_terms', {
  category: categoryEnum('category').primaryKey(),
  termsFr: text('terms_fr').notNull(),
  termsEn: text('terms_en').notNull(),
});

/**
 * The storefront search's document of each product: its name, model, reference, colours,
 * category and collection in both languages, folded (lower case, no accents), as a French and
 * an English stemmed text-search document and as its plain folded words. Kept by database
 * triggers on every table it is made from (migration 0021), so no write path can leave it
 * behind; publication is checked against the catalogue, not here.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    folded: text('folded').notNull(),
    french: tsvector('french').notNull(),
    english: tsvector('english').notNull(),
    /** The folded words as they are (the 'simple' configuration): what a typo's corrections are looked up in. */
    words: tsvector('words').notNull(),
  },
  (t) => [
    index('product_search_french_idx').using('gin', t.french),
    index('product_search_english_idx').using('gin', t.english),
    index('product_search_words_idx').using('gin', t.words),
  ],
);

/**
 * Every folded word the products' documents have held: a typed word that is none of them is
 * looked up here by trigram similarity ("sweet" finds "sweat"), a small table instead of every
 * document. Kept by the same triggers; a word no product holds any more finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trigram_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
