// The authorization guards other modules build on, and the admin CLI that grants the admin role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/cli/admin-commands';
import { loadConfig } from '../../src/config';
import type { DatabaseConnection } from '../../src/db/connection';
import { groups, groupUsers, users } from '../../src/db/schema';
import { Reply } from '../../src/http/reply';
import {
  getViewer,
  requireAdmin,
  requireMember,
  requireOwner,
  requireUser,
  signInUser,
  type AuthContext,
} from '../../src/modules/auth';
import { SessionLookup } from '../../src/modules/auth/viewer';
import { createUser, type TestUser } from '../harness/accounts';
import { createTestDatabase } from '../harness/database';
import { eq } from 'drizzle-orm';

const config = loadConfig({ NODE_ENV: 'test', ADMIN_EMAILS: 'ops@vendy.test' });
let database: DatabaseConnection;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let configuredAdmin: TestUser;
let groupId: string;
let otherGroupId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  owner = await createUser(db, { email: 'owner@guards.test' });
  member = await createUser(db, { email: 'member@guards.test' });
  outsider = await createUser(db, { email: 'outsider@guards.test' });
  configuredAdmin = await createUser(db, { email: 'ops@vendy.test' });
  const [group, other] = await db
    .insert(groups)
    .values([{ name: 'Guarded' }, { name: 'Elsewhere' }])
    .returning();
  groupId = group?.id ?? '';
  otherGroupId = other?.id ?? '';
  await db.insert(groupUsers).values([
    { groupId, userId: owner.id, role: 'OWNER' },
    { groupId, userId: member.id, role: 'USER' },
    { groupId: otherGroupId, userId: outsider.id, role: 'OWNER' },
  ]);
  await db.update(users).set({ currentGroupId: groupId }).where(eq(users.id, member.id));
});
afterAll(() => database?.close());

const anonymous = (): AuthContext => ({
  db: database.db,
  config,
  cookies: new Map(),
  reply: new Reply(false),
  sessions: new SessionLookup(),
});

/** A fresh request context carrying the session of a sign-in. */
async function as(user: TestUser): Promise<AuthContext> {
  const login = anonymous();
  await signInUser(login, user.id);
  const token = /^vendy_session=([^;]+)/.exec(login.reply.headers[0]?.[1] ?? '')?.[1] ?? '';
  return { ...anonymous(), cookies: new Map([['vendy_session', token]]) };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { message: string; extensions: { code: string } }) => ({
      message: error.message,
      code: error.extensions.code,
    }),
  );

const FORBIDDEN = { message: 'You do not have permission to do this.', code: 'FORBIDDEN' };
const UNAUTHENTICATED = { message: 'You must be logged in.', code: 'UNAUTHENTICATED' };

describe('guards', () => {
  it('requireUser: the viewer, or UNAUTHENTICATED', async () => {
    expect(await failure(requireUser(anonymous()))).toEqual(UNAUTHENTICATED);
    const viewer = await requireUser(await as(member));
    expect(viewer).toMatchObject({
      id: member.id,
      email: 'member@guards.test',
      isAdmin: false,
      emailVerified: true,
      loginProvider: 'EMAIL',
      currentGroupId: groupId,
    });
  });

  it('caches the viewer for the request', async () => {
    const ctx = await as(owner);
    const first = await getViewer(ctx);
    await database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, owner.id));
    expect(await getViewer(ctx)).toBe(first);
    expect((await getViewer({ ...ctx }))?.firstName).toBe('Renamed');
  });

  it('requireAdmin: only is_admin accounts and ADMIN_EMAILS', async () => {
    expect(await failure(requireAdmin(anonymous()))).toEqual(UNAUTHENTICATED);
    expect(await failure(requireAdmin(await as(owner)))).toEqual(FORBIDDEN);
    expect((await requireAdmin(await as(configuredAdmin))).id).toBe(configuredAdmin.id);
  });

  it('requireMember: the current group by default, or the given one', async () => {
    expect(await requireMember(await as(member))).toMatchObject({ groupId, role: 'USER' });
    expect(await requireMember(await as(owner), groupId)).toMatchObject({ groupId, role: 'OWNER' });
    expect(await failure(requireMember(await as(owner)))).toEqual({
      message: 'No group selected.',
      code: 'NO_GROUP_SELECTED',
    });
    expect(await failure(requireMember(await as(outsider), groupId))).toEqual(FORBIDDEN);
    // Admins are not members of every group.
    expect(await failure(requireMember(await as(configuredAdmin), groupId))).toEqual(FORBIDDEN);
    expect(await failure(requireMember(anonymous(), groupId))).toEqual(UNAUTHENTICATED);
  });

  it('requireOwner: OWNER role only', async () => {
    expect(await requireOwner(await as(owner), groupId)).toMatchObject({ role: 'OWNER' });
    expect(await failure(requireOwner(await as(member)))).toEqual(FORBIDDEN);
    expect(await failure(requireOwner(await as(outsider), groupId))).toEqual(FORBIDDEN);
  });
});

describe('admin CLI', () => {
  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(
      args,
      { db: database.db, config },
      { out: (line) => out.push(line), err: (line) => err.push(line) },
    );
    return { code, out, err };
  }

  it('grants, lists and revokes the admin role', async () => {
    expect(await run('grant', ' Member@Guards.test')).toEqual({
      code: 0,
      out: ['member@guards.test is now an admin.'],
      err: [],
    });
    expect((await requireAdmin(await as(member))).id).toBe(member.id);
    expect((await run('list')).out).toEqual([
      'member@guards.test (granted)',
      'ops@vendy.test (ADMIN_EMAILS)',
    ]);
    expect((await run('revoke', 'member@guards.test')).code).toBe(0);
    expect(await failure(requireAdmin(await as(member)))).toEqual(FORBIDDEN);
  });

  it('warns that ADMIN_EMAILS still grants the role after a revoke', async () => {
    expect(await run('revoke', 'ops@vendy.test')).toEqual({
      code: 0,
      out: ['ops@vendy.test is no longer an admin.'],
      err: ['ops@vendy.test is still listed in ADMIN_EMAILS, which keeps it an admin.'],
    });
  });

  it('fails for an unknown account and prints usage for a bad command', async () => {
    expect(await run('grant', 'ghost@guards.test')).toEqual({
      code: 1,
      out: [],
      err: ['No account with the email ghost@guards.test.'],
    });
    const bad = await run('promote', 'x@y.z');
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toMatch(/^Usage: npm run admin/);
    expect((await run('grant')).code).toBe(2);
  });
});
