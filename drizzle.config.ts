import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to write a new SQL migration from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
