import { createHash, randomBytes } from 'node:crypto';

/**
 * Random secrets handed to a browser or written in a mail (session ids, confirmation and reset
 * codes, unsubscribe links). Only their SHA-256 is stored, so a copy of the database gives no
 * usable secret.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
