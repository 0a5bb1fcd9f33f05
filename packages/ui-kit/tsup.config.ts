import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// The built JS does not import its CSS: apps import '@vendy/ui-kit/style.css' (see README).
// 'tokens' is the theme contract alone (no components, no CSS), for the player and the timeline.
export default defineConfig({
  entry: { index: 'src/index.ts', tokens: 'src/tokens.ts' },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
