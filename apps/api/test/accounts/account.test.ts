// The signed-in user's own account: user data, names, guided tour, groups in getCurrentUser,
// account deletion and the contact form.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connection';
import {
  groupPlanHistory,
  groups,
  groupUsers,
  sessions,
  shopifyStores,
  users,
  type GroupRoleValue,
} from '../../src/db/schema';
import { createUser, outbox, sessionFor, type TestUser } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import {
  CHANGE_USER_DATA,
  codeOf,
  CONTACT_US,
  CURRENT_USER,
  DELETE_USER,
  errorsOf,
  HIDE_GUIDED_TOUR,
  USER_DATA,
} from './operations';

let server: TestServer;
let db: Database;
beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
});
afterAll(() => server?.close());

let counter = 0;
async function newUser(): Promise<{ user: TestUser; gql: TestServer['gql'] }> {
  counter += 1;
  const user = await createUser(db, { email: `user${counter}@acct.test`, firstName: 'Ada' });
  return { user, gql: await sessionFor(server, user.id) };
}

async function newGroup(name: string, members: Array<[TestUser, GroupRoleValue]>) {
  const [group] = await db.insert(groups).values({ name }).returning();
  if (!group) throw new Error('no group');
  for (const [user, role] of members) {
    await db.insert(groupUsers).values({ groupId: group.id, userId: user.id, role });
  }
  return group;
}

const exists = async (table: typeof groups | typeof users, id: string) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

describe('operations that need a session', () => {
  it('refuse anonymous callers with UNAUTHENTICATED', async () => {
    for (const [query, variables] of [
      [USER_DATA, {}],
      [CHANGE_USER_DATA, { firstName: 'A', lastName: 'B' }],
      [HIDE_GUIDED_TOUR, {}],
      [DELETE_USER, {}],
    ] as const) {
      const response = await server.gql(query, variables);
      expect(errorsOf(response)).toEqual(['You must be logged in.']);
      expect(codeOf(response)).toBe('UNAUTHENTICATED');
    }
  });
});

describe('getUserData, changeUserData and hideGuidedTour', () => {
  it('return and update only the caller’s own record', async () => {
    const { user, gql } = await newUser();
    const other = await newUser();
    const data = await gql(USER_DATA);
    expect(data.body.data).toEqual({
      getUserData: {
        id: user.id,
        email: user.email,
        firstName: 'Ada',
        lastName: 'User',
        loginProvider: 'EMAIL',
        showGuidedTour: true,
        createdAt: user.createdAt.toISOString(),
      },
    });

    const changed = await gql(CHANGE_USER_DATA, { firstName: 'Augusta', lastName: 'King' });
    expect(changed.body.data).toEqual({
      changeUserData: { id: user.id, firstName: 'Augusta', lastName: 'King' },
    });
    expect((await gql(USER_DATA)).body.data).toMatchObject({
      getUserData: { firstName: 'Augusta', lastName: 'King' },
    });
    expect((await other.gql(USER_DATA)).body.data).toMatchObject({
      getUserData: { firstName: 'Ada', lastName: 'User' },
    });

    expect((await gql(HIDE_GUIDED_TOUR)).body.data).toEqual({ hideGuidedTour: { success: true } });
    expect((await gql(USER_DATA)).body.data).toMatchObject({
      getUserData: { showGuidedTour: false },
    });
    expect((await other.gql(USER_DATA)).body.data).toMatchObject({
      getUserData: { showGuidedTour: true },
    });
  });

  it('validate names with the shared messages', async () => {
    const { gql } = await newUser();
    expect(errorsOf(await gql(CHANGE_USER_DATA, { firstName: '', lastName: 'King' }))).toEqual([
      'This field is required',
    ]);
    expect(
      errorsOf(await gql(CHANGE_USER_DATA, { firstName: 'A', lastName: 'x'.repeat(101) })),
    ).toEqual(['Input too long.']);
    expect(
      errorsOf(await gql(CHANGE_USER_DATA, { firstName: 'A', lastName: 'x'.repeat(100) })),
    ).toEqual([]);
  });
});

