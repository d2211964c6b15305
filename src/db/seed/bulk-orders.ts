import { BULK_CUSTOMERS_EMAIL_LIKE } from './bulk-customers';
import { BULK_REFERENCE_PREFIX } from './bulk-products';

/**
 * Many orders at once, for measuring the orders desk at scale (the bench's 100,000 orders,
 * ADR 14, and the large seed's 1,000,000) and for testing what only shows beyond a thousand
 * orders. One SQL statement: the orders come from generate_series, each with lines that add up
 * to its subtotal (and, as `BulkOrdersShape` says, a payment), so that 100,000 of them take
 * seconds, not the minutes of one insert each.
 *
 * What they look like, decided by the row's number so every run writes the same shop: dates
 * spread evenly over the last two years (numbers rise with dates, as in a real shop); older
 * orders delivered, the last few days' pending, being prepared or shipped; about 3 % awaiting
 * payment and 5 % cancelled; one in twelve with a demo promo code; the pending ones not yet
 * opened by staff; guests with varied names, towns and e-mail addresses, one in seven in
 * English. Every billing last name starts with `lastNamePrefix`, which lets a test find, and
 * remove, its own orders.
 */

const FIRST_NAMES = (
  'Camille Léa Manon Chloé Inès Jade Louise Emma Alice Lina Zoé Anna ' + 'Hugo Lucas Louis Gabriel Arthur Jules Adam Raphaël Noé Théo Nathan Paul'
).split(' ');
const LAST_NAMES = (
  'Martin Bernard Thomas Petit Robert Richard Durand Dubois Moreau Laurent Simon Michel Lefèvre Leroy Roux David Bertrand Morel Fournier ' +
  'Girard Bonnet Dupont Lambert Fontaine Rousseau Vincent Muller Lefebvre Faure André Mercier Blanc Guérin Boyer Garnier Chevalier François ' +
  'Legrand Gauthier Garcia'
).split(' ');
const TOWNS = 'Paris Lyon Marseille Toulouse Nantes Bordeaux Lille Rennes Strasbourg Montpellier'.split(' ');
const ZIP_CODES = '75011 69002 13006 31000 44000 33000 59000 35000 67000 34000'.split(' ');
const MAIL_DOMAINS = 'exemple.fr laposte.example orange.example gmail.example free.example'.split(' ');
const ARTICLES = ['T-shirt Essentiel', 'Sweat Atelier', 'Tote bag Lin', 'Bonnet Marin', 'T-shirt Rayé'];
const PRICES_CENTS = [1990, 2490, 2990, 3490, 4990, 5990, 6990, 8990];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const array = (texts: readonly string[]) => `array[${texts.map(literal).join(', ')}]`;
/** The `list`'s element picked by an integer expression. */
const pick = (list: readonly string[], index: string) => `(${array(list)})[1 + (${index}) % ${list.length}]`;
const asciiLower = (text: string) => `translate(lower(${text}), 'éèêëàâäîïôöùûüç', 'eeeeaaaiioouuuc')`;

export type BulkOrdersShape = {
  /**
   * These orders are numbers `from + 1` to `from + count` of a history of `total` orders: dates
   * and statuses are spread over the whole history, so a large one is written in slices of a
   * size the database digests (by default, `count` orders are the whole history).
   */
  from?: number;
  total?: number;
  /**
   * One to three lines naming variants of the bulk products (bulk-products.ts) at their price,
   * instead of one line of a fixed article: the products' and the stock's foreign keys are read
   * as a real shop's orders have them.
   */
  bulkProductLines?: boolean;
  /** Two orders in three belong to the bulk customers (bulk-customers.ts), under their e-mail and name; the rest are guests'. */
  customers?: boolean;
  /** Each order's card payment (test provider): succeeded once paid, pending while awaiting payment, refunded when cancelled. */
  payments?: boolean;
};

