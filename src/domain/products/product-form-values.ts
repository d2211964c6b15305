import { picturesInput, type PictureItem } from '../catalogue/product-pictures';
import type { Category } from '../catalogue/types';
import type { Locale } from '../locale';
import { centsFromEuros, eurosInput } from '../money';
import { acrossFieldsSchema, newProductSchema, productEditSchema, type NewProductInput, type ProductEditInput } from './product-input';
import type { CatalogueOptions, StaffProductDetail } from './staff-products';
import type { SubmittedStockRow } from './stock-changes';

/**
 * What the controls of the product form hold (text as typed, prices in euros, the stock as a
 * colour x size grid), and how it becomes the API's body. The page checks that body with the
 * API's own schemas, so it never accepts what the server would refuse.
 */

export type ProductFormValues = {
  category: Category | '';
  /** The chosen collection's id, as the select holds it; '' until one is chosen. */
  collectionId: string;
  nameFr: string;
  nameEn: string;
  modelNameFr: string;
  modelNameEn: string;
  reference: string;
  /** Euros VAT included, as typed: '29,90'. */
  price: string;
  /** The former price, struck through on the storefront; empty when none. */
  oldPrice: string;
  /** Grams, as typed. */
  weight: string;
  descriptionFr: string;
  descriptionEn: string;
  showOnHome: boolean;
  /** The grid's rows, in the order they were added. */
  colorIds: number[];
  /** The grid's columns, in the spec's size order. */
  sizeIds: number[];
  /** Quantities as typed, by `cellKey`; a box left empty is a colour and size not offered. */
  cells: Record<string, string>;
  /**
   * The stock as the form opened it, by `cellKey`: each row is sent with the quantity shown
   * then, even if its colour or size was removed and added back since (ADR 15).
   */
  opened: Record<string, number>;
  /** The pictures in the storefront's order (the product's own and new uploads), the card picture flagged. */
  pictures: PictureItem[];
};

export const cellKey = (colorId: number, sizeId: number) => `${colorId}/${sizeId}`;

export function blankProductForm(): ProductFormValues {
  return {
    category: '',
    collectionId: '',
    nameFr: '',
    nameEn: '',
    modelNameFr: '',
    modelNameEn: '',
    reference: '',
    price: '',
    oldPrice: '',
    weight: '',
    descriptionFr: '',
    descriptionEn: '',
    showOnHome: false,
    colorIds: [],
    sizeIds: [],
    cells: {},
    opened: {},
    pictures: [],
  };
}

/**
 * The form of a product as the API answered it: prices as the staff member types them, the
 * stock as a grid whose rows are its colours and columns its sizes (in `sizeOrder`, the
 * spec's order); a colour and size it does not offer is an empty box.
 */
export function productFormFrom(product: StaffProductDetail, sizeOrder: readonly number[], locale: Locale): ProductFormValues {
  const colorIds = [...new Set(product.stock.map((row) => row.colorId))].sort((a, b) => a - b);
  const sizeIds = inOrder([...new Set(product.stock.map((row) => row.sizeId))], sizeOrder);
  const opened = Object.fromEntries(product.stock.map((row) => [cellKey(row.colorId, row.sizeId), row.quantity]));
  return {
    category: product.category,
    collectionId: product.collectionId === null ? '' : String(product.collectionId),
    nameFr: product.nameFr,
    nameEn: product.nameEn,
    modelNameFr: product.modelNameFr,
    modelNameEn: product.modelNameEn,
    reference: product.reference,
    price: eurosInput(product.priceCents, locale),
    oldPrice: product.compareAtPriceCents === null ? '' : eurosInput(product.compareAtPriceCents, locale),
    weight: String(product.weightGrams),
    descriptionFr: product.descriptionFr,
    descriptionEn: product.descriptionEn,
    showOnHome: product.showOnHome,
    colorIds,
    sizeIds,
    cells: Object.fromEntries(Object.entries(opened).map(([key, quantity]) => [key, String(quantity)])),
    opened,
    pictures: product.pictures,
  };
}

/** Sizes sorted as `sizeOrder` lists them; one it does not know goes last. */
function inOrder(sizeIds: number[], sizeOrder: readonly number[]): number[] {
  const rank = (id: number) => (sizeOrder.includes(id) ? sizeOrder.indexOf(id) : sizeOrder.length);
  return sizeIds.sort((a, b) => rank(a) - rank(b) || a - b);
}

/** A new row of the grid: 0 in each size, for the staff member to fill in. */
export function addColor(values: ProductFormValues, colorId: number): ProductFormValues {
  if (values.colorIds.includes(colorId)) return values;
  const cells = { ...values.cells };
  for (const sizeId of values.sizeIds) cells[cellKey(colorId, sizeId)] = '0';
  return { ...values, colorIds: [...values.colorIds, colorId], cells };
}

/** A new column of the grid, at its place in the size order: 0 in each colour. */
export function addSize(values: ProductFormValues, sizeId: number, sizeOrder: readonly number[]): ProductFormValues {
  if (values.sizeIds.includes(sizeId)) return values;
  const cells = { ...values.cells };
  for (const colorId of values.colorIds) cells[cellKey(colorId, sizeId)] = '0';
  return { ...values, sizeIds: inOrder([...values.sizeIds, sizeId], sizeOrder), cells };
}

const withoutCells = (cells: Record<string, string>, drop: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(cells).filter(([key]) => !drop(key)));

export function removeColor(values: ProductFormValues, colorId: number): ProductFormValues {
  return {
    ...values,
    colorIds: values.colorIds.filter((id) => id !== colorId),
    cells: withoutCells(values.cells, (key) => key.startsWith(`${colorId}/`)),
  };
}

