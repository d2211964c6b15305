import type { DbOrTx } from '../../../db/client';
import { codeExpiry, type CodePurpose } from '../../../domain/accounts/codes';
import { hashToken, newToken } from '../../security/tokens';
import { insertCode } from './repo';

/** A new single-use code for a mail link; only its hash is stored. */
export async function issueCode(
  db: DbOrTx,
  customerId: number,
  purpose: CodePurpose,
  now: Date,
  data?: Record<string, string>,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newToken();
  const expiresAt = codeExpiry(purpose, now);
  await insertCode(db, { customerId, purpose, codeHash: hashToken(code), expiresAt, data });
  return { code, expiresAt };
}
