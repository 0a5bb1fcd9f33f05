// Who may see and connect a store: checkStoreCredentialOwner, connectShopifyStoreToGroup,
// getShopifyStore and the admin's connectDevShopifyStore.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupHistory, sandboxShopifyWebhooks, shopifyStores, users } from '../../src/db/schema';
import { createGroup } from '../../src/modules/groups/service';
import { createCast, dataOf, FORBIDDEN, messagesOf, NOT_LOGGED_IN, type Cast } from './cast';
import { seedInstalledStore, startShopifyTestServer, type ShopifyTestServer } from './harness';

const CHECK = `query checkStoreCredentialOwner($storeName: String!) {
  checkStoreCredentialOwner(storeName: $storeName) { hasPermission group { id name } }
}`;
const CONNECT = `mutation connectShopifyStoreToGroup($storeName: String!, $groupId: ID!) {
  connectShopifyStoreToGroup(storeName: $storeName, groupId: $groupId) { id groupId storeName groupName }
}`;
const GET_STORE = `query getShopifyStore { getShopifyStore { id groupId storeName groupName } }`;
const CONNECT_DEV = `mutation connectDevShopifyStore($storeName: String!, $adminToken: String!) {
  connectDevShopifyStore(storeName: $storeName, adminToken: $adminToken) { groupId storeName groupName }
}`;

let server: ShopifyTestServer;
let cast: Cast;

beforeAll(async () => {
  server = await startShopifyTestServer();
  cast = await createCast(server);
});
afterAll(() => server.close());

type Check = {
  checkStoreCredentialOwner: { hasPermission: boolean; group: { id: string; name: string } | null };
};

describe('checkStoreCredentialOwner', () => {
  beforeAll(async () => {
    await seedInstalledStore(server, 'olivias.myshopify.com', cast.olivia.id);
  });

  it('needs a signed-in user', async () => {
    expect(messagesOf(await cast.as.anonymous(CHECK, { storeName: 'olivias' }))).toEqual([
      NOT_LOGGED_IN,
    ]);
  });

  it('lets the owner of the credential and admins connect, nobody else', async () => {
    const answer = async (gql: typeof cast.as.owner) =>
      dataOf<Check>(await gql(CHECK, { storeName: ' Olivias.myshopify.com ' }))
        .checkStoreCredentialOwner;
    expect(await answer(cast.as.owner)).toEqual({ hasPermission: true, group: null });
    expect(await answer(cast.as.admin)).toEqual({ hasPermission: true, group: null });
    expect(await answer(cast.as.user)).toEqual({ hasPermission: false, group: null });
    expect(await answer(cast.as.outsider)).toEqual({ hasPermission: false, group: null });
  });

  it('says no for a store where the app is not installed', async () => {
    const check = dataOf<Check>(await cast.as.owner(CHECK, { storeName: 'unknown-shop' }));
    expect(check.checkStoreCredentialOwner).toEqual({ hasPermission: false, group: null });
  });

  it('requires a store parameter of at most 250 characters', async () => {
    for (const storeName of ['', 'x'.repeat(251)]) {
      expect(messagesOf(await cast.as.owner(CHECK, { storeName }))).toEqual([
        'Requires valid store parameter.',
      ]);
    }
  });
});

