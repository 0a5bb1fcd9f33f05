// The ui-kit's test files that need modules of their own (see the root vitest.isolation.ts).
import { defineConfig } from 'vitest/config';
import { uiKitTestConfig } from './vitest.config';

export default defineConfig(uiKitTestConfig(true));