describe('getCurrentUser groups', () => {
  it('lists the user’s groups oldest first with role, store and plan history newest first', async () => {
    const { user, gql } = await newUser();
    const stranger = await newUser();
    const first = await newGroup('First', [[user, 'OWNER']]);
    const second = await newGroup('Second', [
      [stranger.user, 'OWNER'],
      [user, 'USER'],
    ]);
    await newGroup('Not mine', [[stranger.user, 'OWNER']]);
    await db.insert(shopifyStores).values({
      storeName: 'first.myshopify.com',
      groupId: first.id,
      accessTokenEncrypted: 'x',
    });
    const day = 86_400_000;
    await db.insert(groupPlanHistory).values([
      {
        groupId: first.id,
        planId: 'free',
        status: 'ACTIVE',
        createdAt: new Date(Date.now() - 2 * day),
      },
      {
        groupId: first.id,
        planId: 'standard',
        status: 'ACTIVE',
        freeTrialDays: 30,
        createdAt: new Date(Date.now() - day),
      },
    ]);
    await db.update(users).set({ currentGroupId: second.id }).where(eq(users.id, user.id));

    const response = await gql<{ getCurrentUser: Record<string, unknown> }>(CURRENT_USER);
    expect(errorsOf(response)).toEqual([]);
    const current = response.body.data?.getCurrentUser;
    expect(current?.groups).toEqual([
      {
        id: first.id,
        name: 'First',
        handle: null,
        createdAt: first.createdAt.toISOString(),
        viewerRole: 'OWNER',
        shopifyStore: {
          id: expect.any(String),
          groupId: first.id,
          storeName: 'first.myshopify.com',
          groupName: 'First',
        },
        planHistory: [
          expect.objectContaining({
            planId: 'standard',
            status: 'ACTIVE',
            freeTrialDays: 30,
            plan: {
              id: 'standard',
              price: 99,
              features: { analytics: true, branding: true, instagram: true },
            },
          }),
          expect.objectContaining({
            planId: 'free',
            plan: {
              id: 'free',
              price: 0,
              features: { analytics: false, branding: false, instagram: false },
            },
          }),
        ],
        instagramAccount: null,
      },
      expect.objectContaining({
        id: second.id,
        name: 'Second',
        viewerRole: 'USER',
        shopifyStore: null,
        planHistory: [],
      }),
    ]);
    expect(current?.currentGroup).toEqual({ id: second.id, name: 'Second' });
  });

  it('has no current group until one is chosen', async () => {
    const { user, gql } = await newUser();
    await newGroup('Solo', [[user, 'OWNER']]);
    const response = await gql<{ getCurrentUser: { currentGroup: unknown; groups: unknown[] } }>(
      CURRENT_USER,
    );
    expect(response.body.data?.getCurrentUser.groups).toHaveLength(1);
    expect(response.body.data?.getCurrentUser.currentGroup).toBeNull();
  });
});

describe('deleteUser', () => {
  it('deletes the account, its sessions and the groups it was alone in', async () => {
    const { user, gql } = await newUser();
    const other = await newUser();
    const alone = await newGroup('Alone', [[user, 'OWNER']]);
    const coOwned = await newGroup('Co-owned', [
      [user, 'OWNER'],
      [other.user, 'OWNER'],
    ]);
    const member = await newGroup('Member', [
      [other.user, 'OWNER'],
      [user, 'USER'],
    ]);

    const response = await gql(DELETE_USER);
    expect(response.body.data).toEqual({ deleteUser: { success: true } });
    expect(response.headers.getSetCookie().join()).toMatch(/vendy_session=; .*Max-Age=0/);
    expect(await exists(users, user.id)).toBe(false);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await exists(groups, alone.id)).toBe(false);
    expect(await exists(groups, coOwned.id)).toBe(true);
    expect(await exists(groups, member.id)).toBe(true);
    expect(await db.select().from(groupUsers).where(eq(groupUsers.userId, user.id))).toEqual([]);
    expect((await gql(USER_DATA)).body.errors?.[0]?.message).toBe('You must be logged in.');
  });

  it('refuses while the user is the last owner of a group with other members', async () => {
    const { user, gql } = await newUser();
    const other = await newUser();
    const alone = await newGroup('Alone too', [[user, 'OWNER']]);
    const shared = await newGroup('Shared', [
      [user, 'OWNER'],
      [other.user, 'USER'],
    ]);
    expect(errorsOf(await gql(DELETE_USER))).toEqual([
      'Transfer ownership or delete your groups before deleting your account.',
    ]);
    // Nothing was deleted.
    expect(await exists(users, user.id)).toBe(true);
    expect(await exists(groups, alone.id)).toBe(true);
    expect(await exists(groups, shared.id)).toBe(true);
    expect((await gql(USER_DATA)).body.data).toBeTruthy();
  });
});

describe('sendContactUsEmail', () => {
  const message = { name: 'Grace', email: ' Grace@Navy.test ', message: 'Hello <support>!' };

  it('mails support from anyone, signed in or not', async () => {
    const response = await server.gql(CONTACT_US, message);
    expect(response.body).toEqual({ data: { sendContactUsEmail: { success: true } } });
    const [mail] = await outbox(server, 'support@vendy.app');
    expect(mail?.subject).toBe('Contact form: Grace');
    expect(mail?.text).toContain('From: Grace <grace@navy.test>');
    expect(mail?.text).toContain('Hello <support>!');
  });

  it('validates with the shared messages', async () => {
    const from = { headers: { 'x-forwarded-for': '192.0.2.50' } };
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: '' }, 'This field is required'],
      [{ email: 'nope' }, 'Must be a valid email'],
      [{ message: '' }, 'This field is required'],
      [{ message: 'x'.repeat(501) }, 'Input too long.'],
    ];
    for (const [override, expected] of cases) {
      expect(errorsOf(await server.gql(CONTACT_US, { ...message, ...override }, from))).toEqual([
        expected,
      ]);
    }
  });

  it('accepts 5 messages an hour from one address', async () => {
    const from = { headers: { 'x-forwarded-for': '192.0.2.99' } };
    for (let i = 0; i < 5; i++) {
      expect(errorsOf(await server.gql(CONTACT_US, message, from))).toEqual([]);
    }
    expect(errorsOf(await server.gql(CONTACT_US, message, from))).toEqual([
      'Too many attempts. Please try again later.',
    ]);
  });
});
