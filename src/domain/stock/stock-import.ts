import type { CsvRow } from '../csv/csv-reader';

/**
 * A stock-take from a CSV file (reference, colour, size, quantity): what it would change, and
 * which lines it refuses and why (ADR 41). Pure: the caller reads the shop's products, colours,
 * sizes and stock, and applies the changes only when nothing moved since staff saw them.
 */

/** Most lines a file may have: a shop's every variant, with room to spare. */
export const STOCK_IMPORT_MAX_LINES = 20_000;
/** Most units a variant may hold: the product form's bound. */
export const STOCK_IMPORT_MAX_QUANTITY = 100_000;

export type ImportProduct = { id: number; reference: string; archived: boolean };
export type ImportColor = { id: number; nameFr: string; nameEn: string };
export type ImportSize = { id: number; name: string };
/** The shop as the import reads it; `stock` holds each variant the products are made in, by `productId/colorId/sizeId`. */
export type ImportCatalogue = {
  products: readonly ImportProduct[];
  colors: readonly ImportColor[];
  sizes: readonly ImportSize[];
  stock: ReadonlyMap<string, number>;
};

export type StockImportRefusal =
  'columns' | 'unknown_reference' | 'archived' | 'unknown_color' | 'unknown_size' | 'not_offered' | 'bad_quantity' | 'duplicate' | 'too_many_lines';

/** What a refused line said, by column, to quote it back. */
export type LineValues = { reference?: string; color?: string; size?: string; quantity?: string };
export type RefusedLine = { line: number; reason: StockImportRefusal; values: LineValues; otherLines?: number[] };
export type StockImportChange = {
  line: number;
  productId: number;
  colorId: number;
  sizeId: number;
  reference: string;
  before: number;
  after: number;
};
export type StockImportPlan = { changes: StockImportChange[]; unchanged: number; refused: RefusedLine[] };

export const variantKey = (productId: number, colorId: number, sizeId: number) => `${productId}/${colorId}/${sizeId}`;

/** Compared without case, accents or extra spaces: "Bleu Marine", "bleu  marine" and "BLEU MARINE" are one colour. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const HEADERS = {
  reference: ['reference', 'ref', 'ref.', 'reference produit', 'product reference', 'sku'],
  color: ['couleur', 'colour', 'color'],
  size: ['taille', 'size'],
  quantity: ['quantite', 'quantity', 'qty', 'qte', 'stock'],
} as const;
type Column = keyof typeof HEADERS;
const COLUMNS: readonly Column[] = ['reference', 'color', 'size', 'quantity'];

/** Where each column is: named by a header row in any order and either language, else reference, colour, size, quantity. */
function columnsOf(first: CsvRow | undefined): { positions: Record<Column, number>; header: boolean } {
  const named = first?.cells.map(fold) ?? [];
  const positions = Object.fromEntries(
    COLUMNS.map((column) => [column, named.findIndex((cell) => (HEADERS[column] as readonly string[]).includes(cell))]),
  ) as Record<Column, number>;
  if (COLUMNS.every((column) => positions[column] >= 0)) return { positions, header: true };
  return { positions: { reference: 0, color: 1, size: 2, quantity: 3 }, header: false };
}

/** A whole number of units, written "12", "1 200" or "12,00"; null for anything else (negative, decimal, text, empty). */
export function parseQuantity(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d+)(?:[.,]0+)?$/.exec(compact);
  if (!match) return null;
  const quantity = Number(match[1]);
  return quantity <= STOCK_IMPORT_MAX_QUANTITY ? quantity : null;
}

function finder<T>(items: readonly T[], names: (item: T) => string[]): (text: string) => T | undefined {
  const byName = new Map<string, T>();
  for (const item of items) for (const name of names(item)) if (!byName.has(fold(name))) byName.set(fold(name), item);
  return (text) => byName.get(fold(text));
}

/** A reference as typed, else the one product whose reference differs only by case or accents. */
function referenceFinder(products: readonly ImportProduct[]): (text: string) => ImportProduct | undefined {
  const exact = new Map(products.map((product) => [product.reference, product]));
  const folded = new Map<string, ImportProduct[]>();
  for (const product of products) folded.set(fold(product.reference), [...(folded.get(fold(product.reference)) ?? []), product]);
  return (text) => {
    const candidates = folded.get(fold(text)) ?? [];
    return exact.get(text.trim()) ?? (candidates.length === 1 ? candidates[0] : undefined);
  };
}

