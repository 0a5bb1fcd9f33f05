#!/usr/bin/env node
// Writes the step times of the last `npm test` (test-results/reports/steps.json, wall and CPU
// seconds per step) into bench/README.md between <!-- test-suite:start --> and
// <!-- test-suite:end -->, next to the figures from before the suite was reorganised.
//
//   node scripts/test-times.mjs [steps.json]            rewrites the section
//   node scripts/test-times.mjs [steps.json] --no-write prints it only
//   node scripts/test-times.mjs [steps.json] --check    exits 1 when the run failed or took
//                                                       20 minutes or more (the target)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET_SECONDS = 20 * 60;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const input =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
  path.join(root, 'test-results', 'reports', 'steps.json');
const run = JSON.parse(readFileSync(input, 'utf8'));
const readme = path.join(root, 'bench', 'README.md');
const START = '<!-- test-suite:start -->';
const END = '<!-- test-suite:end -->';

// CI at the last landing before this change (`.ci/run`, 2 cores): 2,185 s in all, npm install
// about 60 s; every step one after another, Vitest with one worker.
const BEFORE = [
  ['Type-check', 28],
  ['Lint', 26],
  ['Format', 18],
  ['Unit and component tests (PGlite)', 813],
  ['Database tests on PostgreSQL (all 109 api files)', 302],
  ['Build packages and apps', 55],
  ['Storybook build + stories', 462],
  ['End-to-end tests', 186],
];

const s = (n) => (n == null ? '–' : `${Math.round(n).toLocaleString('en')} s`);
const finished = run.finished !== false && run.ok !== undefined;
const met = finished && run.ok && run.wallSeconds < TARGET_SECONDS;
// The run records its load when it ends; an older steps.json has none, and the load now (when the
// section is written, maybe long after the run) says so.
const load = run.loadAtEnd ?? loadavg().map((l) => l.toFixed(1));
const date = new Date(run.finishedAt ?? Date.now()).toISOString().slice(0, 16).replace('T', ' ');

const lines = [
  START,
  '## Test suite (`npm test`)',
  '',
  `Target: \`npm test\` under 20 minutes on CI (2 cores), every test and assertion kept. Written by`,
  '`node scripts/test-times.mjs` from `test-results/reports/steps.json` (`--check` fails a run',
  'that failed or missed the target).',
  '',
  `Last run: ${date} UTC, load average ${run.loadAtEnd ? 'at the end' : 'when this was written'} ${load.join(' / ')} (1 / 5 / 15 min)` +
    `${run.loadAtStart ? `, at the start ${run.loadAtStart.join(' / ')}` : ''}: ` +
    (finished
      ? `**${s(run.wallSeconds)}** wall, ${run.ok ? 'every step passed' : 'a step FAILED'}: ` +
        `**${met ? 'target met' : 'target MISSED'}**.`
      : `**not finished**: ${s(run.wallSeconds)} wall so far, the steps below done; ` +
        '**target not shown met**.'),
  '',
  '| step (lane) | started at | wall | CPU (step and everything it waited for) |',
  '|---|---|---|---|',
  ...run.steps.map(
    (t) =>
      `| ${t.title}${t.lane ? ` (${t.lane})` : ''} | ${s(t.start)} | ${s(t.wall)}${t.status === 'ok' ? '' : ` ${t.status}`} | ${s(t.cpu)} |`,
  ),
  `| **total** | | **${s(run.wallSeconds)}** | ${s(run.steps.reduce((sum, t) => sum + (t.cpu ?? 0), 0))} |`,
  '',
  'Before (CI at the last landing, steps one after another, wall only; 2,185 s for `.ci/run`):',
  '',
  '| step | wall |',
  '|---|---|',
  ...BEFORE.map(([title, wall]) => `| ${title} | ${s(wall)} |`),
  '',
  ...readFileSync(path.join(root, 'scripts', 'test-times.md'), 'utf8')
    .trimEnd()
    .split('\n'),
  END,
];
const section = lines.join('\n');

if (process.argv.includes('--no-write') || process.argv.includes('--check')) {
  console.log(section);
} else {
  let text = existsSync(readme) ? readFileSync(readme, 'utf8') : '';
  const at = text.indexOf(START);
  const end = text.indexOf(END);
  text =
    at === -1
      ? `${text.trimEnd()}\n\n${section}\n`
      : `${text.slice(0, at)}${section}${text.slice(end + END.length)}`;
  writeFileSync(readme, text);
  console.log(`bench/README.md: test-suite section written (${s(run.wallSeconds)}).`);
}
if (process.argv.includes('--check') && !met) {
  console.error(
    `test suite: ${finished ? '' : 'run not finished; '}${run.ok === false ? 'a step failed; ' : ''}` +
      `${s(run.wallSeconds)} against a target under ${s(TARGET_SECONDS)}`,
  );
  process.exit(1);
}
