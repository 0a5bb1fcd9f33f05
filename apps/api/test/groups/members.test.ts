// Members of the current group: getUsersInGroup, changeGroupUserRole, removeUserFromGroup, and the
// rules every caller of the membership service obeys (no acting on oneself, always one OWNER).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { groupHistory, groupUsers, users } from '../../src/db/schema';
import { UserError } from '../../src/errors';
import { changeMemberRole, removeMember } from '../../src/modules/groups/membership';
import { createGroup } from '../../src/modules/groups/service';
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

async function roleOf(groupId: string, userId: string): Promise<string | null> {
  const [row] = await db()
    .select({ role: groupUsers.role })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
  return row?.role ?? null;
}

const MEMBERS = `query getUsersInGroup {
  getUsersInGroup { id userId groupId role user { id email firstName lastName } group { id name } }
}`;
const CHANGE = `mutation changeGroupUserRole($userId: ID!, $role: GroupRole!) {
  changeGroupUserRole(userId: $userId, role: $role) { userId groupId role user { email } }
}`;
const REMOVE = `mutation removeUserFromGroup($userId: ID!) {
  removeUserFromGroup(userId: $userId) { success }
}`;

type Members = {
  getUsersInGroup: Array<{
    userId: string;
    role: string;
    user: { email: string };
    group: { name: string };
  }>;
};

describe('getUsersInGroup', () => {
  it('lists the current group’s members with their accounts, OWNERs first, for any member', async () => {
    for (const gql of [cast.as.owner, cast.as.user]) {
      const { getUsersInGroup } = dataOf(await gql<Members>(MEMBERS));
      expect(getUsersInGroup.map((m) => [m.role, m.user.email, m.group.name])).toEqual([
        ['OWNER', 'olivia@example.com', 'Acme'],
        ['USER', 'uma@example.com', 'Acme'],
      ]);
    }
    const { getUsersInGroup } = dataOf(await cast.as.outsider<Members>(MEMBERS));
    expect(getUsersInGroup.map((m) => m.user.email)).toEqual(['otto@example.com']);
  });

  it('refuses admins who are not members and anonymous visitors', async () => {
    expect(errorOf(await cast.as.admin(MEMBERS))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.anonymous(MEMBERS))).toEqual(NOT_LOGGED_IN);
  });
});

describe('changeGroupUserRole', () => {
  it('lets an OWNER promote and demote another member, recording each change', async () => {
    const { changeGroupUserRole } = dataOf(
      await cast.as.owner<{ changeGroupUserRole: unknown }>(CHANGE, {
        userId: cast.uma.id,
        role: 'OWNER',
      }),
    );
    expect(changeGroupUserRole).toEqual({
      userId: cast.uma.id,
      groupId: cast.groupA,
      role: 'OWNER',
      user: { email: 'uma@example.com' },
    });
    expect(await roleOf(cast.groupA, cast.uma.id)).toBe('OWNER');
    dataOf(await cast.as.owner(CHANGE, { userId: cast.uma.id, role: 'USER' }));
    expect(await roleOf(cast.groupA, cast.uma.id)).toBe('USER');
    const events = await db()
      .select({
        eventType: groupHistory.eventType,
        userId: groupHistory.userId,
        notes: groupHistory.notes,
      })
      .from(groupHistory)
      .where(
        and(eq(groupHistory.groupId, cast.groupA), eq(groupHistory.eventType, 'USER_ROLE_CHANGED')),
      );
    expect(events).toEqual(
      expect.arrayContaining([
        { eventType: 'USER_ROLE_CHANGED', userId: cast.olivia.id, notes: 'uma@example.com: OWNER' },
        { eventType: 'USER_ROLE_CHANGED', userId: cast.olivia.id, notes: 'uma@example.com: USER' },
      ]),
    );
    expect(events).toHaveLength(2);
  });

  it('refuses to act on oneself', async () => {
    expect(
      errorOf(await cast.as.owner(CHANGE, { userId: cast.olivia.id, role: 'USER' })).message,
    ).toBe('You cannot change your own role.');
    expect(await roleOf(cast.groupA, cast.olivia.id)).toBe('OWNER');
  });

  it('refuses users who are not members of the current group', async () => {
    for (const userId of [cast.otto.id, cast.ada.id, 'not-an-id']) {
      expect(errorOf(await cast.as.owner(CHANGE, { userId, role: 'OWNER' })).message).toBe(
        'This user is not a member of this group.',
      );
    }
    // An owner of another group cannot reach group A's members.
    expect(
      errorOf(await cast.as.outsider(CHANGE, { userId: cast.uma.id, role: 'OWNER' })).message,
    ).toBe('This user is not a member of this group.');
    expect(await roleOf(cast.groupA, cast.uma.id)).toBe('USER');
  });

  it('refuses USERs, admins who are not members and anonymous visitors', async () => {
    expect(errorOf(await cast.as.user(CHANGE, { userId: cast.olivia.id, role: 'USER' }))).toEqual(
      FORBIDDEN,
    );
    expect(errorOf(await cast.as.admin(CHANGE, { userId: cast.uma.id, role: 'OWNER' }))).toEqual(
      FORBIDDEN,
    );
    expect(
      errorOf(await cast.as.anonymous(CHANGE, { userId: cast.uma.id, role: 'OWNER' })),
    ).toEqual(NOT_LOGGED_IN);
    expect(await roleOf(cast.groupA, cast.olivia.id)).toBe('OWNER');
    expect(await roleOf(cast.groupA, cast.uma.id)).toBe('USER');
  });

  it('keeps an owner when two owners demote each other at the same moment', async () => {
    const [ann, bob] = await Promise.all([
      createUser(db(), { email: 'ann@example.com' }),
      createUser(db(), { email: 'bob@example.com' }),
    ]);
    const group = await createGroup(db(), ann.id, 'Duel');
    await addMember(db(), group.id, bob.id, 'OWNER');
    const [annGql, bobGql] = await Promise.all([
      sessionFor(server, ann.id),
      sessionFor(server, bob.id),
    ]);
    const results = await Promise.all([
      annGql(CHANGE, { userId: bob.id, role: 'USER' }),
      bobGql(CHANGE, { userId: ann.id, role: 'USER' }),
    ]);
    expect(results.filter((r) => r.body.errors === undefined)).toHaveLength(1);
    expect(results.map((r) => r.body.errors?.[0]?.message).filter(Boolean)).toEqual([
      FORBIDDEN.message,
    ]);
    const roles = [await roleOf(group.id, ann.id), await roleOf(group.id, bob.id)];
    expect(roles.sort()).toEqual(['OWNER', 'USER']);
  });
});

