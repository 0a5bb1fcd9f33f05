import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from './vite.config';
import { isolatedTestFiles, isolationHalf } from '../../vitest.isolation';

const isolatedFiles = isolatedTestFiles(fileURLToPath(new URL('.', import.meta.url)), [
  // Checks that the session request starts before the app's code has loaded.
  'src/app/router.session.test.tsx',
  // Hydrates the build-time frames with the app's own session store and browser router: a session
  // another file left loaded in the shared graph renders a different frame than the one built.
  'src/prerender.test.tsx',
]);

/** The merchant app's test set-up: the files that share modules, or (`isolated`) the others. */
export function webTestConfig(isolated: boolean): ViteUserConfig {
  return {
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { alias: workspaceAliases },
    test: {
      ...isolationHalf('web', isolatedFiles, isolated),
      environment: 'happy-dom',
      setupFiles: ['../../packages/ui-kit/vitest.setup.ts'],
      // Tests wait on states (findBy*, waitFor, events), never on time: the limits below only
      // stop a hung test, and must hold on a loaded two-core machine where a file runs 10-20x
      // slower than alone (Vitest's 5 s default failed dozens of passing tests there).
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig(webTestConfig(false));
