/**
 * How the test card form writes a card as it is typed, and the values it sends: pure, so the
 * form, the API's schema and the unit tests agree on them.
 */

/** The longest card numbers (ISO/IEC 7812) have 19 digits. */
const CARD_DIGITS_MAX = 19;

/** The digits of a card number as typed (spaces, dashes and anything else dropped). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CARD_DIGITS_MAX);
}

/** As printed on a card: groups of four digits ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * An expiry as MM/YY: "1230" is "12/30", "5" is "05" (no month starts with 5), "1/30" is
 * "01/30", a pasted "12/2030" is "12/30". The slash appears with the first digit of the year,
 * so deleting back over it never brings it back.
 */
export function formatExpiry(value: string): string {
  const separated = /^\s*(\d{1,2})\s*[/.-]\s*(\d*)/.exec(value);
  let month: string;
  let year: string;
  if (separated) {
    month = separated[1]!.padStart(2, '0');
    year = separated[2]!.length === 4 ? separated[2]!.slice(2) : separated[2]!;
  } else {
    const digits = value.replace(/\D/g, '');
    const monthLength = digits[0] !== undefined && digits[0] > '1' ? 1 : 2;
    month = digits.slice(0, monthLength).padStart(monthLength === 1 ? 2 : 0, '0');
    year = digits.slice(monthLength);
  }
  year = year.slice(0, 2);
  return year ? `${month}/${year}` : month;
}
