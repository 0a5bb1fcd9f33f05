import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// Two entries: the framework-free model ('@vendy/timeline') and the React components
// ('@vendy/timeline/react'). The built JS does not import its CSS: apps import
// '@vendy/timeline/style.css' (or compile the .css.ts sources with their own Vite plugin).
export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-aria-components',
    /^@vendy\/(client|player|ui-kit)/,
    /^@dnd-kit\//,
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
