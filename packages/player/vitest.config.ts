import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { isolatedTestFiles, isolationHalf } from '../../vitest.isolation';

const src = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const isolatedFiles = isolatedTestFiles(fileURLToPath(new URL('.', import.meta.url)));

/** The player's test set-up: the files that share modules, or (`isolated`) the others. */
export function playerTestConfig(isolated: boolean): ViteUserConfig {
  return {
    plugins: [vanillaExtractPlugin()],
    // Workspace packages from source, as in the root tsconfig paths.
    resolve: {
      alias: [
        {
          find: /^@vendy\/client\/generated$/,
          replacement: src('client/src/generated/graphql.ts'),
        },
        { find: /^@vendy\/client\/(.*)$/, replacement: src('client/src/$1') },
        { find: /^@vendy\/client$/, replacement: src('client/src/index.ts') },
        { find: /^@vendy\/ui-kit\/tokens$/, replacement: src('ui-kit/src/tokens.ts') },
      ],
    },
    test: {
      ...isolationHalf('player', isolatedFiles, isolated),
      environment: 'happy-dom',
      environmentOptions: {
        happyDOM: {
          settings: {
            disableJavaScriptFileLoading: true,
            disableCSSFileLoading: true,
          },
        },
      },
      setupFiles: ['../ui-kit/vitest.setup.ts'],
      // Tests wait on states (findBy*, waitFor, events), never on time: the limits below only
      // stop a hung test, and must hold on a loaded two-core machine where a file runs 10-20x
      // slower than alone (Vitest's 5 s default failed dozens of passing tests there).
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig(playerTestConfig(false));
