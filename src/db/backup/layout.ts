import type { PGlite } from '@electric-sql/pglite';
import { isClaimFile } from '../data-dir-claim';

/**
 * What a backup file of the embedded shop holds (ADR 25): one gzipped tar with
 * - `atelier-backup.json`, what it is (format, version, date) and what the database held then;
 * - `database.tar`, the PGlite data directory as `dumpDataDir` writes it (what PGlite itself loads back);
 * - `files/`, everything else under DATA_DIR: the pictures (`images/`), the invoices' PDFs (`invoices/`).
 */
export const MANIFEST_ENTRY = 'atelier-backup.json';
export const DATABASE_ENTRY = 'database.tar';
export const FILES_ENTRY = 'files';
export const BACKUP_FORMAT = { format: 'atelier-backup', version: 1 } as const;

/** The embedded database under DATA_DIR. */
export const DATABASE_DIR = 'pglite';

/** Whether an entry of DATA_DIR goes into `files/`: not the database (dumped apart), nor the claim on it. */
export function isFileToBackUp(name: string): boolean {
  return name !== DATABASE_DIR && !isClaimFile(name, DATABASE_DIR);
}

/** A refusal or a failure to tell the operator as it is (the command prints the message alone). */
export class BackupError extends Error {}

export type ShopCounts = { products: number; orders: number; customers: number; settings: number };

/** What the operator checks after a backup or a restore: the shop's main tables are all there. */
export async function countShop(pglite: PGlite): Promise<ShopCounts> {
  const { rows } = await pglite.query<ShopCounts>(
    `select (select count(*) from products)::int as products, (select count(*) from orders)::int as orders,
            (select count(*) from customers)::int as customers, (select count(*) from settings)::int as settings`,
  );
  return rows[0]!;
}
