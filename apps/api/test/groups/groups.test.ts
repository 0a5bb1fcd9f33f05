// Groups themselves: createGroup, updateGroup, upsertGroupHandle, setCurrentGroup,
// ownerDeleteGroup, getResourceCounts, and the Group fields every module's answers rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  groupHistory,
  groupInvitations,
  groupPlanHistory,
  groups,
  groupUsers,
  users,
} from '../../src/db/schema';
import { createUser, sessionFor } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import {
  addMember,
  createCast,
  dataOf,
  errorOf,
  FORBIDDEN,
  NOT_LOGGED_IN,
  PUBLIC_URL,
  type Cast,
} from './fixtures';

let server: TestServer;
let cast: Cast;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  cast = await createCast(server);
});
afterAll(() => server.close());

const db = () => server.database.db;

async function currentGroupOf(userId: string): Promise<string | null> {
  const [row] = await db()
    .select({ id: users.currentGroupId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.id ?? null;
}

async function historyOf(groupId: string) {
  return db()
    .select({
      eventType: groupHistory.eventType,
      userId: groupHistory.userId,
      notes: groupHistory.notes,
    })
    .from(groupHistory)
    .where(eq(groupHistory.groupId, groupId));
}

const CREATE = `mutation createGroup($name: String!) {
  createGroup(name: $name) { id name handle viewerRole createdAt }
}`;
const UPDATE = `mutation updateGroup($name: String!) { updateGroup(name: $name) { id name } }`;
const HANDLE = `mutation upsertGroupHandle($handle: String!) {
  upsertGroupHandle(handle: $handle) { id handle }
}`;
const SWITCH = `mutation setCurrentGroup($groupId: ID!) {
  setCurrentGroup(groupId: $groupId) { id name viewerRole }
}`;
const DELETE = `mutation ownerDeleteGroup($groupName: String!) {
  ownerDeleteGroup(groupName: $groupName) { success }
}`;
const COUNTS = `query getResourceCounts {
  getResourceCounts { videos productCollections products strategies widgets instagramFeeds }
}`;

describe('createGroup', () => {
  it('makes the caller OWNER of a new group, its current group, with a history entry', async () => {
    const carl = await createUser(db(), { email: 'carl@example.com' });
    const gql = await sessionFor(server, carl.id);
    const { createGroup } = dataOf(
      await gql<{ createGroup: { id: string; name: string; handle: null; viewerRole: string } }>(
        CREATE,
        { name: '  Carl & Co  ' },
      ),
    );
    expect(createGroup).toMatchObject({ name: 'Carl & Co', handle: null, viewerRole: 'OWNER' });
    expect(await currentGroupOf(carl.id)).toBe(createGroup.id);
    expect(await historyOf(createGroup.id)).toEqual([
      { eventType: 'GROUP_CREATED', userId: carl.id, notes: 'Carl & Co' },
    ]);
  });

  it('requires a name of at most 100 characters', async () => {
    expect(errorOf(await cast.as.user(CREATE, { name: '   ' })).message).toBe(
      'This field is required',
    );
    expect(errorOf(await cast.as.user(CREATE, { name: 'x'.repeat(101) })).message).toBe(
      'Input too long.',
    );
    const longName = await sessionFor(
      server,
      (await createUser(db(), { email: 'long@example.com' })).id,
    );
    const { createGroup } = dataOf(
      await longName<{ createGroup: { name: string } }>(CREATE, { name: 'x'.repeat(100) }),
    );
    expect(createGroup.name).toHaveLength(100);
  });

  it('refuses anonymous visitors', async () => {
    expect(errorOf(await cast.as.anonymous(CREATE, { name: 'Nope' }))).toEqual(NOT_LOGGED_IN);
  });
});

describe('updateGroup', () => {
  it('renames the current group for its OWNER (trimmed) and records it', async () => {
    const { updateGroup } = dataOf(
      await cast.as.owner<{ updateGroup: { id: string; name: string } }>(UPDATE, {
        name: ' Acme Store ',
      }),
    );
    expect(updateGroup).toEqual({ id: cast.groupA, name: 'Acme Store' });
    expect(await historyOf(cast.groupA)).toContainEqual({
      eventType: 'GROUP_RENAMED',
      userId: cast.olivia.id,
      notes: 'Acme Store',
    });
  });

  it('validates the name', async () => {
    expect(errorOf(await cast.as.owner(UPDATE, { name: '' })).message).toBe(
      'This field is required',
    );
  });

  it('refuses USERs, admins who are not members and anonymous visitors', async () => {
    expect(errorOf(await cast.as.user(UPDATE, { name: 'Hijacked' }))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.admin(UPDATE, { name: 'Hijacked' }))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.anonymous(UPDATE, { name: 'Hijacked' }))).toEqual(NOT_LOGGED_IN);
    const [row] = await db().select().from(groups).where(eq(groups.id, cast.groupA));
    expect(row?.name).toBe('Acme Store');
  });

  it('lets a member of another group rename only their own current group', async () => {
    const { updateGroup } = dataOf(
      await cast.as.outsider<{ updateGroup: { id: string } }>(UPDATE, { name: 'Bravo 2' }),
    );
    expect(updateGroup.id).toBe(cast.groupB);
    const [row] = await db().select().from(groups).where(eq(groups.id, cast.groupA));
    expect(row?.name).toBe('Acme Store');
  });
});

