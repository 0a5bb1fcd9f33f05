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
    // Each file builds its own app on its own database, port and folder, so the files share one
    // module graph per worker instead of importing the whole app again for each (the import was
    // about 12 s of a file's time on a loaded machine, more than most files' tests). A file that
    // mocks a module re-imports what uses it (vi.resetModules: see auth/passwords.test.ts).
    isolate: false,
    // PGlite starts a PostgreSQL in WebAssembly per test file: a few seconds alone, 10-30 s on a
    // loaded machine. Tests wait on states (responses, rows, events), never on time: the limits
    // only stop a hung test and must hold when the machine is 10-20x slower than when alone.
    hookTimeout: 300_000,
    testTimeout: 120_000,
  },
});
