/**
 * Many orders at once, for measuring the orders desk at scale (the bench's 100,000 orders,
 * ADR 14) and for testing what only shows beyond a thousand orders. One SQL statement: the
 * orders come from generate_series, each with one line that adds up to its subtotal, so that
 * 100,000 of them take seconds, not the minutes of one insert each.
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

/** One SQL statement that inserts `count` varied orders (and their lines) whose billing last names start with `lastNamePrefix`. */
export function bulkOrdersSql(count: number, lastNamePrefix = ''): string {
  if (!Number.isInteger(count) || count < 1) throw new Error(`bulkOrdersSql: count must be a positive integer, not ${count}`);
  const age = `(${count} - g)`; // 0 for the newest order
  return `
with numbered as (
  select g,
    (g * 7919) % 100 as h,
    ${pick(FIRST_NAMES, 'g * 13')} as first_name,
    ${literal(lastNamePrefix)} || ${pick(LAST_NAMES, 'g * 7 + g / 97')} as last_name,
    ${pick(TOWNS, 'g * 3')} as town,
    ${pick(ZIP_CODES, 'g * 3')} as zip,
    now() - make_interval(secs => ${age} * ${(730 * 86_400) / count}) as placed_at
  from generate_series(1, ${count}) g
), shaped as (
  select *,
    case
      when h < 3 then 'awaiting_payment'
      when h < 8 then 'cancelled'
      when ${age} < ${Math.ceil(count / 100)} then (array['pending', 'processing', 'shipped'])[1 + g % 3]
      when ${age} < ${Math.ceil(count / 30)} then 'shipped'
      else 'delivered'
    end::order_status as status,
    (array[${PRICES_CENTS.join(', ')}])[1 + (g * 31) % ${PRICES_CENTS.length}] as unit_price,
    1 + (g * 17) % 3 as quantity,
    case (g * 11) % 36 when 0 then 'BIENVENUE10' when 1 then 'ATELIER5' when 2 then 'PREMIERE15' end as promo_code
  from numbered
), priced as (
  select *,
    unit_price * quantity as subtotal,
    case promo_code when 'BIENVENUE10' then unit_price * quantity / 10 when 'ATELIER5' then 500 when 'PREMIERE15' then unit_price * quantity * 15 / 100 else 0 end as discount,
    case when unit_price * quantity >= 6000 then 0 else 599 end as shipping,
    jsonb_build_object(
      'firstName', first_name, 'lastName', last_name,
      'email', ${asciiLower('first_name')} || '.' || ${asciiLower('last_name')} || g || '@' || ${pick(MAIL_DOMAINS, 'g')},
      'phone', '06' || lpad(((g::bigint * 48271) % 100000000)::text, 8, '0'),
      'line1', (1 + g % 120) || ' rue de la République', 'line2', '', 'city', town, 'zip', zip, 'country', 'FR'
    ) as address
  from shaped
), placed as (
  insert into orders (email, locale, status, delivery_address, billing_address, subtotal_cents, shipping_cents, discount_cents,
    total_cents, weight_grams, promo_code, promo_type, promo_value, is_consulted, stock_state, created_at, paid_at, updated_at)
  select address ->> 'email', case when g % 7 = 0 then 'en' else 'fr' end::locale, status, address, address, subtotal, shipping, discount,
    subtotal + shipping - discount, 250 * quantity, promo_code,
    case when promo_code = 'ATELIER5' then 'fixed' when promo_code is not null then 'rate' end::promo_type,
    case promo_code when 'BIENVENUE10' then 10 when 'ATELIER5' then 500 when 'PREMIERE15' then 15 end,
    status <> 'pending', case when status in ('awaiting_payment', 'cancelled') then 'released' else 'committed' end::stock_state,
    placed_at, case when status <> 'awaiting_payment' then placed_at + interval '2 minutes' end, placed_at
  from priced
  order by g
  returning id, subtotal_cents, weight_grams
)
insert into order_lines (order_id, reference, name, name_en, color_name, color_name_en, size_name, unit_price_cents, quantity, weight_grams, vat_rate_bp)
select id, 'TS-' || lpad((id % 50)::text, 3, '0'), ${pick(ARTICLES, 'id')}, ${pick(ARTICLES, 'id')}, 'Marine', 'Navy', ${pick(['S', 'M', 'L', 'XL'], 'id')},
  subtotal_cents / (weight_grams / 250), weight_grams / 250, 250, 2000
from placed`;
}