describe('upsertGroupHandle', () => {
  it('lets the owner save a slug handle, unique across groups; a USER member may not', async () => {
    expect(errorOf(await cast.as.user(HANDLE, { handle: 'acme' }))).toEqual(FORBIDDEN);
    const { upsertGroupHandle } = dataOf(
      await cast.as.owner<{ upsertGroupHandle: { handle: string } }>(HANDLE, { handle: 'acme' }),
    );
    expect(upsertGroupHandle.handle).toBe('acme');
    expect(await historyOf(cast.groupA)).toContainEqual({
      eventType: 'HANDLE_CHANGED',
      userId: cast.olivia.id,
      notes: 'acme',
    });
    expect(errorOf(await cast.as.outsider(HANDLE, { handle: 'acme' })).message).toBe(
      'This handle is already taken.',
    );
    // Saving the group's own handle again is not a clash.
    dataOf(await cast.as.owner(HANDLE, { handle: 'acme' }));
    dataOf(await cast.as.owner(HANDLE, { handle: 'acme-store-2' }));
    dataOf(await cast.as.outsider(HANDLE, { handle: 'acme' }));
  });

  it('validates the slug', async () => {
    const messageFor = async (handle: string) =>
      errorOf(await cast.as.owner(HANDLE, { handle })).message;
    expect(await messageFor('')).toBe('This field is required');
    expect(await messageFor('Acme')).toBe('Invalid URL slug.');
    expect(await messageFor('acme--store')).toBe('Invalid URL slug.');
    expect(await messageFor('-acme')).toBe('Invalid URL slug.');
    expect(await messageFor('a'.repeat(101))).toBe('Input too long.');
    dataOf(await cast.as.owner(HANDLE, { handle: 'a'.repeat(100) }));
  });

  it('refuses admins who are not members and anonymous visitors', async () => {
    expect(errorOf(await cast.as.admin(HANDLE, { handle: 'admin-was-here' }))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.anonymous(HANDLE, { handle: 'anon' }))).toEqual(NOT_LOGGED_IN);
  });
});

describe('setCurrentGroup', () => {
  it('switches between the caller’s own groups', async () => {
    const both = await createUser(db(), { email: 'both@example.com' });
    await addMember(db(), cast.groupA, both.id, 'USER');
    await addMember(db(), cast.groupB, both.id, 'OWNER', false);
    const gql = await sessionFor(server, both.id);
    const { setCurrentGroup } = dataOf(
      await gql<{ setCurrentGroup: { id: string; viewerRole: string } }>(SWITCH, {
        groupId: cast.groupB,
      }),
    );
    expect(setCurrentGroup).toMatchObject({ id: cast.groupB, viewerRole: 'OWNER' });
    expect(await currentGroupOf(both.id)).toBe(cast.groupB);
  });

  it('refuses groups the caller does not belong to, admins included', async () => {
    for (const gql of [cast.as.outsider, cast.as.admin]) {
      expect(errorOf(await gql(SWITCH, { groupId: cast.groupA }))).toEqual({
        message: 'Unable to switch to this group.',
        code: 'FORBIDDEN',
      });
    }
    for (const groupId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(errorOf(await cast.as.owner(SWITCH, { groupId })).message).toBe(
        'Unable to switch to this group.',
      );
    }
    expect(await currentGroupOf(cast.otto.id)).toBe(cast.groupB);
    expect(errorOf(await cast.as.anonymous(SWITCH, { groupId: cast.groupA }))).toEqual(
      NOT_LOGGED_IN,
    );
  });
});

