/** The promo code fields that decide whether it applies today. */
export type PromoCodeState = { isActive: boolean; startsOn: string; endsOn: string; singleUse: boolean };

export type PromoRefusal = 'unknown' | 'inactive' | 'not_started' | 'expired' | 'already_used';

export type PromoCheck = { ok: true } | { ok: false; reason: PromoRefusal };

export type PromoContext = {
  /** YYYY-MM-DD in Europe/Paris (see parisDay). */
  today: string;
  /** Whether this customer has already used the code in a placed order. */
  alreadyUsed: boolean;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function requireDay(value: string, what: string): void {
  // Days are compared as strings, which only orders them correctly in this exact form.
  if (!DAY.test(value)) throw new RangeError(`Invalid ${what} day: ${value}`);
}

/**
 * Whether a promo code (null when no code matches what was typed) applies today. The validity
 * window is inclusive at both ends: a code is valid all day on its first and on its last day.
 */
export function checkPromo(code: PromoCodeState | null, context: PromoContext): PromoCheck {
  if (code === null) return { ok: false, reason: 'unknown' };
  requireDay(context.today, 'current');
  requireDay(code.startsOn, 'start');
  requireDay(code.endsOn, 'end');
  if (!code.isActive) return { ok: false, reason: 'inactive' };
  if (context.today < code.startsOn) return { ok: false, reason: 'not_started' };
  if (context.today > code.endsOn) return { ok: false, reason: 'expired' };
  if (code.singleUse && context.alreadyUsed) return { ok: false, reason: 'already_used' };
  return { ok: true };
}
