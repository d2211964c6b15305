import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { productSearch, searchWords } from '../../../db/schema';

/** Results kept for one search: far more than anyone pages through, few enough to filter and sort in memory. */
const MAX_SEARCH_RESULTS = 1000;

/** `term` as the beginning of a LIKE pattern (folded terms hold letters and digits, but a pattern's own characters are escaped all the same). */
const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * How a term matches a product: a word of the product begins with it, in French or English
 * (stemmed, so "chemises" finds "chemise"), or, when no word of the shop begins with it, it is a typo
 * of one of the product's words, that is a word of the vocabulary (search_words) within pg_trgm's similarity threshold (0.3: "sweet"
 * is 0.33 from "sweat", "marinere" 0.7 from "mariniere"), looked up once per search in the small
 * vocabulary instead of in every document. Each condition is one a GIN index answers.
 */
function termMatch(term: string): { begun: SQL; corrected: SQL } {
  const prefix = `${term}:*`;
  // A term that begins a word of the vocabulary is taken as typed: correcting it too would add
  // every product with a word merely like it, many more results and none better.
  const typedAsIs = sql`exists (select 1 from ${searchWords} where ${searchWords.word} like ${likePrefix(term)})`;
  const corrections = sql`(select to_tsquery('simple', string_agg(${searchWords.word}, ' | ')) from ${searchWords} where ${searchWords.word} % ${term} and not ${typedAsIs})`;
  return {
    begun: sql`(${productSearch.french} @@ to_tsquery('french', ${prefix}) or ${productSearch.english} @@ to_tsquery('english', ${prefix}))`,
    corrected: sql`${productSearch.words} @@ ${corrections}`,
  };
}

/**
 * The products whose document matches every term (folded words, see domain/catalogue/search.ts),
 * best match first (words begun before typos corrected, then the newest product): through the
 * GIN indexes of product_search and search_words, in one statement. Ids only, published or
 * not: the catalogue snapshot decides what a shopper may see.
 */
export async function searchProductIds(db: DbOrTx, terms: readonly string[]): Promise<number[]> {
  if (terms.length === 0) return [];
  const matches = terms.map(termMatch);
  // A word begun counts before a typo corrected.
  const score = sql.join(
    matches.map(({ begun }) => sql`(case when ${begun} then 1 else 0 end)`),
    sql` + `,
  );
  const rows = await db
    .select({ id: productSearch.productId })
    .from(productSearch)
    .where(and(...matches.map(({ begun, corrected }) => sql`(${begun} or ${corrected})`)))
    .orderBy(desc(score), desc(productSearch.productId))
    .limit(MAX_SEARCH_RESULTS);
  return rows.map((row) => row.id);
}
