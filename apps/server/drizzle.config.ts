import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/**/*.table.ts', './src/plugins/*.table.ts'],
  out: './drizzle',
});
