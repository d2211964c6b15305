/**
 * The Luhn check (ISO/IEC 7812): from the right, every second digit doubled (less 9 past 9), the
 * sum a multiple of 10. It catches any one mistyped digit and most swaps of neighbours; card
 * numbers, SIRENs and SIRETs end in such a key.
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
