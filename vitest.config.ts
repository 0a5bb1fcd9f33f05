// One Vitest run over every workspace's unit and component tests (each workspace is a project).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The happy-dom projects have two halves each: their files that share modules and those
    // that need their own (vitest.isolation.ts).
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'packages/*/vitest.isolated.config.ts',
      'apps/*/vitest.isolated.config.ts',
    ],
    // Vitest's default keeps a core for its own process: one test worker on the two-core machines
    // CI and development run on, so the other core sat mostly idle. The main process only
    // transforms and reports, so two workers (plus it) keep both cores busy; the test files are
    // independent (own database, own port, own temporary folder).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