type Read = { ok: true; change: StockImportChange } | { ok: false; refusal: RefusedLine };

/** The plan of a file's rows against the shop as it is now: every line either changes a variant, changes nothing, or is refused with its reason. */
export function planStockImport(rows: readonly CsvRow[], catalogue: ImportCatalogue): StockImportPlan {
  const { positions, header } = columnsOf(rows[0]);
  const lines = header ? rows.slice(1) : rows;
  if (lines.length > STOCK_IMPORT_MAX_LINES) {
    return { changes: [], unchanged: 0, refused: [{ line: lines[STOCK_IMPORT_MAX_LINES]!.line, reason: 'too_many_lines', values: {} }] };
  }
  const findProduct = referenceFinder(catalogue.products);
  const findColor = finder(catalogue.colors, (color) => [color.nameFr, color.nameEn]);
  const findSize = finder(catalogue.sizes, (size) => [size.name]);

  const valuesOf = (cells: string[]): LineValues => {
    const [reference, color, size, quantity] = COLUMNS.map((column) => cells[positions[column]]);
    return { reference, color, size, quantity };
  };
  const read = ({ line, cells }: CsvRow): Read => {
    const values = valuesOf(cells);
    const { reference, color: colorName, size: sizeName, quantity: quantityText } = values;
    const refuse = (reason: StockImportRefusal): Read => ({ ok: false, refusal: { line, reason, values } });
    if (reference === undefined || colorName === undefined || sizeName === undefined || quantityText === undefined) return refuse('columns');
    const product = findProduct(reference);
    if (!product) return refuse('unknown_reference');
    if (product.archived) return refuse('archived');
    const color = findColor(colorName);
    if (!color) return refuse('unknown_color');
    const size = findSize(sizeName);
    if (!size) return refuse('unknown_size');
    const before = catalogue.stock.get(variantKey(product.id, color.id, size.id));
    if (before === undefined) return refuse('not_offered');
    const after = parseQuantity(quantityText);
    if (after === null) return refuse('bad_quantity');
    return { ok: true, change: { line, productId: product.id, colorId: color.id, sizeId: size.id, reference: product.reference, before, after } };
  };

  const results = lines.map((row) => ({ row, result: read(row) }));
  // A variant named on several lines: which count is right cannot be told, so every one of them is refused.
  const linesOfVariant = new Map<string, number[]>();
  for (const { result } of results) {
    if (!result.ok) continue;
    const key = variantKey(result.change.productId, result.change.colorId, result.change.sizeId);
    linesOfVariant.set(key, [...(linesOfVariant.get(key) ?? []), result.change.line]);
  }
  const plan: StockImportPlan = { changes: [], unchanged: 0, refused: [] };
  for (const { row, result } of results) {
    if (!result.ok) {
      plan.refused.push(result.refusal);
      continue;
    }
    const { change } = result;
    const sameVariant = linesOfVariant.get(variantKey(change.productId, change.colorId, change.sizeId))!;
    if (sameVariant.length > 1) {
      plan.refused.push({
        line: change.line,
        reason: 'duplicate',
        values: valuesOf(row.cells),
        otherLines: sameVariant.filter((line) => line !== change.line),
      });
    } else if (change.before === change.after) plan.unchanged++;
    else plan.changes.push(change);
  }
  return plan;
}

/**
 * What staff saw in the dry run, in a form the apply step can compare: the same file applied
 * later must find every variant it changes at the quantity the dry run showed, else nothing is
 * written (sales moved the stock meanwhile) and staff look again.
 */
export function planFingerprint(plan: StockImportPlan): string {
  return plan.changes.map((change) => `${variantKey(change.productId, change.colorId, change.sizeId)}:${change.before}>${change.after}`).join(',');
}

/** What the dry run answers: each difference with the variant's names, each refused line with its message, and the fingerprint "Apply" sends back. */
export type StockImportCheck = {
  fingerprint: string;
  changes: { line: number; reference: string; colorName: string; sizeName: string; before: number; after: number }[];
  unchanged: number;
  refused: { line: number; reason: StockImportRefusal; message: string }[];
};
