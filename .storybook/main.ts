// One Storybook over every workspace's stories (packages and app pages).
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (p: string) => path.join(root, p);

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Stories import workspace packages from source, like the root tsconfig paths.
    viteConfig.resolve = {
      ...viteConfig.resolve,
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
        { find: /^@vendy\/timeline$/, replacement: src('packages/timeline/src/index.ts') },
        {
          find: /^@vendy\/timeline\/react$/,
          replacement: src('packages/timeline/src/react/index.ts'),
        },
      ],
    };
    return viteConfig;
  },
};

export default config;
