/**
 * Every row id of the shop is a PostgreSQL `serial` / `integer`: 32 bits, signed. A larger
 * number sent by a client must be refused, never reach a query (where it fails the statement,
 * a 500) nor name nothing by accident. Apart from the schemas (./ids.ts), so that the pages
 * reading an id from their URL do not bring zod into the storefront's first download.
 */
export const INT32_MAX = 2_147_483_647;

/**
 * A URL id written in plain decimal digits (no sign, no leading zero, no exponent), or null:
 * for URLs read outside a schema (a list page's section, a provider's metadata).
 */
export function parseDecimalId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= INT32_MAX ? id : null;
}
