import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui-kit',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Tests wait on states (findBy*, waitFor, events), never on time: the limits below only stop
    // a hung test, and must hold on a loaded two-core machine where a file runs 10-20x slower
    // than alone (Vitest's 5 s default failed dozens of passing tests there).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
