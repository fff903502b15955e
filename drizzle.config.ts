import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes reviewed SQL migrations into drizzle/; the app applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
