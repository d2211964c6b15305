/**
 * Many products at once, for measuring the storefront at a real shop's size (the bench's
 * 10,000-product catalogue): a few SQL statements, the products from generate_series, then their
 * stock (and pictures), so that 10,000 products and their variants take seconds. Written into a shop that
 * already has its colours, sizes and collections (the demo shop); the search documents follow
 * by the database's own triggers.
 *
 * What they look like, decided by the row's number so every run writes the same shop: a kind
 * of garment of one of the three categories, a detail and a Breton place ("Marinière brodée
 * Paimpol", "Embroidered Paimpol Breton top"), two colours each (2 to 4 with `variedColours`), the five sizes XS to XL for
 * clothes and UNI for accessories, created over the last three years, one in twenty not
 * published, one in five in no collection. References are `BULK-000001` onwards.
 */

type Garment = { category: 'tshirts' | 'sweatshirts' | 'accessories'; fr: string; en: string };

const GARMENTS: Garment[] = [
  { category: 'tshirts', fr: 'T-shirt', en: 'T-shirt' },
  { category: 'tshirts', fr: 'Marinière', en: 'Breton top' },
  { category: 'tshirts', fr: 'Débardeur', en: 'Tank top' },
  { category: 'tshirts', fr: 'Polo', en: 'Polo shirt' },
  { category: 'sweatshirts', fr: 'Sweat', en: 'Sweatshirt' },
  { category: 'sweatshirts', fr: 'Sweat à capuche', en: 'Hoodie' },
  { category: 'sweatshirts', fr: 'Pull', en: 'Jumper' },
  { category: 'sweatshirts', fr: 'Gilet', en: 'Cardigan' },
  { category: 'accessories', fr: 'Bonnet', en: 'Beanie' },
  { category: 'accessories', fr: 'Tote bag', en: 'Tote bag' },
  { category: 'accessories', fr: 'Écharpe', en: 'Scarf' },
  { category: 'accessories', fr: 'Casquette', en: 'Cap' },
];
const DETAILS: [fr: string, en: string][] = [
  ['rayé', 'Striped'],
  ['brodé', 'Embroidered'],
  ['léger', 'Light'],
  ['épais', 'Heavy'],
  ['col rond', 'Crew-neck'],
  ['ample', 'Oversized'],
  ['bio', 'Organic'],
  ['délavé', 'Washed'],
];
export const BULK_PLACES = (
  'Brest Quimper Lorient Vannes Saint-Malo Morlaix Dinard Roscoff Paimpol Carnac Belle-Île Groix Bréhat Ouessant Sein Glénan ' +
  'Concarneau Douarnenez Audierne Camaret Crozon Perros-Guirec Ploumanac’h Erquy Cancale Quiberon Pornic Locmariaquer Bénodet Loctudy'
).split(' ');
export const BULK_REFERENCE_PREFIX = 'BULK-';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const array = (texts: readonly string[]) => `array[${texts.map(literal).join(', ')}]`;
/** The `list`'s element picked by an integer expression. */
const pick = (list: readonly string[], index: string) => `(${array(list)})[1 + (${index}) % ${list.length}]`;

export type BulkProductsShape = {
  /**
   * 2 to 4 colours per product (decided by its id) instead of two, and stock spread as a real
   * shop's (most variants well stocked, a few low or sold out) instead of 0 to 11 each: a
   * catalogue whose variants number about ten per product.
   */
  variedColours?: boolean;
  /**
   * One picture per colour, the first the card's, each borrowing a demo picture of the same
   * category (of the same colour when the demo has one). The file names must be unique, so each
   * is `bulk-<product>-<colour>--<demo file>`: whoever serves them links that name to the demo
   * file after the `--` (BULK_PICTURE_SEPARATOR), and no picture is drawn per product.
   */
  pictures?: boolean;
};

/** What separates a bulk picture's own name from the demo file it shows. */
export const BULK_PICTURE_SEPARATOR = '--';

/**
 * The SQL statements that add `count` products and their stock (and, as `shape` says, their
 * pictures) to a shop holding colours, the sizes XS to XL and UNI, and collections.
 */
