// adminResetGroupWebhooks against the Shopify sandbox: the four topics are registered again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../src/modules/groups/service';
import { createUser } from '../harness/accounts';
import { dataOf } from '../groups/fixtures';
import {
  seedInstalledStore,
  sessionOf,
  startShopifyTestServer,
  type ShopifyTestServer,
} from '../stores/harness';

let server: ShopifyTestServer;
beforeAll(async () => {
  server = await startShopifyTestServer();
});
afterAll(() => server.close());

const RESET = `mutation w($groupId: ID!) { adminResetGroupWebhooks(groupId: $groupId) { ordersCreate appUninstalled cartsCreate cartsUpdate } }`;
const HISTORY = `query h($groupId: ID!) { adminGetGroupData(groupId: $groupId) { history { eventType notes } } }`;

describe('adminResetGroupWebhooks', () => {
  it('registers the four webhooks of the group store again, with new ids each time', async () => {
    const db = server.database.db;
    const owner = await createUser(db, { email: 'owner@example.com' });
    const admin = await createUser(db, { email: 'admin@example.com', admin: true });
    const groupId = (await createGroup(db, owner.id, 'Hooked')).id;
    await seedInstalledStore(server, 'hooked.myshopify.com', owner.id, groupId);
    const { gql } = await sessionOf(server, admin.id);

    type Reset = { adminResetGroupWebhooks: Record<string, string> };
    const first = dataOf(await gql<Reset>(RESET, { groupId })).adminResetGroupWebhooks;
    const ids = Object.values(first);
    expect(Object.keys(first).sort()).toEqual([
      'appUninstalled',
      'cartsCreate',
      'cartsUpdate',
      'ordersCreate',
    ]);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/\S/);

    const second = dataOf(await gql<Reset>(RESET, { groupId })).adminResetGroupWebhooks;
    expect(Object.values(second).filter((id) => ids.includes(id))).toEqual([]);

    type History = { adminGetGroupData: { history: Array<{ eventType: string; notes: string }> } };
    const history = dataOf(await gql<History>(HISTORY, { groupId })).adminGetGroupData.history;
    expect(history.filter((event) => event.eventType === 'WEBHOOKS_RESET')).toHaveLength(2);
  });
});
