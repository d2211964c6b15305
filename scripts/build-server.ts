import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Compiles the server to plain JavaScript beside the web build (`<BUILD_DIR>/app/`), so `npm
 * start` runs `node` on it: no TypeScript loader at run time and no transpiling at every start.
 * Each entry is one bundle of the shop's own code; packages stay in node_modules, imported as
 * they are. The render thread's and the embedded database thread's modules and the module-resolution
 * hook are entries of their own because they are loaded by file name (worker threads, `module.register`).
 */
const ENTRIES = {
  main: 'src/server/main.ts',
  'render-thread': 'src/server/render/render-thread.ts',
  'pglite-thread': 'src/db/pglite-thread.ts',
  'production-react-router': 'src/server/production-react-router.ts',
  seed: 'src/db/seed/cli.ts',
  backup: 'src/db/backup/cli.ts',
  'invite-admin': 'src/server/features/team/invite-admin-cli.ts',
};

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const outdir = path.join(buildDir, 'app');

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: ENTRIES,
  outdir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  // main.js stays small: it registers the resolution hook before the rest of the shop is imported.
  splitting: true,
  // Beside the entries: code that finds files next to itself (the render thread's module, the
  // migrations) sees the same folder from every chunk.
  chunkNames: '[name]-[hash]',
  target: 'node20.19',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
  // Kept as written: the logs and stack traces name the shop's own functions.
  keepNames: true,
});
// The migrations are SQL files read at start-up from beside the code that applies them (db/client.ts).
cpSync('src/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
console.log(`server compiled to ${path.relative(process.cwd(), outdir)} in ${Date.now() - started} ms`);
