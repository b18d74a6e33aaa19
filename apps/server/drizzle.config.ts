import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: generates the committed SQL migrations from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
});
