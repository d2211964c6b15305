import { DEMO_COLORS, DEMO_SIZES, type ColorSlug, type SizeName } from './demo-catalogue';
import { DEMO_ORDERS } from './demo-orders';
import { DEMO_PRODUCTS } from './demo-products';

/**
 * What the browser journeys rely on in the demo shop, so they name it from here instead of
 * hard-coding references, names or ids. A fresh seed inserts products, colours and sizes in the
 * order of their lists, so each id is a position in that list; `seed.test.ts` checks every
 * promise below against a seeded database.
 */

function position<T>(list: readonly T[], item: T, what: string): number {
  const index = list.indexOf(item);
  if (index === -1) throw new Error(`The demo shop has no ${what} ${String(item)}`);
  return index + 1;
}

function product(reference: string) {
  return {
    reference,
    id: position(
      DEMO_PRODUCTS.map((p) => p.reference),
      reference,
      'product',
    ),
  };
}

function color(slug: ColorSlug) {
  const { nameFr, nameEn } = DEMO_COLORS.find((c) => c.slug === slug)!;
  return {
    slug,
    nameFr,
    nameEn,
    id: position(
      DEMO_COLORS.map((c) => c.slug),
      slug,
      'colour',
    ),
  };
}

function size(name: SizeName) {
  return { name, id: position(DEMO_SIZES, name, 'size') };
}

export const JOURNEY_FIXTURES = {
  /**
   * Published T-shirts in stock in this colour and size: more than one list page (16), so the
   * filtered, sorted /t-shirts list still offers 'see more'.
   */
  filteredTshirts: { category: 'tshirts', color: color('blanc'), size: size('M'), atLeast: 20 },
  /** A size sold out in every colour of the product: its chip is greyed out whatever the colour. */
  soldOutSizes: [
    { ...product('TS-BRE-001'), size: size('2XL') },
    { ...product('TS-ATL-012'), size: size('XS') },
  ],
  /** A colour sold out in every size: its swatch is greyed out. */
  soldOutColor: { ...product('SW-BRE-006'), color: color('rouge-brique') },
  /** Every variant at 0: the product page says it is out of stock. */
  soldOutProducts: [product('SW-BRE-007'), product('AC-ATL-021'), product('AC-MON-031')],
  /**
   * Published, in stock in these two colours, in no demo order and no other journey: the
   * pictures journey replaces its pictures with uploads.
   */
  picturedProduct: { ...product('SW-ESS-042'), nameFr: 'Sweat zippé Essentiel', colors: [color('noir'), color('marine')] },
  /** Not published: the storefront answers 404 and lists never show them. */
  unpublishedProducts: [product('SW-ATL-018'), product('SW-MON-029'), product('TS-MON-034')],
  /**
   * The demo customer's orders: more than one page of /commandes (10). The oldest has a line
   * whose product is off sale (shown without a link) beside one on sale (linked).
   */
  customerOrders: {
    count: DEMO_ORDERS.length,
    oldest: DEMO_ORDERS[0]!.lines.map(({ reference, color: slug, size: sizeName, quantity }) => {
      const { nameFr, nameEn, unpublished } = DEMO_PRODUCTS.find((p) => p.reference === reference)!;
      return { ...product(reference), nameFr, nameEn, onSale: !unpublished, color: color(slug), size: sizeName, quantity };
    }),
  },
} as const;
