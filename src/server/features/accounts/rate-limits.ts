/**
 * Calls per minute and per IP on the routes that send mail or check a password: enough for a
 * person, too few for a script. Failed sign-ins are also capped per account (sign-in-lockout.ts).
 */
export const RATE_LIMITS = {
  signIn: { max: 20, timeWindow: 60_000 },
  register: { max: 5, timeWindow: 60_000 },
  forgotPassword: { max: 5, timeWindow: 60_000 },
  resendConfirmation: { max: 5, timeWindow: 60_000 },
} as const;
