import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDir, ensureBuilt } from './build.js';

/**
 * `npm start` and the operator commands (`npm run seed`, `backup`, `restore`, `invite-admin`):
 * builds the shop when its build is missing or older than the sources, then runs the compiled
 * entry with `node` itself, with no TypeScript loader. Usage: `node scripts/launch.js <entry> [arguments]`.
 */
const ENTRIES = ['main', 'seed', 'backup', 'invite-admin'];
const entry = process.argv[2];
if (!ENTRIES.includes(entry)) {
  console.error(`Usage: node scripts/launch.js <${ENTRIES.join('|')}> [arguments]`);
  process.exit(2);
}
const dir = buildDir();
await ensureBuilt(dir);
// The entry reads its own arguments from process.argv.slice(2), as if started directly.
process.argv.splice(1, 2, path.join(dir, 'app', `${entry}.js`));
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(process.argv[1]).href);
