import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { requireCustomer } from '../sessions/plugin';

/**
 * Calls per minute and per IP on the routes that send mail or check a password: enough for a
 * person, too few for a script. Failed sign-ins are also throttled per account and source
 * (sign-in-throttle.ts), and mails per recipient (recipient-mail-limit.ts).
 */
export const RATE_LIMITS = {
  signIn: { max: 20, timeWindow: 60_000 },
  register: { max: 5, timeWindow: 60_000 },
  forgotPassword: { max: 5, timeWindow: 60_000 },
  resendConfirmation: { max: 5, timeWindow: 60_000 },
  profile: { max: 5, timeWindow: 60_000 },
  /** Per signed-in customer, whatever their IPs: one account cannot mail address after address. */
  profilePerCustomer: { max: 10, timeWindow: 3_600_000 },
} as const;

/**
 * A route hook limiting calls per signed-in customer (401 for a visitor), answered with the same
 * 429 as the per-IP limits. Counted in the store the instances share, like them (ADR 24).
 */
export function perCustomerLimit(app: FastifyInstance, limit: { max: number; timeWindow: number }) {
  const count = app.createRateLimit({ ...limit, keyGenerator: async (request) => `customer:${(await requireCustomer(request)).id}` });
  return async (request: FastifyRequest) => {
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, 'too_many_requests', 'errors:tooManyRequests');
  };
}