describe('connectShopifyStoreToGroup', () => {
  beforeAll(async () => {
    await seedInstalledStore(server, 'connect-me.myshopify.com', cast.olivia.id);
    await seedInstalledStore(server, 'umas.myshopify.com', cast.uma.id);
  });

  it('refuses anonymous visitors, members who are not owners, and admins outside the group', async () => {
    const vars = { storeName: 'connect-me', groupId: cast.groupA };
    expect(messagesOf(await cast.as.anonymous(CONNECT, vars))).toEqual([NOT_LOGGED_IN]);
    expect(messagesOf(await cast.as.admin(CONNECT, vars))).toEqual([FORBIDDEN]);
    expect(messagesOf(await cast.as.outsider(CONNECT, vars))).toEqual([FORBIDDEN]);
    // Uma owns the credential of umas but is only a USER of Acme.
    expect(
      messagesOf(await cast.as.user(CONNECT, { storeName: 'umas', groupId: cast.groupA })),
    ).toEqual([FORBIDDEN]);
    expect(messagesOf(await cast.as.owner(CONNECT, { ...vars, groupId: 'not-a-uuid' }))).toEqual([
      FORBIDDEN,
    ]);
  });

  it('refuses an owner of the group who does not own the store credential', async () => {
    // Otto owns Bravo but Olivia installed connect-me.
    expect(
      messagesOf(
        await cast.as.outsider(CONNECT, { storeName: 'connect-me', groupId: cast.groupB }),
      ),
    ).toEqual([FORBIDDEN]);
  });

  it('connects the credential owner’s store to the group they own', async () => {
    const connected = dataOf<{ connectShopifyStoreToGroup: Record<string, string> }>(
      await cast.as.owner(CONNECT, { storeName: 'Connect-Me', groupId: cast.groupA }),
    ).connectShopifyStoreToGroup;
    expect(connected).toMatchObject({
      groupId: cast.groupA,
      storeName: 'connect-me.myshopify.com',
      groupName: 'Acme',
    });
    const events = await server.database.db
      .select()
      .from(groupHistory)
      .where(eq(groupHistory.groupId, cast.groupA));
    expect(events.map((e) => e.eventType)).toContain('STORE_CONNECTED');

    // Connecting again to the same group changes nothing and succeeds.
    const again = await cast.as.owner(CONNECT, { storeName: 'connect-me', groupId: cast.groupA });
    expect(
      dataOf<{ connectShopifyStoreToGroup: { groupId: string } }>(again).connectShopifyStoreToGroup
        .groupId,
    ).toBe(cast.groupA);
  });

  it('shows the store to every member of its group, and the check now names the group', async () => {
    for (const gql of [cast.as.owner, cast.as.user]) {
      const store = dataOf<{ getShopifyStore: Record<string, string> | null }>(
        await gql(GET_STORE),
      ).getShopifyStore;
      expect(store).toMatchObject({ storeName: 'connect-me.myshopify.com', groupName: 'Acme' });
    }
    const check = dataOf<Check>(await cast.as.user(CHECK, { storeName: 'connect-me' }));
    expect(check.checkStoreCredentialOwner).toEqual({
      hasPermission: true,
      group: { id: cast.groupA, name: 'Acme' },
    });
    expect(
      dataOf<Check>(await cast.as.outsider(CHECK, { storeName: 'connect-me' }))
        .checkStoreCredentialOwner,
    ).toEqual({ hasPermission: false, group: null });
  });

  it('keeps a store in one group at a time', async () => {
    // Olivia also owns a group of her own; the store stays with Acme.
    const other = await createGroup(server.database.db, cast.olivia.id, 'Olivia Two');
    expect(
      messagesOf(await cast.as.owner(CONNECT, { storeName: 'connect-me', groupId: other.id })),
    ).toEqual(['Unable to connect to this shopify store.']);
  });

  it('keeps one store per group', async () => {
    await seedInstalledStore(server, 'second-store.myshopify.com', cast.olivia.id);
    expect(
      messagesOf(await cast.as.owner(CONNECT, { storeName: 'second-store', groupId: cast.groupA })),
    ).toEqual(['This group already has a connected store.']);
  });

  it('refuses a store where the app is not installed', async () => {
    expect(
      messagesOf(
        await cast.as.owner(CONNECT, { storeName: 'never-installed', groupId: cast.groupA }),
      ),
    ).toEqual(['Unable to connect to this shopify store.']);
  });
});

