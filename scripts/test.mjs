#!/usr/bin/env node
// `npm test`: everything CI checks, failing fast. Prints each step's wall and CPU time and one
// closing line with the number of tests that passed, failed and were skipped across the unit,
// story and end-to-end runners.
//
// Steps that do not depend on each other run side by side in two lanes (the machines running this
// have two cores): the type-check beside lint and format; after the unit and component tests, the
// contract package and app builds and the end-to-end tests beside the other package builds, the
// Storybook build and the stories, then the PostgreSQL pass in parts that either lane takes as it
// comes free. A parallel step's lines are prefixed with its tag; the first failing step stops the
// others and the run.
//
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --serial   the same steps one after another (to time each step alone)
//   node scripts/test.mjs --only tsc,lint   only the steps with these tags (deps, codegen, tsc,
//                                           lint, format, theme, unit, build, e2e, postgres,
//                                           sb-build, stories)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { databaseTestFiles } from './database-test-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results', 'reports');
const serial = process.argv.includes('--serial');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : new Set(process.argv[onlyAt + 1]?.split(','));
const started = Date.now();
const loadAtStart = loadavg().map((l) => Number(l.toFixed(1)));

const totals = { passed: 0, failed: 0, skipped: 0 };

// CPU time (user + system) of a finished step and of everything it waited for. Each step runs under
// a small wrapper (this script with --measure) that reads its children's CPU time from
// /proc/self/stat once the step's command has exited; elsewhere the figure is left out.
const CLOCK_TICKS = 100;
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5) (cutime, cstime); the slice starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
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

/** The failed tests of a jest-format report (vitest, the story runner): title and message. */
const jestFailures = (j) =>
  (j.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => ({
        title: `${path.relative(root, file.name ?? '')} > ${a.fullName ?? a.title}`,
        message: (a.failureMessages ?? []).join('\n'),
      }));
    // A file can fail with no failed test: an error while importing it or in a hook.
    if (failed.length === 0 && file.status === 'failed')
      failed.push({ title: path.relative(root, file.name ?? ''), message: file.message ?? '' });
    return failed;
  });
/** The failed tests of a Playwright JSON report. */
function playwrightFailures(j) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const result = (t.results ?? []).at(-1);
        found.push({
          title: `${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}`,
          message: result?.error?.message ?? result?.errors?.[0]?.message ?? '',
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title ? [...titles, suite.title] : titles);
  };
  for (const suite of j.suites ?? []) walk(suite, []);
  return found;
}
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text) => text.replace(ANSI, '');

/** The PostgreSQL pass's reports (unit-postgres-<part>.json), one per part that ran. */
const postgresReports = () =>
  existsSync(reports)
    ? readdirSync(reports)
        .filter((name) => /^unit-postgres-\d+\.json$/.test(name))
        .sort()
    : [];

/**
 * The failed tests of every report, each with the first lines of its error, printed last so
 * that the end of the log (all a CI summary may keep) names what failed and why.
 */
function printFailures() {
  const failures = [
    ['unit.json', jestFailures],
    ...postgresReports().map((name) => [name, jestFailures]),
    ['stories.json', jestFailures],
    ['e2e.json', playwrightFailures],
  ].flatMap(([name, pick]) => {
    const file = path.join(reports, name);
    if (!existsSync(file)) return [];
    try {
      return pick(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      return [];
    }
  });
  if (failures.length === 0) {
    for (const { title, tail } of failedSteps) printWhy(title, tail);
    return;
  }
  console.log(`\nFailed tests (${failures.length}):`);
  for (const { title, message } of failures.slice(0, 12)) {
    console.log(`  ✗ ${title}`);
    const lines = plain(message)
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '');
    for (const line of lines.slice(0, 6)) console.log(`      ${line.slice(0, 300)}`);
  }
  if (failures.length > 12) console.log(`  … and ${failures.length - 12} more`);
}

/**
 * A step that failed without a failed test in any report: the part of its output that says why
 * (vitest's unhandled errors, a thrown error, a type error), else its last lines.
 */
function printWhy(title, tail) {
  const lines = tail.map((line) => plain(line).trimEnd()).filter((line) => line.trim() !== '');
  const why = /Unhandled|Error:|error TS|ERR_|FAIL|✗|×|exited|Segmentation|Killed/;
  const at = lines.findIndex((line) => why.test(line));
  const shown = at === -1 ? lines.slice(-10) : lines.slice(at, at + 14);
  console.log(
    `\n${title} failed with no failed test; ${at === -1 ? 'its last lines' : 'its output'}:`,
  );
  for (const line of shown) console.log(`      ${line.slice(0, 300)}`);
}

