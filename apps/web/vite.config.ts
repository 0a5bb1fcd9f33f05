import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = (p: string) => path.join(root, p);

// The merchant app compiles the workspace packages from source (their vanilla-extract styles too).
export const workspaceAliases = [
  {
    find: /^@vendy\/client\/generated$/,
    replacement: src('packages/client/src/generated/graphql.ts'),
  },
  { find: /^@vendy\/client\/(.*)$/, replacement: src('packages/client/src/$1') },
  { find: /^@vendy\/client$/, replacement: src('packages/client/src/index.ts') },
  { find: /^@vendy\/ui-kit$/, replacement: src('packages/ui-kit/src/index.ts') },
  { find: /^@vendy\/ui-kit\/tokens$/, replacement: src('packages/ui-kit/src/tokens.ts') },
  { find: /^@vendy\/player$/, replacement: src('packages/player/src/index.ts') },
  {
    find: /^@vendy\/player\/(react|testing)$/,
    replacement: src('packages/player/src/$1/index.ts'),
  },
  { find: /^@vendy\/timeline$/, replacement: src('packages/timeline/src/index.ts') },
  { find: /^@vendy\/timeline\/react$/, replacement: src('packages/timeline/src/react/index.ts') },
];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceAliases },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      [
        '/graphql',
        '/healthz',
        '/auth',
        '/shopify',
        '/sandbox',
        '/dev',
        '/webhooks',
        '/storage',
        '/media',
        '/uploads',
        '/oembed',
        '/catalogue',
      ].map((p) => [p, 'http://127.0.0.1:3000']),
    ),
  },
});