export function removeSize(values: ProductFormValues, sizeId: number): ProductFormValues {
  return {
    ...values,
    sizeIds: values.sizeIds.filter((id) => id !== sizeId),
    cells: withoutCells(values.cells, (key) => key.endsWith(`/${sizeId}`)),
  };
}

/**
 * The units a colour's row or a size's column holds in the form, as typed (a box that is not a
 * whole number counts for none): removing a line that holds some takes them off sale, so the
 * form asks first.
 */
export function unitsIn(values: ProductFormValues, line: { colorId: number } | { sizeId: number }): number {
  const inLine = 'colorId' in line ? (key: string) => key.startsWith(`${line.colorId}/`) : (key: string) => key.endsWith(`/${line.sizeId}`);
  return Object.entries(values.cells)
    .filter(([key]) => inLine(key))
    .reduce((sum, [, text]) => sum + (/^\s*\d+\s*$/.test(text) ? Number(text) : 0), 0);
}

export function setCell(values: ProductFormValues, colorId: number, sizeId: number, quantity: string): ProductFormValues {
  return { ...values, cells: { ...values.cells, [cellKey(colorId, sizeId)]: quantity } };
}

/** The boxes that are stock rows (filled in), row by row: the API's `stock[i]` is the i-th of them. */
export function stockCellKeys(values: ProductFormValues): string[] {
  return values.colorIds.flatMap((colorId) =>
    values.sizeIds.map((sizeId) => cellKey(colorId, sizeId)).filter((key) => (values.cells[key]?.trim() ?? '') !== ''),
  );
}

/** A whole number as typed; NaN for what is not one (Number('') would be 0). */
function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

/** A required amount or count: undefined when left empty, so the schema says it is missing rather than wrong. */
const required = (text: string, read: (text: string) => number) => (text.trim() === '' ? undefined : read(text));

function stockRows(values: ProductFormValues): SubmittedStockRow[] {
  return stockCellKeys(values).map((key) => {
    const [colorId, sizeId] = key.split('/').map(Number) as [number, number];
    return { colorId, sizeId, quantity: typedNumber(values.cells[key]!), shown: values.opened[key] ?? null };
  });
}

/** The API's body for a new product (POST /api/admin/products). */
export function newProductInput(values: ProductFormValues): NewProductInput {
  return {
    category: (values.category || undefined) as Category,
    collectionId: (values.collectionId ? Number(values.collectionId) : undefined) as number,
    nameFr: values.nameFr,
    nameEn: values.nameEn,
    modelNameFr: values.modelNameFr,
    modelNameEn: values.modelNameEn,
    reference: values.reference,
    priceCents: required(values.price, centsFromEuros) as number,
    compareAtPriceCents: values.oldPrice.trim() === '' ? null : centsFromEuros(values.oldPrice),
    weightGrams: required(values.weight, typedNumber) as number,
    descriptionFr: values.descriptionFr,
    descriptionEn: values.descriptionEn,
    showOnHome: values.showOnHome,
    stock: stockRows(values).map(({ colorId, sizeId, quantity }) => ({ colorId, sizeId, quantity })),
    ...picturesInput(values.pictures),
  };
}

/** The API's body for an edited product (PUT /api/admin/products/:id), from the version the form opened. */
export function productEditInput(values: ProductFormValues, version: number): ProductEditInput {
  return { ...newProductInput(values), stock: stockRows(values), version };
}

/**
 * The form's path for an API field: a stock row's index becomes its box ('stock.2.quantity' →
 * 'stock.3/5'); whatever concerns the pictures ('pictures.1.id', 'cardPictureId') is the pictures'.
 */
export function formPath(values: ProductFormValues, apiPath: string): string {
  if (/^(pictures|cardPictureId)(\.|$)/.test(apiPath)) return 'pictures';
  const row = /^stock\.(\d+)\./.exec(apiPath);
  if (!row) return apiPath;
  const key = stockCellKeys(values)[Number(row[1])];
  return key ? `stock.${key}` : 'stock';
}

/**
 * One message key per invalid field (its first rule broken), keyed by its form path, in the
 * form's order: what the API would answer, checked before sending.
 */
export function productFormErrors(values: ProductFormValues, version: number | null): Record<string, string> {
  const result =
    version === null ? newProductSchema.safeParse(newProductInput(values)) : productEditSchema.safeParse(productEditInput(values, version));
  const across = acrossFieldsSchema.safeParse(newProductInput(values));
  const issues = [...(result.success ? [] : result.error.issues), ...(across.success ? [] : across.error.issues)];
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[formPath(values, issue.path.join('.'))] ??= issue.message;
  return errors;
}

/** Whether the stock saved differs from what the form held: orders took or gave back units while it was being typed. */
export function savedStockDiffers(values: ProductFormValues, saved: readonly { colorId: number; sizeId: number; quantity: number }[]): boolean {
  return saved.some((row) => typedNumber(values.cells[cellKey(row.colorId, row.sizeId)] ?? '') !== row.quantity);
}

/**
 * The colours a picture may be given, named in the page's language: the stock grid's (the
 * colours the product comes in), then any other a picture already has, so that it still shows.
 */
export function pictureColours(
  values: Pick<ProductFormValues, 'colorIds' | 'pictures'>,
  colors: CatalogueOptions['colors'],
  locale: Locale,
): { id: number; name: string; code: string }[] {
  const ids = new Set([...values.colorIds, ...values.pictures.flatMap((picture) => (picture.colorId === null ? [] : [picture.colorId]))]);
  return [...ids].flatMap((id) => {
    const color = colors.find((c) => c.id === id);
    return color ? [{ id, name: locale === 'fr' ? color.nameFr : color.nameEn, code: color.code }] : [];
  });
}
