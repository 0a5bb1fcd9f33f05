// A tiny page with the timeline editor for bench/timeline/run.mjs (production build). The
// workspace packages are compiled from source, as the merchant app does.
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
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
    ],
  },
  build: { emptyOutDir: true, sourcemap: false },
  logLevel: 'warn',
});
