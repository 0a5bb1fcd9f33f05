// drizzle-kit compares src/db/schema with the migrations already in ./drizzle and writes the SQL
// for the difference (`npm run db:generate -w @vendy/api`). The server applies them at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
