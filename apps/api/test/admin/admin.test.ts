// Admin operations (doc 1 §6): only admins may call them; the last-owner and not-on-yourself rules
// hold for admins too; free-trial days add to what is left.
import { activePlan, freeTrialDaysRemaining } from '@vendy/client/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPlanHistory } from '../../src/db/schema';
import { createGroup } from '../../src/modules/groups/service';
import { createUser } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import {
  createCast,
  dataOf,
  errorOf,
  FORBIDDEN,
  NOT_LOGGED_IN,
  type Cast,
} from '../groups/fixtures';

let server: TestServer;
let cast: Cast;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  cast = await createCast(server);
});
afterAll(() => server.close());

const GET_USERS = `{ getUsers { user { email } isAdmin memberships { role group { id name } } } }`;
const MANY_GROUPS = `{ adminGetManyGroupsData { id name users { user { email } role } invitations { email } planHistory { planId status freeTrialDays } } }`;
const ONE_GROUP = `query g($groupId: ID!) { adminGetGroupData(groupId: $groupId) { id name users { user { email } } history { eventType } } }`;
const CHANGE_ROLE = `mutation r($groupId: ID!, $userId: ID!, $role: GroupRole!) {
  adminChangeGroupUserRole(groupId: $groupId, userId: $userId, role: $role) { role user { email } } }`;
const REMOVE = `mutation x($groupId: ID!, $userId: ID!) { adminRemoveUserFromGroup(groupId: $groupId, userId: $userId) { success } }`;
const EXTEND = `mutation e($groupId: ID!, $days: Int!) { extendFreeTrial(groupId: $groupId, days: $days) { id planHistory { planId status freeTrialDays createdAt } } }`;
const WEBHOOKS = `mutation w($groupId: ID!) { adminResetGroupWebhooks(groupId: $groupId) { ordersCreate appUninstalled cartsCreate cartsUpdate } }`;

describe('who may call the admin operations', () => {
  const calls = (): Array<[string, string, Record<string, unknown>]> => [
    ['getUsers', GET_USERS, {}],
    ['adminGetManyGroupsData', MANY_GROUPS, {}],
    ['adminGetGroupData', ONE_GROUP, { groupId: cast.groupA }],
    [
      'adminChangeGroupUserRole',
      CHANGE_ROLE,
      { groupId: cast.groupA, userId: cast.uma.id, role: 'OWNER' },
    ],
    ['adminRemoveUserFromGroup', REMOVE, { groupId: cast.groupA, userId: cast.uma.id }],
    ['extendFreeTrial', EXTEND, { groupId: cast.groupA, days: 3 }],
    ['adminResetGroupWebhooks', WEBHOOKS, { groupId: cast.groupA }],
  ];

  it('refuses anonymous visitors, outsiders, users and owners of the group', async () => {
    for (const [name, query, variables] of calls()) {
      expect(errorOf(await cast.as.anonymous(query, variables)), name).toEqual(NOT_LOGGED_IN);
      for (const who of ['outsider', 'user', 'owner'] as const) {
        expect(errorOf(await cast.as[who](query, variables)), `${name} as ${who}`).toEqual(
          FORBIDDEN,
        );
      }
    }
    // Nothing changed: Uma is still a USER of group A.
    const data = dataOf(
      await cast.as.admin<{ adminGetGroupData: { users: Array<{ user: { email: string } }> } }>(
        ONE_GROUP,
        { groupId: cast.groupA },
      ),
    );
    expect(data.adminGetGroupData.users.map((u) => u.user.email)).toContain('uma@example.com');
  });
});

describe('admin views', () => {
  it('getUsers lists every user, newest first, with their groups', async () => {
    type Data = {
      getUsers: Array<{
        user: { email: string };
        memberships: Array<{ role: string; group: { name: string } }>;
      }>;
    };
    const { getUsers } = dataOf(await cast.as.admin<Data>(GET_USERS));
    const emails = getUsers.map((row) => row.user.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'olivia@example.com',
        'uma@example.com',
        'otto@example.com',
        'ada@example.com',
      ]),
    );
    const uma = getUsers.find((row) => row.user.email === 'uma@example.com');
    expect(uma?.memberships).toEqual([
      { role: 'USER', group: expect.objectContaining({ name: 'Acme' }) },
    ]);
    expect(getUsers.find((row) => row.user.email === 'ada@example.com')?.memberships).toEqual([]);
    // Ada is the admin of this cast; nobody else is.
    const admins = (getUsers as unknown as Array<{ user: { email: string }; isAdmin: boolean }>)
      .filter((row) => row.isAdmin)
      .map((row) => row.user.email);
    expect(admins).toEqual(['ada@example.com']);
  });

  it('adminGetManyGroupsData and adminGetGroupData show any group with its members and history', async () => {
    type Many = {
      adminGetManyGroupsData: Array<{
        name: string;
        users: Array<{ user: { email: string }; role: string }>;
      }>;
    };
    const many = dataOf(await cast.as.admin<Many>(MANY_GROUPS)).adminGetManyGroupsData;
    expect(many.map((g) => g.name)).toEqual(expect.arrayContaining(['Acme', 'Bravo']));
    expect(many.find((g) => g.name === 'Bravo')?.users).toEqual([
      { user: { email: 'otto@example.com' }, role: 'OWNER' },
    ]);

    type One = { adminGetGroupData: { name: string; history: Array<{ eventType: string }> } };
    const one = dataOf(
      await cast.as.admin<One>(ONE_GROUP, { groupId: cast.groupB }),
    ).adminGetGroupData;
    expect(one.name).toBe('Bravo');
    expect(one.history.map((h) => h.eventType)).toContain('GROUP_CREATED');
    expect(errorOf(await cast.as.admin(ONE_GROUP, { groupId: 'no-such-group' })).message).toBe(
      'Group not found.',
    );
  });
});

