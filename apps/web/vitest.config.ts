import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from './vite.config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceAliases },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/ui-kit/vitest.setup.ts'],
    // Tests wait on states (findBy*, waitFor, events), never on time: the limits below only stop
    // a hung test, and must hold on a loaded two-core machine where a file runs 10-20x slower
    // than alone (Vitest's 5 s default failed dozens of passing tests there).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
