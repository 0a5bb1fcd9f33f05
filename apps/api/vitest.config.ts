import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// graphql-js refuses schemas, types and errors made by another copy of itself ("Cannot use
// GraphQLSchema from another module or realm"). Vite would resolve our `import 'graphql'` to the
// ESM build while graphql-yoga (loaded by Node) gets the CommonJS one, so point ours at the very
// file graphql-yoga uses.
const fromYoga = createRequire(createRequire(import.meta.url).resolve('graphql-yoga'));
const graphqlEntry = fromYoga.resolve('graphql');
// The contract package is used from source, so tests never depend on a stale build of it.
const clientSrc = fileURLToPath(new URL('../../packages/client/src/', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: graphqlEntry },
      { find: /^@vendy\/client\/(domain|validation)$/, replacement: `${clientSrc}$1/index.ts` },
      { find: /^@vendy\/client$/, replacement: `${clientSrc}index.ts` },
    ],
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // PGlite starts a PostgreSQL in WebAssembly per test file: a few seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
