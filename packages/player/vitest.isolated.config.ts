// The player's test files that need modules of their own (see the root vitest.isolation.ts).
import { defineConfig } from 'vitest/config';
import { playerTestConfig } from './vitest.config';

export default defineConfig(playerTestConfig(true));
