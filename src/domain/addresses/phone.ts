import { CALLING_CODES } from './countries';

/** Digit pairs counted from the end, so an odd count keeps its single digit in front. */
function pairsFromEnd(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return groups.join(' ');
}

/**
 * A phone number as the shop shows it, in pairs of digits (spec section 9): '0612345678' →
 * '06 12 34 56 78'. An international number keeps its calling code apart: '+33612345678' →
 * '+33 6 12 34 56 78' (the French way of writing it), '0033…' reads as '+33…', and the
 * '(0)' some people write after the code is dropped. What is stored is what was typed.
 */
export function formatPhone(raw: string): string {
  const typed = raw.trim();
  const international = typed.startsWith('+') || typed.startsWith('00');
  const digits = (international ? typed.replace(/\(0\)/g, '') : typed).replace(/\D/g, '');
  if (!digits) return typed;
  if (!international) return pairsFromEnd(digits);
  const number = typed.startsWith('00') ? digits.slice(2) : digits;
  // Calling codes are prefix-free: at most one matches.
  const code = CALLING_CODES.find((c) => number.startsWith(c) && number.length > c.length);
  return code ? `+${code} ${pairsFromEnd(number.slice(code.length))}` : `+${pairsFromEnd(number)}`;
}
