import { loadEnv } from '../env';

/**
 * The shop's public address, for links and images in mails. enqueueMail and the newsletter
 * service are called by every feature with only a database handle, so they read it from the
 * environment, the same single source main.ts checks at start-up.
 */
export function shopPublicUrl(): string {
  // PORT too: without PUBLIC_URL, the address is this machine on the shop's port.
  return loadEnv({ PUBLIC_URL: process.env.PUBLIC_URL, PORT: process.env.PORT }).PUBLIC_URL;
}
