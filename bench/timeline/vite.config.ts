// A tiny page with the timeline editor for bench/timeline/run.mjs (production build).
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
    ],
  },
  build: { emptyOutDir: true, sourcemap: false },
  logLevel: 'warn',
});
