import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const clientSrc = fileURLToPath(new URL('../../packages/client/src/', import.meta.url));

export default defineConfig({
  // The contract package from source, as in the root tsconfig paths.
  resolve: { alias: [{ find: /^@vendy\/client\/(.*)$/, replacement: `${clientSrc}$1` }] },
  test: { name: 'embed', environment: 'node', include: ['src/**/*.test.ts'] },
});
