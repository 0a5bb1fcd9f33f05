// The shape of apps/api/src, read from its imports (TypeScript's own pre-processor, so type-only
// imports count too): the infrastructure names no domain module or sandbox (they are handed in by
// the composition root), and the parts of the server import each other without cycles.
//
// A part ("unit") is a module (modules/<name>), a sandbox (sandbox/<name>), an infrastructure
// folder (graphql, http, jobs...) or a file of its own (app.ts, composition.ts, modules/index.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

const INFRASTRUCTURE = [
  'graphql',
  'http',
  'jobs',
  'db',
  'net',
  'providers',
  'config.ts',
  'logger.ts',
  'errors.ts',
];
const DOMAIN = ['modules', 'sandbox'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The file a relative import names ('./x' → x.ts, x.tsx or x/index.ts). */
function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.d.ts`,
    path.join(base, 'index.ts'),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** modules/<name>, sandbox/<name>, an infrastructure folder, or the file itself. */
function unitOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (DOMAIN.includes(parts[0]!)) return parts.slice(0, 2).join('/');
  return parts[0]!;
}

interface Import {
  file: string;
  target: string;
}

function imports(): Import[] {
  return sourceFiles(SRC).flatMap((file) =>
    ts
      .preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
      .flatMap(({ fileName }) => {
        const target = resolveImport(file, fileName);
        if (!target) throw new Error(`${path.relative(SRC, file)}: cannot resolve ${fileName}`);
        return target.startsWith(SRC) ? [{ file, target }] : [];
      }),
  );
}

/** Groups of units that import each other, directly or not (Tarjan's strongly connected parts). */
function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, next);
    low.set(unit, next);
    next += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const other of edges.get(unit) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(unit, Math.min(low.get(unit)!, low.get(other)!));
      } else if (onStack.has(other)) {
        low.set(unit, Math.min(low.get(unit)!, index.get(other)!));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== unit);
    if (group.length > 1) found.push(group.sort());
  };
  for (const unit of [...edges.keys()].sort()) if (!index.has(unit)) visit(unit);
  return found;
}

describe('the import graph of apps/api/src', () => {
  const all = imports();

  it('has no infrastructure folder importing a module or a sandbox', () => {
    const offending = all
      .filter(({ file, target }) => {
        const from = unitOf(file);
        const to = path.relative(SRC, target).split(path.sep)[0]!;
        return INFRASTRUCTURE.includes(from.split('/')[0]!) && DOMAIN.includes(to);
      })
      .map(({ file, target }) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`);
    expect(offending).toEqual([]);
  });

  it('has no import cycle between modules, sandboxes and infrastructure folders', () => {
    const edges = new Map<string, Set<string>>();
    for (const { file, target } of all) {
      const [from, to] = [unitOf(file), unitOf(target)];
      if (from === to) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
    expect(cycles(edges)).toEqual([]);
  });
});
