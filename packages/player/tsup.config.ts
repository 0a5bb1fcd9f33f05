import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// Three entries: the framework-free core ('@vendy/player'), the React binding
// ('@vendy/player/react') and test doubles ('@vendy/player/testing'). Providers are separate
// chunks behind dynamic imports, so nothing of hls.js or the embeds loads before play.
// The built JS does not import its CSS: apps import '@vendy/player/style.css' (see README).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    react: 'src/react/index.ts',
    testing: 'src/testing/index.ts',
  },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@vendy\/(client|ui-kit)/, /^hls\.js/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
