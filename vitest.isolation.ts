// Which test files of a browser-like project (happy-dom: apps/web, ui-kit, player) run in a fresh
// module graph each, and which share one per worker. Sharing takes a half to three quarters off
// the CPU those projects take: a file's own imports (React, react-aria, the ui-kit, the app's
// modules) were most of its time, and each file already renders into a fresh DOM and cleans up
// after itself. A file that replaces a module (vi.mock and the like), fakes timers or globals, or
// renders stories through composeStories (the preview's decorators are module state) needs
// modules of its own, as do the files a project names (they check what loads when).
//
// Each such project has two configs: vitest.config.ts (`<name>`, shared) and
// vitest.isolated.config.ts (`<name>-isolated`), both listed in the root vitest.config.ts.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;
const NEEDS_OWN_MODULES =
  /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(|\bcomposeStories\b/;

function testFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(root, rel);
    return TEST_FILE.test(entry.name) ? [rel] : [];
  });
}

/** The test files under `root`/src (relative to `root`) that must not share modules. */
export function isolatedTestFiles(root: string, alsoIsolated: readonly string[] = []): string[] {
  return testFiles(root, 'src').filter(
    (file) =>
      alsoIsolated.includes(file) ||
      NEEDS_OWN_MODULES.test(readFileSync(path.join(root, file), 'utf8')),
  );
}

/**
 * The `test` options that pick one half of a project: `isolated` the files that need their own
 * modules, otherwise every other test file, sharing modules.
 */
export function isolationHalf(
  name: string,
  isolatedFiles: string[],
  isolated: boolean,
): NonNullable<ViteUserConfig['test']> {
  return {
    name: isolated ? `${name}-isolated` : name,
    include: isolated ? isolatedFiles : ['src/**/*.test.{ts,tsx}'],
    exclude: isolated ? [] : isolatedFiles,
    isolate: isolated,
  };
}
