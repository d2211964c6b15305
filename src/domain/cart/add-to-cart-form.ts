import { validateChoice, type ChoiceCheck } from '../catalogue/product-choice';
import type { StockEntry } from '../catalogue/types';
import { parseDecimalId } from '../decimal-id';

/**
 * The product page's "Add to cart" form as the browser posts it without JavaScript (or before
 * the page's scripts have loaded): the product and the checked colour and size radios, as text.
 */
export type AddToCartForm = { productId: number; color?: string; size?: string };

/**
 * Why the line was not added, shown on the product page in the visitor's language: the page's
 * own checks (a choice missing, nothing left), or the cart already holding all the stock.
 */
export type AddToCartRefusal = Exclude<ChoiceCheck, 'ok'> | 'stockLimit';

const REFUSALS: ReadonlySet<string> = new Set<AddToCartRefusal>(['selectSizeColor', 'selectSize', 'selectColor', 'outOfStock', 'stockLimit']);

/** The product page's query parameter that carries a refusal back to it. */
export const REFUSAL_PARAM = 'error';

/**
 * The line the form asks for, checked by the product page's own rule (a colour and a size, of a
 * variant with a unit left), or why not. A radio value that is not an id (a page edited by
 * hand) counts as nothing chosen. A colour and size the product is not made in together (the
 * page greys that out only once its scripts run) reads as sold out.
 */
export function readAddToCartForm(
  form: AddToCartForm,
  stock: StockEntry[],
): { productId: number; colorId: number; sizeId: number } | { refused: AddToCartRefusal } {
  const colorId = parseDecimalId(form.color);
  const sizeId = parseDecimalId(form.size);
  const check = validateChoice(colorId, sizeId, stock);
  if (check !== 'ok') return { refused: check };
  return { productId: form.productId, colorId: colorId!, sizeId: sizeId! };
}

/** Where a refused form lands: its product page, with what was chosen still chosen and the reason. */
export function refusedFormPath(form: AddToCartForm, refusal: AddToCartRefusal): string {
  const params = new URLSearchParams();
  const colorId = parseDecimalId(form.color);
  const sizeId = parseDecimalId(form.size);
  if (colorId !== null) params.set('color', String(colorId));
  if (sizeId !== null) params.set('size', String(sizeId));
  params.set(REFUSAL_PARAM, refusal);
  return `/produit/${form.productId}?${params}`;
}

/** The refusal a product page's URL carries, if it is one the form gives (anything else is ignored). */
export function readRefusal(params: URLSearchParams): AddToCartRefusal | null {
  const value = params.get(REFUSAL_PARAM);
  return value !== null && REFUSALS.has(value) ? (value as AddToCartRefusal) : null;
}

/** The product page's query without a refusal: once the visitor chooses again, the old reason is gone. */
export function withoutRefusal(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(REFUSAL_PARAM);
  return next;
}
