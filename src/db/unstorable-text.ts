import type { Logger } from 'drizzle-orm';

/**
 * PostgreSQL cannot store a NUL character in text: a statement carrying one fails, and the
 * failure would be a 500. Input is checked long before (domain/plain-text.ts); this is the net
 * under that check, for a field a schema forgot: the statement is not sent, and the error says
 * nothing of the values (it may be logged).
 */
export class UnstorableTextError extends Error {
  constructor() {
    super('A text parameter holds a NUL character, which PostgreSQL cannot store; the statement was not sent.');
  }
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  return Array.isArray(value) && value.some(holdsNul);
}

/**
 * Drizzle hands every statement and its parameters to its logger just before sending it, on
 * both drivers and inside transactions: the one place that sees every value bound to a query.
 */
export const refuseUnstorableText: Logger = {
  logQuery(_query, params) {
    if (params.some(holdsNul)) throw new UnstorableTextError();
  },
};