const timings = [];
/** steps.json: after every step (an interrupted run still tells its times) and at the end. */
function writeSteps(ok) {
  writeFileSync(
    path.join(reports, 'steps.json'),
    JSON.stringify(
      {
        ok,
        finished: ok !== undefined,
        wallSeconds: (Date.now() - started) / 1000,
        finishedAt: new Date().toISOString(),
        loadAtStart,
        ...(ok !== undefined && { loadAtEnd: loadavg().map((l) => Number(l.toFixed(1))) }),
        steps: timings,
      },
      null,
      1,
    ),
  );
}

function finish(ok) {
  count(path.join(reports, 'unit.json'), jest);
  for (const name of postgresReports()) count(path.join(reports, name), jest);
  count(path.join(reports, 'stories.json'), jest);
  count(path.join(reports, 'e2e.json'), playwright);
  if (!ok && totals.failed === 0) totals.failed = 1; // a failing step with no test counts (type or lint errors)
  const wall = (Date.now() - started) / 1000;
  console.log('\nStep times (wall / CPU seconds):');
  for (const t of timings) {
    const cpu = t.cpu === undefined ? '' : ` / ${t.cpu.toFixed(1)} s CPU`;
    console.log(`  ${t.status.padEnd(7)} ${t.wall.toFixed(1).padStart(7)} s${cpu}  ${t.title}`);
  }
  console.log(`  total   ${wall.toFixed(1).padStart(7)} s`);
  writeSteps(ok);
  // Last, so that the end of the log (all a CI summary may keep) names what failed and why.
  if (!ok) printFailures();
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const running = new Set();
let failing = false;

// The last lines of each parallel step's output, kept so that a step that fails without a failed
// test (an unhandled error, a crash, a type error) can say why at the end of the log.
const TAIL_LINES = 400;
const failedSteps = [];

/** Runs one step; with a tag its output is prefixed (it runs beside another step). */
function run({ title, tag, cmd, args, env = {} }, prefixed, laneName) {
  const cpuFile = path.join(
    reports,
    `.cpu-${timings.length}-${Math.random().toString(36).slice(2)}`,
  );
  const label = prefixed ? `[${tag}] ` : '';
  console.log(`\n▶ ${label}${title}`);
  const t0 = Date.now();
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--measure', cpuFile, cmd, ...args],
    {
      cwd: root,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
      detached: true, // its own process group, so a failing neighbour can stop all of it
    },
  );
  running.add(child);
  const tail = [];
  if (prefixed) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        (stream === child.stdout ? process.stdout : process.stderr).write(`${label}${line}\n`);
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
      });
    }
  }
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      running.delete(child);
      const ok = code === 0;
      const wall = (Date.now() - t0) / 1000;
      let cpu;
      if (existsSync(cpuFile)) {
        cpu = Number(readFileSync(cpuFile, 'utf8'));
        rmSync(cpuFile, { force: true });
      }
      const status = ok ? 'ok' : child.stopped ? 'stopped' : 'FAILED';
      const start = Math.round((t0 - started) / 100) / 10;
      timings.push({ title, status, lane: laneName, start, wall, cpu });
      if (status === 'FAILED') failedSteps.push({ title, tag, tail });
      writeSteps(undefined);
      const cpuText = cpu === undefined ? '' : `, ${cpu.toFixed(1)} s CPU`;
      console.log(`  ${label}${title}: ${status} in ${wall.toFixed(1)} s${cpuText}`);
      resolve(ok);
    });
  });
}

