import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's parameters: 19 MiB of memory, 2 passes, 1 lane. */
// Algorithm.Argon2id: the package's enum is `const`, which isolated modules cannot import.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never grants access.
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the account does not exist, so that a
 * sign-in attempt takes the same time whether or not the e-mail address is known.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that no account has');
  return decoy;
}
