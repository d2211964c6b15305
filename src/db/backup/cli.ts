import path from 'node:path';
import { loadEnv } from '../../server/env';
import { writeBackup } from './backup';
import { BackupError } from './layout';
import { restoreBackup } from './restore';

/**
 * `npm run backup [FILE]` and `npm run restore FILE`: the embedded shop (PGlite and the files
 * of DATA_DIR) to one file and back (ADR 25). On PostgreSQL the database is the server's to
 * back up: the command says how, and what else to keep.
 */
function postgresAdvice(dataDir: string, command: string): string {
  return [
    `DATABASE_URL is set: the shop's database is on a PostgreSQL server, which ${command === 'restore' ? 'restores' : 'backs up'} its own data:`,
    '  pg_dump --format=custom --file=atelier.dump "$DATABASE_URL"                 (a consistent copy, taken while the shop runs)',
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" atelier.dump   (into the database, the shops stopped)',
    `Also keep DATA_DIR (${path.resolve(dataDir)}): the product and site pictures (images/) and the invoices' PDFs (invoices/)`,
    'are files there, not rows in the database; copy it with the dump (e.g. tar czf atelier-files.tar.gz -C DATA_DIR .).',
  ].join('\n');
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replaceAll(':', '-')
    .replace('T', '-');

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const env = loadEnv(process.env, { takesPayments: false });
  if (command !== 'backup' && command !== 'restore') throw new BackupError('Usage: npm run backup [FILE] | npm run restore FILE');
  if (env.DATABASE_URL) throw new BackupError(postgresAdvice(env.DATA_DIR, command));
  const dataDir = path.resolve(env.DATA_DIR);

  if (command === 'backup') {
    const target = file ?? `atelier-backup-${stamp()}.tar.gz`;
    const summary = await writeBackup(dataDir, target);
    console.log(
      `Backup of ${dataDir} written to ${target} (${(summary.bytes / 1_048_576).toFixed(1)} MB): ` +
        `${summary.products} products, ${summary.orders} orders, ${summary.customers} customers, ${summary.settings} settings, ${summary.files} files.`,
    );
    return;
  }
  if (!file) throw new BackupError('Usage: npm run restore FILE (into DATA_DIR, which must be empty)');
  const summary = await restoreBackup(file, dataDir);
  console.log(
    `Restored ${file} (made ${summary.createdAt}) into ${dataDir}: ` +
      `${summary.products} products, ${summary.orders} orders, ${summary.customers} customers, ${summary.settings} settings, ${summary.files} files. ` +
      'Start the shop with this DATA_DIR.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
