import { defineConfig } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The storefront embed is served under /embed/ by the API. It stays as small as possible: no
// framework code loads before a shopper interacts (see ARCHITECTURE.md, "Browser apps").
export default defineConfig({
  base: '/embed/',
  plugins: [vanillaExtractPlugin()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
