import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { isolatedTestFiles, isolationHalf } from '../../vitest.isolation';

const isolatedFiles = isolatedTestFiles(fileURLToPath(new URL('.', import.meta.url)), [
  // Asserts that the document holds no image but its own: a shared document may still hold
  // another file's portal or live region.
  'src/icons/icons.test.tsx',
  // Times a tooltip's delay, which React Aria skips while another tooltip has just closed (a
  // module-wide warm-up that another file's tooltip may leave on).
  'src/Tooltip/Tooltip.test.tsx',
]);

/** The ui-kit's test set-up: the files that share modules, or (`isolated`) the others. */
export function uiKitTestConfig(isolated: boolean): ViteUserConfig {
  return {
    plugins: [vanillaExtractPlugin()],
    test: {
      ...isolationHalf('ui-kit', isolatedFiles, isolated),
      environment: 'happy-dom',
      setupFiles: ['./vitest.setup.ts'],
      // Tests wait on states (findBy*, waitFor, events), never on time: the limits below only
      // stop a hung test, and must hold on a loaded two-core machine where a file runs 10-20x
      // slower than alone (Vitest's 5 s default failed dozens of passing tests there).
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig(uiKitTestConfig(false));
