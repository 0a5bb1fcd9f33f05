// The Group, GroupUser and GroupInvitation fields that every module's answers rely on: store,
// plan history, and who sees a group's people, invitation codes and history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { groupInvitations, groupPlanHistory, groups, shopifyStores } from '../../src/db/schema';
import { createUser, sessionFor } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import {
  addMember,
  createCast,
  dataOf,
  errorOf,
  FORBIDDEN,
  PUBLIC_URL,
  type Cast,
} from './fixtures';
import { invite } from './invitation-operations';

let server: TestServer;
let cast: Cast;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  cast = await createCast(server);
});
afterAll(() => server.close());

const db = () => server.database.db;

describe('Group fields', () => {
  const FIELDS = `mutation setCurrentGroup($groupId: ID!) {
    setCurrentGroup(groupId: $groupId) {
      id viewerRole shopifyStore { storeName groupName groupId }
      planHistory { planId status freeTrialDays plan { id price features { analytics branding instagram } } }
    }
  }`;

  it('give the store, and the plan history newest first with the catalogue’s plan', async () => {
    const group = (await db().insert(groups).values({ name: 'Fields' }).returning())[0]!;
    const fay = await createUser(db(), { email: 'fay@example.com' });
    await addMember(db(), group.id, fay.id, 'USER');
    const gql = await sessionFor(server, fay.id);
    const empty = dataOf(await gql<{ setCurrentGroup: unknown }>(FIELDS, { groupId: group.id }));
    expect(empty.setCurrentGroup).toEqual({
      id: group.id,
      viewerRole: 'USER',
      shopifyStore: null,
      planHistory: [],
    });

    await db().insert(shopifyStores).values({
      storeName: 'fields.myshopify.com',
      groupId: group.id,
      accessTokenEncrypted: 'x',
    });
    await db()
      .insert(groupPlanHistory)
      .values([
        {
          groupId: group.id,
          planId: 'starter',
          status: 'ACTIVE',
          createdAt: new Date('2026-01-01'),
        },
        {
          groupId: group.id,
          planId: 'standard',
          status: 'REQUESTED',
          freeTrialDays: 30,
          createdAt: new Date('2026-02-01'),
        },
      ]);
    const full = dataOf(
      await gql<{ setCurrentGroup: { shopifyStore: unknown; planHistory: unknown[] } }>(FIELDS, {
        groupId: group.id,
      }),
    );
    expect(full.setCurrentGroup.shopifyStore).toEqual({
      storeName: 'fields.myshopify.com',
      groupName: 'Fields',
      groupId: group.id,
    });
    expect(full.setCurrentGroup.planHistory).toEqual([
      {
        planId: 'standard',
        status: 'REQUESTED',
        freeTrialDays: 30,
        plan: {
          id: 'standard',
          price: 99,
          features: { analytics: true, branding: true, instagram: true },
        },
      },
      {
        planId: 'starter',
        status: 'ACTIVE',
        freeTrialDays: 0,
        plan: {
          id: 'starter',
          price: 29,
          features: { analytics: false, branding: false, instagram: true },
        },
      },
    ]);

    // An uninstalled app no longer connects the store.
    await db()
      .update(shopifyStores)
      .set({ uninstalledAt: new Date() })
      .where(eq(shopifyStores.groupId, group.id));
    const after = dataOf(
      await gql<{ setCurrentGroup: { shopifyStore: unknown } }>(FIELDS, { groupId: group.id }),
    );
    expect(after.setCurrentGroup.shopifyStore).toBeNull();
  });

  const PEOPLE = `mutation setCurrentGroup($groupId: ID!) {
    setCurrentGroup(groupId: $groupId) {
      users { role user { email firstName } }
      invitations { email status code }
    }
  }`;
  const HISTORY = `mutation setCurrentGroup($groupId: ID!) {
    setCurrentGroup(groupId: $groupId) { history { eventType userId notes createdAt } }
  }`;

  it('show members and invitations to members, codes and history to OWNERs only', async () => {
    // Abe sorts before Uma by name; the OWNER comes first regardless.
    const abe = await createUser(db(), { email: 'abe@example.com', firstName: 'Abe' });
    await addMember(db(), cast.groupA, abe.id, 'USER', false);
    await db().insert(groupInvitations).values({
      groupId: cast.groupA,
      email: 'someone@example.com',
      code: 'secret-code-a',
      invitedByUserId: cast.olivia.id,
    });
    type People = {
      setCurrentGroup: {
        users: Array<{ role: string; user: { email: string } }>;
        invitations: Array<{ email: string; code: string | null }>;
      };
    };
    const asOwner = dataOf(await cast.as.owner<People>(PEOPLE, { groupId: cast.groupA }));
    expect(asOwner.setCurrentGroup.users.map((u) => [u.role, u.user.email])).toEqual([
      ['OWNER', 'olivia@example.com'],
      ['USER', 'abe@example.com'],
      ['USER', 'uma@example.com'],
    ]);
    expect(asOwner.setCurrentGroup.invitations).toEqual([
      { email: 'someone@example.com', status: 'PENDING', code: 'secret-code-a' },
    ]);

    const asUser = dataOf(await cast.as.user<People>(PEOPLE, { groupId: cast.groupA }));
    expect(asUser.setCurrentGroup.users).toHaveLength(3);
    expect(asUser.setCurrentGroup.invitations).toEqual([
      { email: 'someone@example.com', status: 'PENDING', code: null },
    ]);

    dataOf(await cast.as.owner(`mutation { updateGroup(name: "Acme 2") { id } }`));
    dataOf(await cast.as.owner(`mutation { upsertGroupHandle(handle: "acme") { id } }`));
    const history = dataOf(
      await cast.as.owner<{ setCurrentGroup: { history: Array<{ eventType: string }> } }>(HISTORY, {
        groupId: cast.groupA,
      }),
    );
    // Newest first.
    expect(history.setCurrentGroup.history.map((h) => h.eventType)).toEqual([
      'HANDLE_CHANGED',
      'GROUP_RENAMED',
      'GROUP_CREATED',
    ]);
    expect(errorOf(await cast.as.user(HISTORY, { groupId: cast.groupA }))).toEqual(FORBIDDEN);
  });
});

describe('Group fields seen by an admin', () => {
  it('include the people and history of a group the admin does not belong to', async () => {
    const invitation = await invite(cast.as.owner, 'ada@example.com');
    const res = await cast.as.admin<{
      getUsersPendingGroupInvitations: Array<{
        id: string;
        code: string | null;
        group: { viewerRole: null; users: unknown[]; history: unknown[] };
      }>;
    }>(`query { getUsersPendingGroupInvitations {
      id code group { viewerRole users { role } history { eventType } }
    } }`);
    const [seen] = dataOf(res).getUsersPendingGroupInvitations;
    expect(seen?.id).toBe(invitation.id);
    expect(seen?.group.viewerRole).toBeNull();
    expect(seen?.group.users.length).toBeGreaterThan(0);
    expect(seen?.group.history.length).toBeGreaterThan(0);
  });
});