export function bulkProductsSql(count: number, shape: BulkProductsShape = {}): string {
  if (!Number.isInteger(count) || count < 1) throw new Error(`bulkProductsSql: count must be a positive integer, not ${count}`);
  const colours = shape.variedColours ? '2 + p.id % 3' : '2';
  // A real shop's stock: most variants well stocked, a few running low or sold out (4 % none, 6 % one to three).
  const h = '(p.id * 7 + c.id * 3 + s.id * 11) % 100';
  const quantity = shape.variedColours
    ? `case when ${h} < 4 then 0 when ${h} < 10 then 1 + ${h} % 3 else 5 + ${h} % 36 end`
    : '(p.id * 7 + c.id * 3 + s.id) % 12';
  const bulk = `p.reference like ${literal(`${BULK_REFERENCE_PREFIX}%`)}`;
  const garment = 'g % ' + GARMENTS.length;
  const detail = `(g / ${GARMENTS.length}) % ${DETAILS.length}`;
  const place = `(g * 7 + g / 13) % ${BULK_PLACES.length}`;
  return `
insert into products (reference, name_fr, name_en, description_fr, description_en, model_name, model_name_en, category,
  collection_id, price_cents, weight_grams, is_published, created_at, updated_at)
select ${literal(BULK_REFERENCE_PREFIX)} || lpad(g::text, 6, '0'),
  ${pick(
    GARMENTS.map((item) => item.fr),
    garment,
  )} || ' ' || ${pick(
    DETAILS.map(([fr]) => fr),
    detail,
  )} || ' ' || ${pick(BULK_PLACES, place)},
  ${pick(
    DETAILS.map(([, en]) => en),
    detail,
  )} || ' ' || ${pick(BULK_PLACES, place)} || ' ' || ${pick(
    GARMENTS.map((item) => item.en),
    garment,
  )},
  'Fabriqué en France, en coton biologique.', 'Made in France, in organic cotton.', '', '',
  ${pick(
    GARMENTS.map((item) => item.category),
    garment,
  )}::product_category,
  case when g % 5 = 0 then null else (select array_agg(id order by id) from collections)[1 + g % (select count(*) from collections)] end,
  1990 + (g * 37) % 60 * 100, 150 + (g * 13) % 400, g % 20 <> 0,
  now() - make_interval(secs => (${count} - g) * ${(3 * 365 * 86_400) / count}),
  now()
from generate_series(1, ${count}) g;

insert into stock (product_id, color_id, size_id, quantity)
select p.id, c.id, s.id, ${quantity}
from products p
join (select id, row_number() over (order by id) as n, count(*) over () as total from colors) c on (c.n + p.id) % c.total < ${colours}
join sizes s on case when p.category = 'accessories' then s.name = 'UNI' else s.name in ('XS', 'S', 'M', 'L', 'XL') end
where ${bulk};
${shape.pictures ? picturesSql(bulk) : ''}`;
}

/** The bulk products' pictures: one per colour they are stocked in, named after the demo picture they show. */
function picturesSql(bulk: string): string {
  return `
with demo as (
  select dp.category, m.color_id, min(m.file_name) as file_name
  from product_media m join products dp on dp.id = m.product_id
  where dp.reference not like ${literal(`${BULK_REFERENCE_PREFIX}%`)}
  group by dp.category, m.color_id
), by_category as (
  select category, min(file_name) as file_name from demo group by category
), shown as (
  select p.id as product_id, v.color_id, p.category, row_number() over (partition by p.id order by v.color_id) - 1 as position
  from products p join (select distinct product_id, color_id from stock) v on v.product_id = p.id
  where ${bulk}
)
insert into product_media (product_id, color_id, file_name, position, is_card_image)
select s.product_id, s.color_id,
  'bulk-' || s.product_id || '-' || s.color_id || ${literal(BULK_PICTURE_SEPARATOR)} || coalesce(d.file_name, c.file_name),
  s.position, s.position = 0
from shown s
left join demo d on d.category = s.category and d.color_id = s.color_id
join by_category c on c.category = s.category;
`;
}
