import { loadEnv } from '../env';

let checked: { publicUrl: string | undefined; port: string | undefined; url: string } | null = null;

/**
 * The shop's public address, for links and images in mails. enqueueMail and the newsletter
 * service are called by every feature with only a database handle, so they read it from the
 * environment, the same single source main.ts checks at start-up.
 */
export function shopPublicUrl(): string {
  const { PUBLIC_URL: publicUrl, PORT: port } = process.env;
  // Checking the environment builds a zod schema (about 0.6 ms): once per value, not once per
  // mail, which a paid order queues inside its payment transaction.
  if (checked && checked.publicUrl === publicUrl && checked.port === port) return checked.url;
  // PORT too: without PUBLIC_URL, the address is this machine on the shop's port.
  checked = { publicUrl, port, url: loadEnv({ PUBLIC_URL: publicUrl, PORT: port }).PUBLIC_URL };
  return checked.url;
}