describe('getResourceCounts', () => {
  it('answers the current group’s counts to members', async () => {
    const zero = {
      videos: 0,
      productCollections: 0,
      products: 0,
      strategies: 0,
      widgets: 0,
      instagramFeeds: 0,
    };
    expect(dataOf(await cast.as.owner(COUNTS)).getResourceCounts).toEqual(zero);
    expect(dataOf(await cast.as.user(COUNTS)).getResourceCounts).toEqual(zero);
  });

  it('refuses admins who are not members, users without a group and anonymous visitors', async () => {
    expect(errorOf(await cast.as.admin(COUNTS))).toEqual(FORBIDDEN);
    const loner = await createUser(db(), { email: 'loner@example.com' });
    expect(errorOf(await (await sessionFor(server, loner.id))(COUNTS)).message).toBe(
      'No group selected.',
    );
    expect(errorOf(await cast.as.anonymous(COUNTS))).toEqual(NOT_LOGGED_IN);
  });
});

describe('ownerDeleteGroup', () => {
  it('needs the exact group name, then deletes the group and everything of it', async () => {
    const dora = await createUser(db(), { email: 'dora@example.com' });
    const dan = await createUser(db(), { email: 'dan@example.com' });
    const gql = await sessionFor(server, dora.id);
    const { createGroup } = dataOf(
      await gql<{ createGroup: { id: string } }>(CREATE, { name: 'Doomed' }),
    );
    const groupId = createGroup.id;
    await addMember(db(), groupId, dan.id, 'USER');
    await db().insert(groupPlanHistory).values({ groupId, planId: 'free', status: 'ACTIVE' });
    await db().insert(groupInvitations).values({
      groupId,
      email: 'later@example.com',
      code: 'doomed-code',
      invitedByUserId: dora.id,
    });
    const danGql = await sessionFor(server, dan.id);

    expect(errorOf(await gql(DELETE, { groupName: 'doomed' })).message).toBe(
      'Group name must match.',
    );
    expect(errorOf(await gql(DELETE, { groupName: '' })).message).toBe('Group name must match.');
    expect(errorOf(await danGql(DELETE, { groupName: 'Doomed' }))).toEqual(FORBIDDEN);
    expect(await db().select().from(groups).where(eq(groups.id, groupId))).toHaveLength(1);

    expect(dataOf(await gql(DELETE, { groupName: ' Doomed ' }))).toEqual({
      ownerDeleteGroup: { success: true },
    });
    expect(await db().select().from(groups).where(eq(groups.id, groupId))).toEqual([]);
    for (const table of [groupUsers, groupInvitations, groupPlanHistory, groupHistory]) {
      expect(await db().select().from(table).where(eq(table.groupId, groupId))).toEqual([]);
    }
    expect(await currentGroupOf(dora.id)).toBeNull();
    expect(await currentGroupOf(dan.id)).toBeNull();
    expect(errorOf(await gql(COUNTS)).message).toBe('No group selected.');
  });

  it('refuses USERs, admins, members of other groups and anonymous visitors', async () => {
    expect(errorOf(await cast.as.user(DELETE, { groupName: 'Acme Store' }))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.admin(DELETE, { groupName: 'Acme Store' }))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.outsider(DELETE, { groupName: 'Acme Store' })).message).toBe(
      'Group name must match.',
    );
    expect(errorOf(await cast.as.anonymous(DELETE, { groupName: 'Acme Store' }))).toEqual(
      NOT_LOGGED_IN,
    );
    expect(await db().select().from(groups).where(eq(groups.id, cast.groupA))).toHaveLength(1);
  });
});
