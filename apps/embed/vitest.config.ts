import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'embed', environment: 'node', include: ['src/**/*.test.ts'] },
});
