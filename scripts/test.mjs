#!/usr/bin/env node
// `npm test`: everything CI checks, in order, failing fast. Prints one closing line with the number
// of tests that passed and failed across the unit, story and end-to-end runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `  ${title}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return res.status === 0;
}

function count(file, pick) {
  if (!existsSync(file)) return;
  const c = pick(JSON.parse(readFileSync(file, 'utf8')));
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
}

const jest = (j) => ({
  passed: j.numPassedTests,
  failed: j.numFailedTests,
  skipped: j.numPendingTests + (j.numTodoTests ?? 0),
});
const playwright = (j) => ({
  passed: j.stats.expected + j.stats.flaky,
  failed: j.stats.unexpected,
  skipped: j.stats.skipped,
});

function finish(ok) {
  count(path.join(reports, 'unit.json'), jest);
  count(path.join(reports, 'unit-postgres.json'), jest);
  count(path.join(reports, 'stories.json'), jest);
  count(path.join(reports, 'e2e.json'), playwright);
  if (!ok && totals.failed === 0) totals.failed = 1; // a failing step with no test counts (type or lint errors)
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const npx = (bin, ...args) => ['npx', ['--no-install', bin, ...args]];
const steps = [
  ['System packages (chromium, ffmpeg)', 'node', ['scripts/ensure-system-deps.mjs']],
  ['GraphQL code generation', 'npm', ['run', 'codegen', '--silent']],
  ['Type-check', ...npx('tsc', '-p', 'tsconfig.json')],
  ['Lint', ...npx('eslint', '.', '--max-warnings=0')],
  ['Format', ...npx('prettier', '--check', '.', '--log-level', 'warn')],
  ['Theme app extension (Shopify theme-check)', 'node', ['scripts/theme-check.mjs']],
  [
    'Unit and component tests (PGlite)',
    ...npx(
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'unit.json')}`,
    ),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    `Database tests on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`,
    ...npx(
      'vitest',
      'run',
      '--project',
      'api',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'unit-postgres.json')}`,
    ),
  ]);
}
steps.push(
  ['Build packages and apps', 'npm', ['run', 'build', '--silent']],
  [
    'Storybook stories (render, play, axe, visual)',
    'node',
    ['scripts/test-stories.mjs', '--json', '--outputFile', path.join(reports, 'stories.json')],
  ],
  [
    'End-to-end tests (Playwright, real server)',
    ...npx('playwright', 'test', '-c', 'tests/playwright.config.ts'),
  ],
);

for (const [title, cmd, args] of steps) {
  // The PostgreSQL step is the only one that needs TEST_DATABASE_URL; the PGlite run must not see it.
  const env = title.startsWith('Database tests') ? {} : { TEST_DATABASE_URL: '' };
  if (!run(title, cmd, args, env)) finish(false);
}
finish(true);
