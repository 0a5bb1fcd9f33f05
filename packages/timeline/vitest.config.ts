import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';

const src = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

// The model runs in plain Node (it must not touch the DOM); component tests opt into happy-dom
// with a `// @vitest-environment happy-dom` docblock.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Workspace packages from source, as in the root tsconfig paths.
  resolve: {
    alias: [
      { find: /^@vendy\/client\/generated$/, replacement: src('client/src/generated/graphql.ts') },
      { find: /^@vendy\/client\/(.*)$/, replacement: src('client/src/$1') },
      { find: /^@vendy\/client$/, replacement: src('client/src/index.ts') },
      { find: /^@vendy\/ui-kit$/, replacement: src('ui-kit/src/index.ts') },
      { find: /^@vendy\/ui-kit\/tokens$/, replacement: src('ui-kit/src/tokens.ts') },
      { find: /^@vendy\/player$/, replacement: src('player/src/index.ts') },
      { find: /^@vendy\/player\/(react|testing)$/, replacement: src('player/src/$1/index.ts') },
    ],
  },
  test: {
    name: 'timeline',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Tests wait on states (findBy*, waitFor, events), never on time: the limits below only stop
    // a hung test, and must hold on a loaded two-core machine where a file runs 10-20x slower
    // than alone (Vitest's 5 s default failed dozens of passing tests there).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