describe('admin membership changes', () => {
  it('changes a role in any group, but never demotes the last owner', async () => {
    const db = server.database.db;
    const owner = await createUser(db, { email: 'solo@example.com' });
    const groupId = (await createGroup(db, owner.id, 'Solo')).id;
    expect(
      errorOf(await cast.as.admin(CHANGE_ROLE, { groupId, userId: owner.id, role: 'USER' }))
        .message,
    ).toBe('A group must keep at least one owner.');
    expect(errorOf(await cast.as.admin(REMOVE, { groupId, userId: owner.id })).message).toBe(
      'A group must keep at least one owner.',
    );

    const data = dataOf(
      await cast.as.admin<{ adminChangeGroupUserRole: { role: string } }>(CHANGE_ROLE, {
        groupId: cast.groupA,
        userId: cast.uma.id,
        role: 'OWNER',
      }),
    );
    expect(data.adminChangeGroupUserRole.role).toBe('OWNER');
    // Two owners now: Olivia may be demoted and then removed.
    expect(
      dataOf(
        await cast.as.admin<{ adminChangeGroupUserRole: { role: string } }>(CHANGE_ROLE, {
          groupId: cast.groupA,
          userId: cast.olivia.id,
          role: 'USER',
        }),
      ).adminChangeGroupUserRole.role,
    ).toBe('USER');
    expect(
      dataOf(await cast.as.admin(REMOVE, { groupId: cast.groupA, userId: cast.olivia.id })),
    ).toEqual({ adminRemoveUserFromGroup: { success: true } });
    expect(
      errorOf(await cast.as.admin(REMOVE, { groupId: cast.groupA, userId: cast.olivia.id }))
        .message,
    ).toBe('This user is not a member of this group.');
  });

  it('refuses to act on the admin themselves', async () => {
    const db = server.database.db;
    const groupId = (await createGroup(db, cast.ada.id, 'Ada and co')).id;
    expect(
      errorOf(await cast.as.admin(CHANGE_ROLE, { groupId, userId: cast.ada.id, role: 'USER' }))
        .message,
    ).toBe('You cannot change your own role.');
    expect(errorOf(await cast.as.admin(REMOVE, { groupId, userId: cast.ada.id })).message).toBe(
      'You cannot remove yourself from the group.',
    );
  });
});

describe('extendFreeTrial', () => {
  async function groupWithPlan(name: string, trialDays: number, ageDays: number): Promise<string> {
    const db = server.database.db;
    const owner = await createUser(db, { email: `${name}@example.com` });
    const groupId = (await createGroup(db, owner.id, name)).id;
    await db.insert(groupPlanHistory).values({
      groupId,
      planId: 'standard',
      status: 'ACTIVE',
      freeTrialDays: trialDays,
      createdAt: new Date(Date.now() - ageDays * DAY_MS - 60_000),
    });
    return groupId;
  }
  type Extended = {
    extendFreeTrial: {
      planHistory: Array<{
        status: 'ACTIVE' | 'CANCELLED' | 'REQUESTED';
        freeTrialDays: number;
        createdAt: string;
      }>;
    };
  };
  const remaining = (data: Extended) => {
    const entry = activePlan(data.extendFreeTrial.planHistory);
    return entry ? freeTrialDaysRemaining(entry) : null;
  };

  it('adds the days to what is left of a running trial', async () => {
    const groupId = await groupWithPlan('running', 30, 10);
    expect(remaining(dataOf(await cast.as.admin<Extended>(EXTEND, { groupId, days: 5 })))).toBe(25);
    expect(remaining(dataOf(await cast.as.admin<Extended>(EXTEND, { groupId, days: 1 })))).toBe(26);
  });

  it('gives an expired trial exactly the added days', async () => {
    const groupId = await groupWithPlan('expired', 30, 40);
    expect(remaining(dataOf(await cast.as.admin<Extended>(EXTEND, { groupId, days: 7 })))).toBe(7);
  });

  it('validates the days and needs an active plan', async () => {
    const groupId = await groupWithPlan('checks', 30, 0);
    expect(errorOf(await cast.as.admin(EXTEND, { groupId, days: 0 })).message).toBe(
      'Must be positive.',
    );
    expect(errorOf(await cast.as.admin(EXTEND, { groupId: cast.groupB, days: 3 })).message).toBe(
      'Unable to extend free trial.',
    );
  });
});

describe('adminResetGroupWebhooks', () => {
  it("refuses a group without a store with 'Unable to set webhooks.'", async () => {
    expect(errorOf(await cast.as.admin(WEBHOOKS, { groupId: cast.groupB })).message).toBe(
      'Unable to set webhooks.',
    );
  });
});
