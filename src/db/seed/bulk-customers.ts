/**
 * Many registered customers at once, each with a default delivery address holding a phone, for
 * measuring the customers desk (ADR 40) and the large seed: one SQL statement from
 * generate_series. Named from the lists below plus their number, as real names spread; their
 * e-mails are `client<n>@exemple.fr` (BULK_CUSTOMERS_EMAIL_LIKE finds them again), their
 * password a placeholder no password matches.
 */
export const BULK_FIRST_NAMES = ['Camille', 'Léa', 'Hugo', 'Inès', 'Louis', 'Manon', 'Jules', 'Chloé', 'Nathan', 'Éloïse', 'Yanis', 'Zoé'];
export const BULK_LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'Roux',
];
export const BULK_CUSTOMERS_EMAIL_LIKE = 'client%@exemple.fr';

const list = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(', ')}]`;

export function bulkCustomersSql(count: number): string {
  if (!Number.isInteger(count) || count < 1) throw new Error(`bulkCustomersSql: count must be a positive integer, not ${count}`);
  return `
with made as (
  insert into customers (email, password_hash, first_name, last_name, email_confirmed_at, created_at)
  select 'client' || g || '@exemple.fr', 'bench', (${list(BULK_FIRST_NAMES)})[1 + g % ${BULK_FIRST_NAMES.length}],
    (${list(BULK_LAST_NAMES)})[1 + (g / 7) % ${BULK_LAST_NAMES.length}] || g, now(), now() - make_interval(secs => (${count} - g) * 600)
  from generate_series(1, ${count}) g
  returning id, first_name, last_name, email
)
insert into customer_addresses (customer_id, first_name, last_name, email, phone, line1, city, zip, is_default_delivery)
select id, first_name, last_name, email, '07' || lpad(((id::bigint * 48271) % 100000000)::text, 8, '0'), '1 rue Neuve', 'Lyon', '69001', true from made`;
}