function stopOthers() {
  failing = true;
  for (const child of running) {
    child.stopped = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/**
 * Runs a lane's steps in order; false as soon as one fails (or another lane failed). A step may be
 * a queue shared with another lane (`{ queue: [...] }`): the lane then takes the queue's next step
 * until none is left, so whichever lane is free first does more of it.
 */
async function lane(steps, prefixed, laneName) {
  for (const item of steps) {
    const queue = item.queue;
    for (let step = queue ? queue.shift() : item; step; step = queue?.shift()) {
      if (failing) return false;
      if (!(await run(step, prefixed, laneName))) {
        stopOthers();
        return false;
      }
    }
  }
  return true;
}

/** One stage: its lanes side by side (one after another with --serial). */
async function stage(...allLanes) {
  const lanes = allLanes
    .map((steps) => steps.filter((step) => !only || only.has(step.tag ?? step.queue?.[0]?.tag)))
    .filter((steps) => steps.length > 0);
  if (serial || lanes.length === 1) {
    for (const steps of lanes) if (!(await lane(steps, false))) return false;
    return true;
  }
  const results = await Promise.all(
    lanes.map((steps, i) => lane(steps, true, `lane ${i + 1} of ${lanes.length}`)),
  );
  return results.every(Boolean);
}

async function main() {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      stopOthers();
      process.exit(130);
    });
  }
  const npx = (bin, ...args) => ({ cmd: 'npx', args: ['--no-install', bin, ...args] });
  // Only the PostgreSQL pass sees TEST_DATABASE_URL; the PGlite run must not.
  const noPg = { TEST_DATABASE_URL: '' };
  const step = (title, tag, command, env = noPg) => ({ title, tag, ...command, env });
  const vitest = (output, ...args) =>
    npx(
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, `${output}.json`)}`,
      '--reporter=./scripts/vitest-timings-reporter.mjs',
    );

  const postgres = postgresPass(vitest);
  const ok =
    (await stage([
      step('System packages (chromium, ffmpeg)', 'deps', {
        cmd: 'node',
        args: ['scripts/ensure-system-deps.mjs'],
      }),
      step('GraphQL code generation', 'codegen', {
        cmd: 'npm',
        args: ['run', 'codegen', '--silent'],
      }),
    ])) &&
    (await stage(
      [step('Type-check', 'tsc', npx('tsc', '-p', 'tsconfig.json'))],
      [
        step('Lint', 'lint', npx('eslint', '.', '--max-warnings=0')),
        step('Format', 'format', npx('prettier', '--check', '.', '--log-level', 'warn')),
        step('Theme app extension (Shopify theme-check)', 'theme', {
          cmd: 'node',
          args: ['scripts/theme-check.mjs'],
        }),
      ],
    )) &&
    (await stage([
      step('Unit and component tests (PGlite)', 'unit', vitest('unit'), {
        ...noPg,
        VITEST_TIMINGS_FILE: path.join(reports, 'unit-timings.json'),
      }),
    ])) &&
    (await stage(
      [
        // What the end-to-end server needs: the contract package (the api imports its build) and
        // the apps it serves. The other packages build in the second lane, which has time to spare
        // (the apps and Storybook compile them from source, not from their builds).
        step('Build the contract package (@vendy/client)', 'build', {
          cmd: 'npm',
          args: ['run', 'build', '--silent', '-w', '@vendy/client'],
        }),
        step('Build the apps (web, embed)', 'build', {
          cmd: 'npm',
          args: ['run', 'build:apps', '--silent'],
        }),
        step(
          'End-to-end tests (Playwright, real server)',
          'e2e',
          npx('playwright', 'test', '-c', 'tests/playwright.config.ts'),
        ),
        postgres,
      ],
      [
        step('Build the ui-kit, player and timeline packages', 'build', {
          cmd: 'npm',
          args: [
            'run',
            'build',
            '--silent',
            '-w',
            '@vendy/ui-kit',
            '-w',
            '@vendy/player',
            '-w',
            '@vendy/timeline',
          ],
        }),
        step('Storybook build', 'sb-build', {
          cmd: 'node',
          args: ['scripts/test-stories.mjs', '--build-only'],
        }),
        step('Storybook stories (render, play, axe, visual)', 'stories', {
          cmd: 'node',
          args: [
            'scripts/test-stories.mjs',
            '--no-build',
            '--json',
            '--outputFile',
            path.join(reports, 'stories.json'),
          ],
        }),
        postgres,
      ],
    ));
  finish(ok);
}

/**
 * Parts of the PostgreSQL pass. Each part's run has its own start (Vitest, a migrated template):
 * alone on a quiet machine, both lanes taking parts, 6 parts took 160 s wall / 167 CPU-s against
 * 135 s / 140 CPU-s for the two halves. Four keep that cost small while the lane that comes free
 * first still takes a part more than the other.
 */
const POSTGRES_PARTS = 4;

/**
 * The api test files again on PostgreSQL (TEST_DATABASE_URL), when it is set: only the files that
 * use a test database (scripts/database-test-files.mjs decides from their imports); the others
 * never reach a database, so a second run would repeat the PGlite pass exactly. In parts (every
 * fourth file), a queue both lanes take from once their own steps are done: run whole after the
 * journeys it was the last 170-220 s of the run at about one core, and in two fixed halves, one
 * per lane, the lane that finished first sat idle while the other ran its half (245 s in a slow
 * run).
 */
function postgresPass(vitest) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { queue: [] };
  const all = databaseTestFiles(root);
  const where = url.replace(/\/\/[^@]*@/, '//');
  const parts = Array.from({ length: POSTGRES_PARTS }, (_, k) =>
    all.filter((_, i) => i % POSTGRES_PARTS === k),
  ).filter((files) => files.length > 0);
  return {
    queue: parts.map((files, k) => ({
      title: `Database tests on PostgreSQL (${where}, part ${k + 1} of ${parts.length}: ${files.length} of ${all.length} files)`,
      tag: 'postgres',
      ...vitest(`unit-postgres-${k + 1}`, '--project', 'api', ...files),
      env: { VITEST_TIMINGS_FILE: path.join(reports, `unit-postgres-${k + 1}-timings.json`) },
    })),
  };
}

if (process.argv[2] === '--measure') {
  const [, , , cpuFile, cmd, ...args] = process.argv;
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => {
    const cpu = childrenCpuSeconds();
    if (cpu !== undefined) writeFileSync(cpuFile, String(cpu));
    process.exit(code ?? (signal ? 1 : 0));
  });
} else {
  await main();
}