/** One SQL statement that inserts `count` varied orders (and their lines) whose billing last names start with `lastNamePrefix`. */
export function bulkOrdersSql(count: number, lastNamePrefix = '', shape: BulkOrdersShape = {}): string {
  const { from = 0, total = from + count } = shape;
  if (!Number.isInteger(count) || count < 1) throw new Error(`bulkOrdersSql: count must be a positive integer, not ${count}`);
  if (!Number.isInteger(from) || from < 0 || total < from + count)
    throw new Error(`bulkOrdersSql: orders ${from + 1}-${from + count} are not within ${total}`);
  const age = `(${total} - g)`; // 0 for the newest order
  const customer = shape.customers ? `c.id` : 'null::integer';
  return `
with numbered as (
  select g,
    -- Taken here, so the lines know their order's id before it is written.
    nextval(pg_get_serial_sequence('orders', 'id')) as id,
    (g::bigint * 7919) % 100 as h,
    ${pick(FIRST_NAMES, 'g * 13')} as first_name,
    ${literal(lastNamePrefix)} || ${pick(LAST_NAMES, 'g * 7 + g / 97')} as last_name,
    ${pick(TOWNS, 'g * 3')} as town,
    ${pick(ZIP_CODES, 'g * 3')} as zip,
    now() - make_interval(secs => ${age} * ${(730 * 86_400) / total}) as placed_at
  from generate_series(${from + 1}, ${from + count}) g
), ${shape.customers ? customersCte() : ''}${linesCte(shape.bulkProductLines === true)},
shaped as (
  select n.*,
    case
      when h < 3 then 'awaiting_payment'
      when h < 8 then 'cancelled'
      when ${age} < ${Math.ceil(total / 100)} then (array['pending', 'processing', 'shipped'])[1 + g % 3]
      when ${age} < ${Math.ceil(total / 30)} then 'shipped'
      else 'delivered'
    end::order_status as status,
    t.subtotal, t.weight, t.first_price,
    case (g * 11) % 36 when 0 then 'BIENVENUE10' when 1 then 'ATELIER5' when 2 then 'PREMIERE15' end as promo_code
  from numbered n join (select g, sum(unit_price * quantity) as subtotal, sum(weight * quantity) as weight, min(unit_price) as first_price from lines group by g) t using (g)
), priced as (
  select s.*, ${customer} as customer_id,
    case promo_code when 'BIENVENUE10' then subtotal / 10 when 'ATELIER5' then least(500, subtotal) when 'PREMIERE15' then subtotal * 15 / 100 else 0 end as discount,
    case when subtotal >= 6000 then 0 else 599 end as shipping,
    jsonb_build_object(
      'firstName', ${shape.customers ? 'coalesce(c.first_name, s.first_name)' : 'first_name'}, 'lastName', ${shape.customers ? 'coalesce(c.last_name, s.last_name)' : 'last_name'},
      'email', ${shape.customers ? 'coalesce(c.email, ' : '('}${asciiLower('s.first_name')} || '.' || ${asciiLower('s.last_name')} || g || '@' || ${pick(MAIL_DOMAINS, 'g')}),
      'phone', '06' || lpad(((g::bigint * 48271) % 100000000)::text, 8, '0'),
      'line1', (1 + g % 120) || ' rue de la République', 'line2', '', 'city', town, 'zip', zip, 'country', 'FR'
    ) as address
  from shaped s${shape.customers ? ' left join customer c on c.n = 1 + (g * 31) % nullif((select count(*) from customer), 0) and g % 3 <> 0' : ''}
), placed as (
  insert into orders (id, customer_id, email, locale, status, delivery_address, billing_address, subtotal_cents, shipping_cents, discount_cents,
    total_cents, weight_grams, promo_code, promo_type, promo_value, is_consulted, stock_state, created_at, paid_at, updated_at)
  select id, customer_id, address ->> 'email', case when g % 7 = 0 then 'en' else 'fr' end::locale, status, address, address, subtotal, shipping, discount,
    subtotal + shipping - discount, weight, promo_code,
    case when promo_code = 'ATELIER5' then 'fixed' when promo_code is not null then 'rate' end::promo_type,
    case promo_code when 'BIENVENUE10' then 10 when 'ATELIER5' then 500 when 'PREMIERE15' then 15 end,
    status <> 'pending', case when status in ('awaiting_payment', 'cancelled') then 'released' else 'committed' end::stock_state,
    placed_at, case when status <> 'awaiting_payment' then placed_at + interval '2 minutes' end, placed_at
  from priced
  order by g
  returning id, status, total_cents, created_at
)${shape.payments ? paymentsCte() : ''}
insert into order_lines (order_id, product_id, color_id, size_id, reference, name, name_en, color_name, color_name_en, size_name, unit_price_cents, quantity, weight_grams, vat_rate_bp)
select n.id, l.product_id, l.color_id, l.size_id, l.reference, l.name, l.name_en, l.color_name, l.color_name_en, l.size_name, l.unit_price, l.quantity, l.weight, 2000
from lines l join numbered n using (g)`;
}

/** The bulk customers, numbered, for two orders in three to belong to one of them. */
const customersCte = () => `customer as (
  select row_number() over (order by id) as n, id, email, first_name, last_name
  from customers where email like ${literal(BULK_CUSTOMERS_EMAIL_LIKE)}
), `;

/** The lines each order will hold, by its number: what the order's amounts add up. */
function linesCte(bulkProducts: boolean): string {
  if (!bulkProducts)
    return `lines as (
  select g, null::integer as product_id, null::integer as color_id, null::integer as size_id,
    'TS-' || lpad((g % 50)::text, 3, '0') as reference, ${pick(ARTICLES, 'g')} as name, ${pick(ARTICLES, 'g')} as name_en,
    'Marine' as color_name, 'Navy' as color_name_en, ${pick(['S', 'M', 'L', 'XL'], 'g')} as size_name,
    (array[${PRICES_CENTS.join(', ')}])[1 + (g * 31) % ${PRICES_CENTS.length}] as unit_price, 1 + (g * 17) % 3 as quantity, 250 as weight
  from numbered
)`;
  return `variant as materialized (
  select row_number() over (order by s.product_id, s.color_id, s.size_id) as n, s.product_id, s.color_id, s.size_id,
    p.reference, p.name_fr, p.name_en, c.name_fr as color_fr, c.name_en as color_en, z.name as size_name, p.price_cents, p.weight_grams
  from stock s join products p on p.id = s.product_id join colors c on c.id = s.color_id join sizes z on z.id = s.size_id
  where p.reference like ${literal(`${BULK_REFERENCE_PREFIX}%`)}
), lines as (
  select g, v.product_id, v.color_id, v.size_id, v.reference, v.name_fr as name, v.name_en, v.color_fr as color_name, v.color_en as color_name_en,
    v.size_name, v.price_cents as unit_price, 1 + (g + k) % 5 / 4 as quantity, v.weight_grams as weight
  from numbered cross join generate_series(1, 1 + g % 3) k
  join variant v on v.n = 1 + (g::bigint * 7919 + k * 104729) % (select count(*) from variant)
)`;
}

/** The orders' card payments, in the test provider's name. */
const paymentsCte = () => `, paid as (
  insert into payments (order_id, provider, provider_ref, status, amount_cents, created_at, updated_at)
  select id, 'test', 'bulk_' || id,
    case status when 'awaiting_payment' then 'pending' when 'cancelled' then 'refunded' else 'succeeded' end::payment_status,
    total_cents, created_at, created_at
  from placed
)`;
