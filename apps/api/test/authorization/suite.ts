// The matrix over a set of specification documents: the checks that every implemented operation of
// those documents has a row (and only the pending ones lack a server), and, per row, one fresh
// world in which each caller tries the operation in turn (see stepsOf).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specOperations, type OperationSpec } from '@vendy/client';
import { implementedOperations } from '../../src/composition';
import type { ShopifyTestServer } from '../stores/harness';
import {
  callerLabel,
  describeOutcome,
  expectOutcome,
  isRefused,
  lets,
  refusalFor,
  refused,
  type Attempt,
  type Outcome,
  type Row,
} from './matrix';
import { CALLERS, createWorld, type Caller, type Response, type World } from './world';

export interface MatrixOptions {
  /** The documents whose operations the rows cover (doc of the catalogue, packages/client/src/contract). */
  docs: ReadonlyArray<OperationSpec['doc']>;
  rows: readonly Row[];
  /** Operations of those documents the server may still lack (their rows run once registered). */
  pending: readonly string[];
  /**
   * Whether each pending operation needs its row already (document 1's matrix); otherwise its row
   * comes with the operation, which the check of implemented operations then demands.
   */
  pendingHaveRows?: boolean;
  /** Operations of those documents deliberately left out of this matrix (with the reason). */
  skipped?: Readonly<Record<string, string>>;
  /** The server every row's world lives in. */
  server: () => ShopifyTestServer;
  /** Set-up of each row's world before the row's own. */
  prepare?: (w: World) => Promise<void>;
}

const implemented = new Set(implementedOperations());

/** The coverage checks: a missing row for an implemented operation fails. */
export function coverageChecks(options: MatrixOptions): void {
  const label = options.docs.join(', ');
  const operations = specOperations.filter((op) => options.docs.includes(op.doc));
  const access = new Map(operations.map((op) => [op.name, op.access]));
  const rowNames = options.rows.map((r) => r.name);
  const skipped = options.skipped ?? {};

  describe(`the matrix covers every operation of document ${label}`, () => {
    it('has a row for every implemented operation', () => {
      const missing = operations
        .filter((op) => implemented.has(op.name) && !rowNames.includes(op.name))
        .filter((op) => !(op.name in skipped))
        .map((op) => op.name);
      expect(missing, 'implemented operations without a row').toEqual([]);
    });

    it('lists every operation not implemented yet as pending (and only those)', () => {
      const unimplemented = operations.filter((op) => !implemented.has(op.name)).map((o) => o.name);
      expect(
        unimplemented.filter((name) => !options.pending.includes(name)),
        'not implemented',
      ).toEqual([]);
      if (options.pendingHaveRows ?? true) {
        expect(
          options.pending.filter((name) => !rowNames.includes(name)),
          'pending without a row',
        ).toEqual([]);
      }
      // Pending names are operations of these documents the server really lacks.
      expect(options.pending.filter((name) => !access.has(name) || implemented.has(name))).toEqual(
        [],
      );
    });

    it('has one row per operation, each an operation of the documents', () => {
      expect(rowNames.filter((name) => !access.has(name))).toEqual([]);
      expect(new Set(rowNames).size).toBe(rowNames.length);
    });

    it('says what each caller the catalogue lets through gets, and only those', () => {
      for (const r of options.rows) {
        const level = access.get(r.name);
        if (!level) continue;
        const expected = CALLERS.filter((who) => lets(level, who));
        expect(Object.keys(r.allowed).sort(), `${r.name} (${level})`).toEqual([...expected].sort());
      }
    });
  });
}

/**
 * The steps of one row, in order: the refusals (each must leave the database as it was), the
 * further attempts, then the allowed calls and what their effect now permits.
 */
export function stepsOf(r: Row, level: OperationSpec['access']) {
  const steps: Array<{ label: string; run: (w: World) => Promise<void> }> = [];
  const add = (label: string, outcome: Outcome<never>, call: (w: World) => Promise<Response>) =>
    steps.push({
      label: `${label}: ${describeOutcome(outcome)}`,
      run: (w) => expectOutcome(outcome, () => call(w), w, `${r.name} as ${label}`),
    });
  const byCaller = (who: Caller, outcome: Outcome<never>) =>
    add(callerLabel(who), outcome, (w) => r.call(w, who));
  const attempt = (a: Attempt) => add(`${callerLabel(a.who)}, ${a.label}`, a.outcome, a.call);

  for (const who of CALLERS) if (!lets(level, who)) byCaller(who, refused(refusalFor(who)));
  const allowed = CALLERS.flatMap((who) => {
    const outcome = r.allowed[who];
    return outcome ? [{ who, outcome }] : [];
  });
  for (const { who, outcome } of allowed) if (isRefused(outcome)) byCaller(who, outcome);
  r.also.forEach(attempt);
  for (const { who, outcome } of allowed) if (!isRefused(outcome)) byCaller(who, outcome);
  r.then.forEach(attempt);
  return steps;
}

/** One describe block per row whose operation the server implements. */
export function rowSuites(options: MatrixOptions): void {
  const access = new Map(
    specOperations.filter((op) => options.docs.includes(op.doc)).map((op) => [op.name, op.access]),
  );
  for (const r of options.rows) {
    const level = access.get(r.name);
    if (!level) continue;
    describe.runIf(implemented.has(r.name))(`${r.name} (${level})`, () => {
      let w: World;
      beforeAll(async () => {
        w = await createWorld(options.server(), r.name);
        await options.prepare?.(w);
        await r.setup?.(w);
      });
      for (const step of stepsOf(r, level)) it(step.label, () => step.run(w));
    });
  }
}

/** A whole matrix file: coverage checks and every row, on a server started for the file. */
export function matrix(
  options: Omit<MatrixOptions, 'server'>,
  start: () => Promise<ShopifyTestServer>,
) {
  let server: ShopifyTestServer | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());
  const withServer: MatrixOptions = {
    ...options,
    server: () => {
      if (!server) throw new Error('the matrix server is not running');
      return server;
    },
  };
  coverageChecks(withServer);
  rowSuites(withServer);
}
