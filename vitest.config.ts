import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { API_TEST_MS, JOURNEY_MS, SETUP_MS, SYSTEM_MS, WAIT_MS } from './tests/timeouts.ts';

/**
 * The projects. `npm test` runs unit, the API on PGlite (and on PostgreSQL when
 * TEST_DATABASE_URL is set) and the browser journeys against the built shop; `npm run
 * test:system` runs the system proofs: the built shop as processes (crashes, shutdowns, starts,
 * several instances on one PostgreSQL under load, 20,000-subscriber newsletters).
 */
const API_TESTS = ['src/**/*.api.test.ts'];

/**
 * Waits for events (expect.poll) give up only after a busy machine's worth of time. Set in each
 * project: a project does not inherit the root's `test` options.
 */
const WAITS = { expect: { poll: { timeout: WAIT_MS, interval: 50 } } };

const apiProject = (name: string, databaseEngine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    ...WAITS,
    name,
    include: API_TESTS,
    environment: 'node',
    globalSetup: ['tests/helpers/database-setup.ts'],
    provide: { databaseEngine },
    // Each file opens its own database and app; the modules they are built from are shared.
    isolate: false,
    hookTimeout: SETUP_MS,
    testTimeout: API_TEST_MS,
  },
});

export default defineConfig({
  test: {
    // Both cores: a test file is mostly one thread's work (its database on PGlite, its requests).
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...WAITS,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...API_TESTS],
          environment: 'node',
          // Pure code: the files share one module graph per worker instead of each importing it
          // again, which was most of this project's time.
          isolate: false,
          hookTimeout: SETUP_MS,
          testTimeout: API_TEST_MS,
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      {
        test: {
          ...WAITS,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/helpers/shop-server.ts'],
          // The files run one after another in one worker: they share its modules (Playwright's
          // client is seconds to import) instead of importing them again for each file.
          isolate: false,
          // One browser and one server: journeys run one file at a time (they share the demo
          // shop's data and its per-IP limits). Vitest runs a project of one worker only after
          // the others; `npm test` starts the journeys in a vitest of their own beside them.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          hookTimeout: SETUP_MS,
          testTimeout: JOURNEY_MS,
        },
      },
      {
        test: {
          // `npm run test:system`: the built shop as separate processes.
          ...WAITS,
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          // Several instances need a database server; the embedded one is for a single process.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['tests/system/**/*.postgres.test.ts'])],
          environment: 'node',
          // Each file loads both cores with whole shops.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          hookTimeout: SYSTEM_MS,
          testTimeout: SYSTEM_MS,
        },
      },
    ],
  },
});
