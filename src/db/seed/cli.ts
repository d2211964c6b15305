import path from 'node:path';
import { loadEnv } from '../../server/env';
import { configuredDatabase, openDatabase } from '../client';
import { DEMO_ADMIN, DEMO_COLLABORATOR, DEMO_CUSTOMER } from './demo-accounts';
import { drawnImagesCacheOf, seedDemoData } from './index';

/** `npm run seed`: resets the configured database to the demo shop and draws missing pictures. */
async function main() {
  const env = loadEnv(process.env, { takesPayments: false });
  const started = Date.now();
  const handle = await openDatabase(configuredDatabase(env, 'npm run seed'));
  try {
    const imagesDir = path.join(env.DATA_DIR, 'images');
    const summary = await seedDemoData(handle.db, { imagesDir, imagesCacheDir: drawnImagesCacheOf(path.resolve(env.BUILD_DIR)) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `Demo shop ready in ${seconds} s (${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${path.join(env.DATA_DIR, 'pglite')}`}).`,
        `  ${summary.products} products, ${summary.colors} colours, ${summary.stock} stock rows, ${summary.media} pictures`,
        `  ${summary.imagesGenerated} images drawn in ${imagesDir} (existing ones kept)`,
        `  back office: ${DEMO_ADMIN.login} / ${DEMO_ADMIN.password} (administrator)`,
        `               ${DEMO_COLLABORATOR.login} / ${DEMO_COLLABORATOR.password} (collaborator)`,
        `  customer:    ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
      ].join('\n'),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
