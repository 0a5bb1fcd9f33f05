import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from './vite.config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: [{ find: /^@vendy\/ui-kit$/, replacement: '/tmp/sess/uikit-shim.ts' }, ...workspaceAliases.filter((a) => !String(a.find).includes('ui-kit'))] },
  server: { fs: { strict: false } },
  test: {
    name: 'webshim',
    environment: 'happy-dom',
    include: ['src/session/**/*.test.{ts,tsx}', 'src/areas/auth/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/ui-kit/vitest.setup.ts'],
  },
});
