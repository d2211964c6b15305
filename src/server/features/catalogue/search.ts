import { and, asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { productSearch } from '../../../db/schema';

/**
 * How close a typed word must come to a word of a product (pg_trgm's word similarity, 0 to 1)
 * to count as a typo of it: "sweet" for "sweat" is 0.5, "mariniere" for "marinière" is 1 once
 * folded. Below it, unrelated words start to match.
 */
const TYPO_SIMILARITY = 0.5;
/** Results kept for one search: far more than anyone pages through, few enough to filter and sort in memory. */
export const MAX_SEARCH_RESULTS = 1000;

/**
 * The products whose document holds every term (folded words, see domain/catalogue/search.ts),
 * best match first: a term matches a word it begins, in French or English (stemmed, so
 * "chemises" finds "chemise"), or a word it nearly spells (a typo), through the three GIN
 * indexes of product_search. Ids only, published or not: the catalogue snapshot decides what
 * a shopper may see.
 */
export async function searchProductIds(db: Database, terms: readonly string[]): Promise<number[]> {
  if (terms.length === 0) return [];
  const matches = terms.map(
    (term) =>
      sql`(${productSearch.french} @@ to_tsquery('french', ${`${term}:*`}) or ${productSearch.english} @@ to_tsquery('english', ${`${term}:*`}) or ${term} <% ${productSearch.folded})`,
  );
  const closeness = sql.join(
    terms.map((term) => sql`word_similarity(${term}, ${productSearch.folded})`),
    sql` + `,
  );
  return db.transaction(async (tx) => {
    // The typo threshold of `<%` is a setting, for this transaction only.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    const rows = await tx
      .select({ id: productSearch.productId })
      .from(productSearch)
      .where(and(...matches))
      .orderBy(desc(closeness), asc(productSearch.productId))
      .limit(MAX_SEARCH_RESULTS);
    return rows.map((row) => row.id);
  });
}
