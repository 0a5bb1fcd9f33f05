// The authorization matrix of specification document 1: every operation of §7, tried by an
// anonymous visitor, a member of another group, a USER and an OWNER of the group, and an admin
// (ADMIN_EMAILS). Who the catalogue (packages/client/src/contract/doc1.ts) lets through must get
// the row's answer; everyone else gets 'You must be logged in.' or 'You do not have permission to
// do this.' with the whole database unchanged. Rows also try other groups' ids, acting on oneself
// and the last OWNER. The per-module tests cover each operation's own rules in depth.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { GetCurrentUserDocument } from '../../../../packages/client/src/generated/graphql';
import type { ShopifyTestServer } from '../stores/harness';
import type { Row } from './matrix';
import { accountRows } from './rows-accounts';
import { signInRows } from './rows-sign-in';
import { adminRows } from './rows-admin';
import { analyticsRows } from './rows-analytics';
import { storeRows } from './rows-stores';
import { groupRows } from './rows-groups';
import { invitationRows } from './rows-invitations';
import { startMatrixServer } from './server';
import { fingerprint } from './snapshot';
import { coverageChecks, rowSuites } from './suite';
import { adminEmailOf, createWorld, type World } from './world';

/**
 * Doc 1 operations the server may still lack. Their rows are written already and run as soon as
 * the operation is registered (apps/api/src/graphql/resolvers.ts); any other doc 1 operation
 * missing from the server fails this file.
 */
const PENDING: string[] = [];

const ROWS: readonly Row[] = [
  ...accountRows,
  ...signInRows,
  ...groupRows,
  ...invitationRows,
  ...adminRows,
  ...storeRows,
  ...analyticsRows,
];

let server: ShopifyTestServer;

beforeAll(async () => {
  server = await startMatrixServer(ROWS.map((r) => adminEmailOf(r.name)));
});
afterAll(() => server?.close());

const options = { docs: [1] as const, rows: ROWS, pending: PENDING, server: () => server };
coverageChecks(options);

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

rowSuites(options);
