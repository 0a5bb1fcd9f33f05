#!/usr/bin/env node
// Which api test files depend on the test database engine, decided from their source alone, so
// `npm test` runs only those a second time on PostgreSQL (TEST_DATABASE_URL).
//
// A file depends on the engine when it, or any file it imports through a relative path (the test
// harness, fixtures, the app's own modules), reads the database the global setup prepared
// (`inject('testDatabase')`, as harness/database.ts does) or reads TEST_DATABASE_URL. Every other
// file runs exactly the same code on both passes, so the PGlite pass covers it. Package imports
// are not followed: no package reads either.
//
//   node scripts/database-test-files.mjs          prints the files, one a line
//   node scripts/database-test-files.mjs --others prints the files that run on PGlite only
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKERS = [/\binject\(\s*['"]testDatabase['"]\s*\)/, /\bTEST_DATABASE_URL\b/];
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx'];

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // `./x.js` written for `./x.ts`
  const swapped = base.replace(/\.js$/, '.ts');
  return existsSync(swapped) ? swapped : undefined;
}

function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** All api test files, split by whether they depend on the database engine (paths from root). */
export function classifyApiTestFiles(root) {
  const api = path.join(root, 'apps', 'api');
  const verdicts = new Map();
  const reads = (file) => {
    if (verdicts.has(file)) return verdicts.get(file);
    verdicts.set(file, false); // import cycles: decided by the rest of the cycle
    const text = readFileSync(file, 'utf8');
    let verdict = MARKERS.some((marker) => marker.test(text));
    for (const match of text.matchAll(SPECIFIERS)) {
      if (verdict) break;
      const target = resolve(file, match[1]);
      if (target && reads(target)) verdict = true;
    }
    verdicts.set(file, verdict);
    return verdict;
  };
  const files = [path.join(api, 'test'), path.join(api, 'src')]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => walk(dir))
    .sort();
  const database = [];
  const others = [];
  for (const file of files) (reads(file) ? database : others).push(path.relative(root, file));
  return { database, others };
}

export const databaseTestFiles = (root) => classifyApiTestFiles(root).database;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { database, others } = classifyApiTestFiles(root);
  console.log((process.argv.includes('--others') ? others : database).join('\n'));
}
