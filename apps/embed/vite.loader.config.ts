import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const clientSrc = fileURLToPath(new URL('../../packages/client/src/', import.meta.url));

// /embed/loader.js: the tiny classic script store themes include (see src/loader). Built after the
// embed app into the same dist folder, as one self-contained file without a content hash: its
// address is part of every merchant's embed code.
export default defineConfig({
  resolve: { alias: [{ find: /^@vendy\/client\/(.*)$/, replacement: `${clientSrc}$1` }] },
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2020',
    lib: {
      entry: fileURLToPath(new URL('src/loader/index.ts', import.meta.url)),
      formats: ['iife'],
      name: 'vendyLoaderBundle',
      fileName: () => 'loader.js',
    },
  },
});
