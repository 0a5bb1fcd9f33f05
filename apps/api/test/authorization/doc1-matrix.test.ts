// The authorization matrix of specification document 1: every operation of §7, tried by an
// anonymous visitor, a member of another group, a USER and an OWNER of the group, and an admin
// (ADMIN_EMAILS). Who the catalogue (packages/client/src/contract/doc1.ts) lets through must get
// the row's answer; everyone else gets 'You must be logged in.' or 'You do not have permission to
// do this.' with the whole database unchanged. Rows also try other groups' ids, acting on oneself
// and the last OWNER. The per-module tests cover each operation's own rules in depth.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specOperations, type OperationSpec } from '@vendy/client';
import { users } from '../../src/db/schema';
import { implementedOperations } from '../../src/graphql/resolvers';
import { GetCurrentUserDocument } from '../../../../packages/client/src/generated/graphql';
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
import { accountRows } from './rows-accounts';
import { signInRows } from './rows-sign-in';
import { adminRows } from './rows-admin';
import { storeRows } from './rows-stores';
import { groupRows } from './rows-groups';
import { invitationRows } from './rows-invitations';
import { startMatrixServer } from './server';
import { fingerprint } from './snapshot';
import {
  adminEmailOf,
  CALLERS,
  createWorld,
  type Caller,
  type Response,
  type World,
} from './world';

/**
 * Doc 1 operations the server may still lack. Their rows are written already and run as soon as
 * the operation is registered (apps/api/src/graphql/resolvers.ts); any other doc 1 operation
 * missing from the server fails this file.
 */
const PENDING = ['getAnalyticsToken'];

const doc1Operations = specOperations.filter((op) => op.doc === 1);
const ROWS: readonly Row[] = [
  ...accountRows,
  ...signInRows,
  ...groupRows,
  ...invitationRows,
  ...adminRows,
  ...storeRows,
];
const implemented = new Set(implementedOperations());
const access = new Map(doc1Operations.map((op) => [op.name, op.access]));

describe('the matrix covers every doc 1 operation', () => {
  const rowNames = ROWS.map((r) => r.name);

  it('has a row for every implemented doc 1 operation', () => {
    const missing = doc1Operations
      .filter((op) => implemented.has(op.name) && !rowNames.includes(op.name))
      .map((op) => op.name);
    expect(missing, 'implemented doc 1 operations without a row').toEqual([]);
  });

  it('lists every doc 1 operation not implemented yet as pending, and each pending one has a row', () => {
    const unimplemented = doc1Operations
      .filter((op) => !implemented.has(op.name))
      .map((o) => o.name);
    expect(
      unimplemented.filter((name) => !PENDING.includes(name)),
      'not implemented',
    ).toEqual([]);
    expect(
      PENDING.filter((name) => !rowNames.includes(name)),
      'pending without a row',
    ).toEqual([]);
  });

  it('has one row per operation, each a doc 1 operation', () => {
    expect(rowNames.filter((name) => !access.has(name))).toEqual([]);
    expect(new Set(rowNames).size).toBe(rowNames.length);
  });

  it('says what each caller the catalogue lets through gets, and only those', () => {
    for (const r of ROWS) {
      const level = access.get(r.name);
      if (!level) continue;
      const expected = CALLERS.filter((who) => lets(level, who));
      expect(Object.keys(r.allowed).sort(), `${r.name} (${level})`).toEqual([...expected].sort());
    }
  });
});

let server: ShopifyTestServer;

beforeAll(async () => {
  server = await startMatrixServer(ROWS.map((r) => adminEmailOf(r.name)));
});
afterAll(() => server?.close());

describe('the tools of the matrix', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(server, 'tools');
  });

  it('sees any change in the database', async () => {
    const db = server.database.db;
    const before = await fingerprint(db);
    await db.update(users).set({ lastName: 'Changed' }).where(eq(users.id, w.carol.id));
    expect(await fingerprint(db)).not.toEqual(before);
  });

  it('gets the admin role from ADMIN_EMAILS: an account not listed there is no admin', async () => {
    expect(w.user.admin.isAdmin).toBe(false);
    const query = GetCurrentUserDocument.toString();
    const response = await w.as.admin<{ getCurrentUser: { auth: { isAdmin: boolean } } }>(query);
    // Not listed for this world: an ordinary account.
    expect(response.body.data?.getCurrentUser.auth.isAdmin).toBe(false);
  });
});

/**
 * The steps of one row, in order: the refusals (each must leave the database as it was), the
 * further attempts, then the allowed calls and what their effect now permits.
 */
function stepsOf(r: Row, level: OperationSpec['access']) {
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

for (const r of ROWS) {
  const level = access.get(r.name);
  if (!level) continue;
  describe.runIf(implemented.has(r.name))(`${r.name} (${level})`, () => {
    let w: World;
    beforeAll(async () => {
      w = await createWorld(server, r.name);
      await r.setup?.(w);
    });
    for (const step of stepsOf(r, level)) it(step.label, () => step.run(w));
  });
}