describe('the last OWNER (admin operations use the same service)', () => {
  it('cannot be demoted or removed; with a second OWNER both work', async () => {
    const [solo, helper] = await Promise.all([
      createUser(db(), { email: 'solo@example.com' }),
      createUser(db(), { email: 'helper@example.com' }),
    ]);
    const group = await createGroup(db(), solo.id, 'Solo');
    const byAdmin = {
      groupId: group.id,
      userId: solo.id,
      actorId: cast.ada.id,
      actingAs: 'ADMIN',
    } as const;
    await expect(changeMemberRole(db(), { ...byAdmin, role: 'USER' })).rejects.toThrow(
      new UserError('A group must keep at least one owner.'),
    );
    await expect(removeMember(db(), byAdmin)).rejects.toThrow(
      new UserError('A group must keep at least one owner.'),
    );
    expect(await roleOf(group.id, solo.id)).toBe('OWNER');

    await addMember(db(), group.id, helper.id, 'OWNER');
    expect((await changeMemberRole(db(), { ...byAdmin, role: 'USER' })).role).toBe('USER');
    await expect(removeMember(db(), { ...byAdmin, userId: helper.id })).rejects.toThrow(
      new UserError('A group must keep at least one owner.'),
    );
    await removeMember(db(), byAdmin);
    expect(await roleOf(group.id, solo.id)).toBeNull();
  });

  it('an admin acting on themselves is refused like anyone', async () => {
    const group = await createGroup(db(), cast.ada.id, 'Admin’s own');
    await expect(
      changeMemberRole(db(), {
        groupId: group.id,
        userId: cast.ada.id,
        actorId: cast.ada.id,
        actingAs: 'ADMIN',
        role: 'USER',
      }),
    ).rejects.toThrow(new UserError('You cannot change your own role.'));
    // Ada's current group is now her own; group A's operations stay refused to her below.
    await db().update(users).set({ currentGroupId: cast.groupA }).where(eq(users.id, cast.ada.id));
  });
});

describe('removeUserFromGroup', () => {
  it('lets an OWNER remove another member, clearing their current group if it was this one', async () => {
    const [rita, ravi] = await Promise.all([
      createUser(db(), { email: 'rita@example.com' }),
      createUser(db(), { email: 'ravi@example.com' }),
    ]);
    await addMember(db(), cast.groupA, rita.id, 'OWNER');
    await addMember(db(), cast.groupA, ravi.id, 'USER', false);
    await addMember(db(), cast.groupB, ravi.id, 'USER');

    expect(dataOf(await cast.as.owner(REMOVE, { userId: rita.id }))).toEqual({
      removeUserFromGroup: { success: true },
    });
    expect(await roleOf(cast.groupA, rita.id)).toBeNull();
    const [ritaRow] = await db().select().from(users).where(eq(users.id, rita.id));
    expect(ritaRow?.currentGroupId).toBeNull();

    dataOf(await cast.as.owner(REMOVE, { userId: ravi.id }));
    const [raviRow] = await db().select().from(users).where(eq(users.id, ravi.id));
    expect(raviRow?.currentGroupId).toBe(cast.groupB);

    const removed = await db()
      .select({ userId: groupHistory.userId, notes: groupHistory.notes })
      .from(groupHistory)
      .where(
        and(eq(groupHistory.groupId, cast.groupA), eq(groupHistory.eventType, 'USER_REMOVED')),
      );
    expect(removed).toEqual(
      expect.arrayContaining([
        { userId: cast.olivia.id, notes: 'rita@example.com' },
        { userId: cast.olivia.id, notes: 'ravi@example.com' },
      ]),
    );
  });

  it('refuses to remove oneself or a non-member', async () => {
    expect(errorOf(await cast.as.owner(REMOVE, { userId: cast.olivia.id })).message).toBe(
      'You cannot remove yourself from the group.',
    );
    expect(errorOf(await cast.as.owner(REMOVE, { userId: cast.otto.id })).message).toBe(
      'This user is not a member of this group.',
    );
    expect(errorOf(await cast.as.outsider(REMOVE, { userId: cast.uma.id })).message).toBe(
      'This user is not a member of this group.',
    );
  });

  it('refuses USERs, admins who are not members and anonymous visitors', async () => {
    expect(errorOf(await cast.as.user(REMOVE, { userId: cast.olivia.id }))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.admin(REMOVE, { userId: cast.uma.id }))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.anonymous(REMOVE, { userId: cast.uma.id }))).toEqual(
      NOT_LOGGED_IN,
    );
    expect(await roleOf(cast.groupA, cast.uma.id)).toBe('USER');
    expect(await roleOf(cast.groupA, cast.olivia.id)).toBe('OWNER');
  });
});