describe('getShopifyStore', () => {
  it('is for members of the current group; null when it has no store', async () => {
    expect(messagesOf(await cast.as.anonymous(GET_STORE))).toEqual([NOT_LOGGED_IN]);
    expect(messagesOf(await cast.as.admin(GET_STORE))).toEqual([FORBIDDEN]);
    expect(
      dataOf<{ getShopifyStore: null }>(await cast.as.outsider(GET_STORE)).getShopifyStore,
    ).toBeNull();
  });

  it('never returns the access token', async () => {
    const response = await cast.as.owner(`query { getShopifyStore { accessToken } }`);
    expect(response.body.errors?.[0]?.message).toMatch(/Cannot query field "accessToken"/);
  });
});

describe('connectDevShopifyStore', () => {
  // Acme already has a store: the admin works on Bravo.
  beforeAll(async () => {
    await server.database.db
      .update(users)
      .set({ currentGroupId: cast.groupB })
      .where(eq(users.id, cast.ada.id));
  });

  it('is for admins only', async () => {
    const vars = { storeName: 'dev-store', adminToken: 'shpat_0123456789abcdef' };
    expect(messagesOf(await cast.as.anonymous(CONNECT_DEV, vars))).toEqual([NOT_LOGGED_IN]);
    for (const gql of [cast.as.owner, cast.as.user, cast.as.outsider]) {
      expect(messagesOf(await gql(CONNECT_DEV, vars))).toEqual([FORBIDDEN]);
    }
  });

  it('validates both fields', async () => {
    expect(
      messagesOf(await cast.as.admin(CONNECT_DEV, { storeName: ' ', adminToken: 'shpat_x' })),
    ).toEqual(['This field is required']);
    expect(
      messagesOf(await cast.as.admin(CONNECT_DEV, { storeName: 'dev', adminToken: '' })),
    ).toEqual(['This field is required']);
  });

  it('refuses a token the store does not accept', async () => {
    expect(
      messagesOf(
        await cast.as.admin(CONNECT_DEV, { storeName: 'dev-store', adminToken: 'not-a-token' }),
      ),
    ).toEqual(['Unable to connect to this shopify store.']);
  });

  it('connects a development store to the admin’s current group, with webhooks', async () => {
    const db = server.database.db;
    const connected = dataOf<{ connectDevShopifyStore: Record<string, string> }>(
      await cast.as.admin(CONNECT_DEV, {
        storeName: '  My-Dev-Store ',
        adminToken: 'shpat_0123456789abcdef',
      }),
    ).connectDevShopifyStore;
    expect(connected).toEqual({
      groupId: cast.groupB,
      storeName: 'my-dev-store.myshopify.com',
      groupName: 'Bravo',
    });
    const [row] = await db
      .select()
      .from(shopifyStores)
      .where(eq(shopifyStores.storeName, 'my-dev-store.myshopify.com'));
    expect(row?.credentialOwnerUserId).toBe(cast.ada.id);
    const hooks = await db
      .select()
      .from(sandboxShopifyWebhooks)
      .where(eq(sandboxShopifyWebhooks.shop, 'my-dev-store.myshopify.com'));
    // The SDL's four topics and the orders and refunds topics of revenue attribution.
    expect(hooks).toHaveLength(7);
    const seen = dataOf<{ getShopifyStore: { storeName: string } }>(
      await cast.as.outsider(GET_STORE),
    );
    expect(seen.getShopifyStore.storeName).toBe('my-dev-store.myshopify.com');
  });

  it('will not take a store held by another group', async () => {
    const db = server.database.db;
    await db.update(users).set({ currentGroupId: cast.groupA }).where(eq(users.id, cast.ada.id));
    expect(
      messagesOf(
        await cast.as.admin(CONNECT_DEV, {
          storeName: 'my-dev-store',
          adminToken: 'shpat_0123456789abcdef',
        }),
      ),
    ).toEqual(['Unable to connect to this shopify store.']);
  });
});
