import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions over plain data: the files share one module graph per worker instead of
    // importing it again for each file (a third of the CPU time). Tests that stub globals or fake
    // timers restore them in afterEach / finally.
    isolate: false,
    // Tests wait on states (findBy*, waitFor, events), never on time: the limits below only stop
    // a hung test, and must hold on a loaded two-core machine where a file runs 10-20x slower
    // than alone (Vitest's 5 s default failed dozens of passing tests there).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
