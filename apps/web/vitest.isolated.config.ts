// The merchant app's test files that need modules of their own (see vitest.isolation.ts).
import { defineConfig } from 'vitest/config';
import { webTestConfig } from './vitest.config';

export default defineConfig(webTestConfig(true));
