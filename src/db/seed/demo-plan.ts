import { DEMO_COLORS, DEMO_MODELS, DEMO_SIZES, type ColorSlug, type SizeName } from './demo-catalogue';
import { JOURNEY_FIXTURES } from './demo-fixtures';
import type { DemoProduct } from './demo-products';
import type { GarmentKind, GarmentOptions, ProductView } from './illustrations';

/**
 * Pure rules that turn the declarative demo data into rows: sizes, stock, media, texts and
 * dates. Nothing here is random: the same data and seed date always give the same shop.
 */

const DAY_MS = 86_400_000;

export type Category = 'tshirts' | 'sweatshirts' | 'accessories';

export function categoryOf(kind: GarmentKind): Category {
  if (kind === 'tshirt' || kind === 'longsleeve') return 'tshirts';
  if (kind === 'sweatshirt' || kind === 'hoodie') return 'sweatshirts';
  return 'accessories';
}

export function kindOf(product: DemoProduct): GarmentKind {
  return product.kind ?? DEMO_MODELS[product.model].kind;
}

export function sizeRange(spec: DemoProduct['sizes']): SizeName[] {
  const [from, to = from] = spec.split('-') as [SizeName, SizeName?];
  const start = DEMO_SIZES.indexOf(from);
  const end = DEMO_SIZES.indexOf(to);
  if (start === -1 || end < start) throw new Error(`Invalid size range ${spec}`);
  return DEMO_SIZES.slice(start, end + 1);
}

export function describe(product: DemoProduct, locale: 'fr' | 'en'): string {
  const lead = locale === 'fr' ? product.leadFr : product.leadEn;
  if (product.details) return `${lead} ${product.details[locale]}`;
  const { fabric, workshop, care } = DEMO_MODELS[product.model][locale];
  return `${lead} ${fabric} ${workshop} ${care}`;
}

/** Products went online in the morning, `ageDays` before the seed date. */
export function createdAt(now: Date, ageDays: number): Date {
  return new Date(now.getTime() - ageDays * DAY_MS);
}

/** A calendar day (YYYY-MM-DD) in Europe/Paris, `offsetDays` from `now`: promo windows are Paris days. */
export function parisDay(now: Date, offsetDays: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(now.getTime() + offsetDays * DAY_MS),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** FNV-1a: a stable 32-bit seed from a product reference. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so stock looks irregular yet is identical at every seed. */
export function seededRandom(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type StockPlan = { color: ColorSlug; size: SizeName; quantity: number };

/** The extreme sizes sell out more often in a real shop. */
function randomQuantity(random: () => number, size: SizeName): number {
  const scarce = size === 'XS' || size === '3XL';
  if (random() < (scarce ? 0.3 : 0.08)) return 0;
  return 1 + Math.floor(random() * (size === 'UNI' ? 40 : scarce ? 8 : 30));
}

/** What the workshop restocks a variant to when the generator drew it sold out but it must stay on sale. */
const RESTOCKED_QUANTITY = 12;

/**
 * The browser journey filters /t-shirts by one colour and one size and needs more than a page
 * of results, so a published T-shirt is never sold out in that combination. The generator may
 * draw 0 for any variant: this makes the promise hold by construction rather than by luck.
 */
function staysInStock(product: DemoProduct, color: ColorSlug, size: SizeName): boolean {
  const journey = JOURNEY_FIXTURES.filteredTshirts;
  return !product.unpublished && categoryOf(kindOf(product)) === journey.category && color === journey.color.slug && size === journey.size.name;
}

/** One row per colour x size, including the sold-out ones (quantity 0) so their chips show greyed out. */
export function stockFor(product: DemoProduct): StockPlan[] {
  const random = seededRandom(product.reference);
  const rows = product.colors.flatMap((color) =>
    sizeRange(product.sizes).map((size) => {
      // Always drawn, so every other variant of the product keeps the quantity it was generated with.
      const drawn = randomQuantity(random, size);
      const forcedOut = product.soldOut || product.soldOutSizes?.includes(size) || product.soldOutColors?.includes(color);
      if (forcedOut) return { color, size, quantity: 0 };
      const quantity = drawn === 0 && staysInStock(product, color, size) ? RESTOCKED_QUANTITY : drawn;
      return { color, size, quantity };
    }),
  );
  // Only the products declared sold out may end up with nothing to sell.
  if (!product.soldOut && rows.every((r) => r.quantity === 0)) throw new Error(`${product.reference} has no stock left`);
  return rows;
}

export type ProductImageJob = {
  fileName: string;
  kind: GarmentKind;
  colorHex: string;
  view: ProductView;
  options: GarmentOptions;
};

export type MediaPlan = ProductImageJob & { color: ColorSlug; position: number; isCardImage: boolean };

export function colorHex(slug: ColorSlug): string {
  const color = DEMO_COLORS.find((c) => c.slug === slug);
  if (!color) throw new Error(`Unknown colour ${slug}`);
  return color.code;
}

export function mediaFileName(reference: string, color: ColorSlug, view: ProductView): string {
  return `p-${reference.toLowerCase()}-${color}-${view}.webp`;
}

/**
 * Front, back and a close-up for the card colour; front and back for the others. The card
 * image is the front of the first colour.
 */
export function mediaFor(product: DemoProduct): MediaPlan[] {
  const kind = kindOf(product);
  const options: GarmentOptions = product.motif ? { motif: product.motif } : {};
  const views = (index: number): ProductView[] => (index === 0 ? ['front', 'back', 'detail'] : ['front', 'back']);
  return product.colors
    .flatMap((color, index) => views(index).map((view) => ({ color, view })))
    .map(({ color, view }, position) => ({
      fileName: mediaFileName(product.reference, color, view),
      kind,
      colorHex: colorHex(color),
      view,
      options,
      color,
      position,
      isCardImage: position === 0,
    }));
}
