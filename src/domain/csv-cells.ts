/**
 * A cell a customer typed (name, e-mail, promo code) that begins like a formula is opened by
 * spreadsheets as one (CSV injection): it is written with a leading apostrophe, which they show
 * as text.
 */
export function typed(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell quoted when it holds the separator, a quote or a line break (RFC 4180). */
export function cell(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
