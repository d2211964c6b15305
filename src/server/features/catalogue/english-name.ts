import { sql } from 'drizzle-orm';
import { products } from '../../../db/schema';

/**
 * A product's English name as English readers get it: staff may leave it empty, and the French
 * name shows then (the catalogue snapshot does the same for the storefront's pages).
 */
export const productNameEn = sql<string>`coalesce(nullif(${products.nameEn}, ''), ${products.nameFr})`;
