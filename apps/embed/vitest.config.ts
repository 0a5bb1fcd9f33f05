import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';

const src = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

export default defineConfig({
  // The workspace packages from source (their vanilla-extract styles too), as in vite.config.ts.
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: [
      {
        find: /^@vendy\/client\/generated$/,
        replacement: src('packages/client/src/generated/graphql.ts'),
      },
      { find: /^@vendy\/client\/(.*)$/, replacement: src('packages/client/src/$1') },
      { find: /^@vendy\/client$/, replacement: src('packages/client/src/index.ts') },
      { find: /^@vendy\/ui-kit\/tokens$/, replacement: src('packages/ui-kit/src/tokens.ts') },
      { find: /^@vendy\/player$/, replacement: src('packages/player/src/index.ts') },
      {
        find: /^@vendy\/player\/(react|testing)$/,
        replacement: src('packages/player/src/$1/index.ts'),
      },
    ],
  },
  test: {
    name: 'embed',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Tests wait on states (findBy*, waitFor, events), never on time: the limits below only stop
    // a hung test, and must hold on a loaded two-core machine where a file runs 10-20x slower
    // than alone (Vitest's 5 s default failed dozens of passing tests there).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
