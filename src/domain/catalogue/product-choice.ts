import { isColorAvailable, isInStock, isMade, isSizeAvailable, quantityFor } from './availability';
import { parseUrlId } from './list-section';
import type { LocalizedColor, ProductDetail, StockEntry } from './types';

/** The colour and size a customer picked on the product page (`?color=&size=` in its URL). */
export type VariantChoice = { colorId: number | null; sizeId: number | null };

type Variants = Pick<ProductDetail, 'colors' | 'sizes' | 'stock'>;

/**
 * The choice a product URL carries. A colour or size the product is not made in (in the chosen
 * colour, for a size) is ignored: a shared link never preselects something the customer could
 * not pick by hand. A sold-out variant can be picked, to ask to be told when it is back (ADR 36).
 */
export function readChoice(product: Variants, params: URLSearchParams): VariantChoice {
  const color = parseUrlId(params.get('color') ?? undefined);
  const colorId = color !== null && product.colors.some((c) => c.id === color) ? color : null;
  const size = parseUrlId(params.get('size') ?? undefined);
  const sizeId = size !== null && product.sizes.some((s) => s.id === size) && isMade(product.stock, size, colorId) ? size : null;
  return withOnlyChoices(product, { colorId, sizeId });
}

/**
 * A product made in one colour, or in one size (a scarf in UNI), leaves nothing to pick: that
 * colour or size is chosen for the customer, sold out or not (a sold-out one then offers its alert).
 */
function withOnlyChoices(product: Variants, choice: VariantChoice): VariantChoice {
  const [onlyColor] = product.colors.length === 1 ? product.colors : [];
  const colorId = choice.colorId ?? onlyColor?.id ?? null;
  const [onlySize] = product.sizes.length === 1 ? product.sizes : [];
  const sizeId = choice.sizeId ?? (onlySize && isMade(product.stock, onlySize.id, colorId) ? onlySize.id : null);
  return { colorId, sizeId };
}

/** Both chosen, and no unit left of that colour in that size: the page offers its back-in-stock alert. */
export function isChosenSoldOut(stock: StockEntry[], choice: VariantChoice): boolean {
  return choice.colorId !== null && choice.sizeId !== null && quantityFor(stock, choice.colorId, choice.sizeId) === 0;
}

/** The product URL's query for a choice; other parameters are kept. Returns '' or '?...'. */
export function choiceSearch(current: URLSearchParams, choice: VariantChoice): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of [
    ['color', choice.colorId],
    ['size', choice.sizeId],
  ] as const) {
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** What the add button answers (spec sections 5 and 8). */
export type ChoiceCheck = 'ok' | 'outOfStock' | 'selectSizeColor' | 'selectSize' | 'selectColor';

/** Adding needs both a size and a colour, of a variant that is in stock. */
export function validateChoice(colorId: number | null, sizeId: number | null, stock: StockEntry[]): ChoiceCheck {
  if (!isInStock(stock)) return 'outOfStock';
  if (colorId === null && sizeId === null) return 'selectSizeColor';
  if (sizeId === null) return 'selectSize';
  if (colorId === null) return 'selectColor';
  return quantityFor(stock, colorId, sizeId) > 0 ? 'ok' : 'outOfStock';
}

/** Up to this many units left of the chosen variant, the page says how many remain. */
export const LOW_STOCK_LIMIT = 3;

export function lowStockLeft(stock: StockEntry[], choice: VariantChoice): number | null {
  if (choice.colorId === null || choice.sizeId === null) return null;
  const left = quantityFor(stock, choice.colorId, choice.sizeId);
  return left > 0 && left <= LOW_STOCK_LIMIT ? left : null;
}

/**
 * A colour swatch. `soldOut` colours are crossed out (spec section 4) yet stay choosable, to ask
 * for an alert (ADR 36). A colour with no unit in the chosen size is shown greyed, also
 * choosable: choosing it keeps the size when the colour is made in it (`madeInChosenSize`, its
 * alert then offered) and drops it otherwise, so a customer is never stuck with a size that
 * hides the colour they want.
 */
export type ColorOption = LocalizedColor & { soldOut: boolean; inChosenSize: boolean; madeInChosenSize: boolean };

export function colorOptions(product: Variants, choice: VariantChoice): ColorOption[] {
  return product.colors.map(({ id, name, code }) => ({
    id,
    name,
    code,
    soldOut: !isColorAvailable(product.stock, id),
    inChosenSize: isColorAvailable(product.stock, id, choice.sizeId),
    madeInChosenSize: choice.sizeId !== null && isMade(product.stock, choice.sizeId, id),
  }));
}

/**
 * A size chip: it cannot be chosen when the product is not made in it, in the chosen colour if
 * any; it is crossed out (`soldOut`) but can be chosen, to ask for an alert, when it is made
 * and no unit is left (in the chosen colour if any, else in every colour).
 */
export type SizeOption = { id: number; name: string; soldOut: boolean; selectable: boolean };

export function sizeOptions(product: Variants, choice: VariantChoice): SizeOption[] {
  return product.sizes.map(({ id, name }) => {
    const selectable = isMade(product.stock, id, choice.colorId);
    return { id, name, selectable, soldOut: selectable && !isSizeAvailable(product.stock, id, choice.colorId) };
  });
}

/** Choosing a colour keeps the chosen size when that colour is made in it, and drops it otherwise. */
export function chooseColor(choice: VariantChoice, colorId: number, stock: StockEntry[]): { choice: VariantChoice; droppedSizeId: number | null } {
  if (choice.sizeId === null || isMade(stock, choice.sizeId, colorId)) return { choice: { colorId, sizeId: choice.sizeId }, droppedSizeId: null };
  return { choice: { colorId, sizeId: null }, droppedSizeId: choice.sizeId };
}
