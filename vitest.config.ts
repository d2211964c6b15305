import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * `vitest run` runs everything: unit tests, API tests on PGlite (and on PostgreSQL when
 * TEST_DATABASE_URL is set), then the built shop as processes (crash recovery; several
 * instances on PostgreSQL when TEST_DATABASE_URL is set) and the browser journeys.
 */
const API_TESTS = ['src/**/*.api.test.ts'];

const apiProject = (name: string, databaseEngine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: API_TESTS,
    environment: 'node',
    globalSetup: ['tests/helpers/database-setup.ts'],
    provide: { databaseEngine },
    // Opening a database copy takes about a second on PGlite; more on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...API_TESTS],
          environment: 'node',
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      {
        test: {
          // The built shop as separate processes: crashes, several instances on one database.
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          // Several instances need a database server; the embedded one is for a single process.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['tests/system/**/*.postgres.test.ts'])],
          environment: 'node',
          fileParallelism: false,
          // After the journeys, not beside them: both load the two cores with whole shops.
          sequence: { groupOrder: 2 },
          hookTimeout: 300_000,
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/helpers/shop-server.ts'],
          // One browser and one server: journeys run one file at a time, after the other projects.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // The server seeds the demo shop (with its images) on first start.
          hookTimeout: 180_000,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
