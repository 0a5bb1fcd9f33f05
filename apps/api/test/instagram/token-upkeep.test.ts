// The hourly token upkeep against the sandbox: a token near its end (and a day old) is refreshed
// and sealed again with 60 more days; a token not confirmed for a day is checked with one call; a
// token revoked on Instagram's side marks the account within that day; a young, recently checked
// token costs no call at all; a failure other than a refused token leaves the account as it was.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instagramAccounts } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { decryptToken } from '../../src/modules/auth';
import { appendEntry } from '../../src/modules/billing/history';
import { createGroup } from '../../src/modules/groups/service';
import { upkeepTokens } from '../../src/modules/instagram/jobs';
import { callbackUri, setupAccount } from '../../src/modules/instagram/service';
import { sandboxAuthorizationCode } from '../../src/sandbox/instagram/allow';
import { createUser } from '../harness/accounts';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';

let server: OwnAddressServer;
let groupId: string;
const DAY = 24 * 3600_000;
const PURPOSE = 'instagram access token';

const deps = () => ({
  ...server.app.services,
  config: server.config,
  logger: createLogger({ logLevel: 'silent' }),
});

async function connect(): Promise<void> {
  const code = await sandboxAuthorizationCode(server.config, 'demo', callbackUri(server.config));
  await setupAccount(deps(), groupId, code);
}

async function account() {
  const [row] = await server.database.db
    .select()
    .from(instagramAccounts)
    .where(eq(instagramAccounts.groupId, groupId));
  return row!;
}

const tokenOf = async () =>
  decryptToken((await account()).accessTokenEncrypted, server.config.sessionSecret, PURPOSE)!;

async function setAccount(values: Partial<typeof instagramAccounts.$inferInsert>) {
  await server.database.db
    .update(instagramAccounts)
    .set(values)
    .where(eq(instagramAccounts.groupId, groupId));
}

/** Makes the sandbox see the current token as `hours` old (it refreshes only day-old tokens). */
async function ageSandboxToken(hours: number) {
  const response = await fetch(`${server.url}/sandbox/instagram/control/age-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ access_token: await tokenOf(), hours: String(hours) }).toString(),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  server = await startOwnAddressServer();
  const db = server.database.db;
  const owner = await createUser(db, { email: 'owner@example.com', firstName: 'O', lastName: 'W' });
  groupId = (await createGroup(db, owner.id, 'Acme')).id;
  await appendEntry(db, { groupId, planId: 'starter', status: 'ACTIVE', freeTrialDays: 30 });
}, 120_000);
afterAll(() => server.close());
beforeEach(connect);

describe('token upkeep', () => {
  it('leaves a young, recently checked token alone (no call)', async () => {
    const before = await account();
    expect(await upkeepTokens(deps())).toEqual({ refreshed: 0, checked: 0, lost: 0, failed: 0 });
    expect(await account()).toEqual(before);
  });

  it('refreshes a token near its end once it is a day old, sealing the new one', async () => {
    const old = await tokenOf();
    await ageSandboxToken(46 * 24);
    const now = new Date();
    await setAccount({
      tokenExpiresAt: new Date(now.getTime() + 14 * DAY),
      tokenRefreshedAt: new Date(now.getTime() - 46 * DAY),
    });
    expect(await upkeepTokens(deps(), now)).toMatchObject({ refreshed: 1, lost: 0, failed: 0 });
    const after = await account();
    expect(await tokenOf()).not.toBe(old);
    expect(after.tokenExpiresAt.getTime()).toBeGreaterThan(now.getTime() + 59 * DAY);
    expect(after.tokenRefreshedAt.getTime()).toBe(now.getTime());
    expect(after.connectionLostAt).toBeNull();
    // The sealed token works.
    expect(await upkeepTokens(deps(), new Date(now.getTime() + 2 * DAY))).toMatchObject({
      checked: 1,
      lost: 0,
    });
  });

  it('does not ask to refresh a token younger than a day, and keeps it when that fails', async () => {
    const now = new Date();
    // Near its end by our clock, but the sandbox knows it is new: a refresh would be refused.
    await setAccount({ tokenExpiresAt: new Date(now.getTime() + 14 * DAY) });
    expect(await upkeepTokens(deps(), now)).toMatchObject({ refreshed: 0, checked: 1 });
    // Our clock says a day old, the sandbox says new: the refused refresh (not a 190) changes nothing.
    const token = await tokenOf();
    await setAccount({ tokenRefreshedAt: new Date(now.getTime() - 2 * DAY) });
    expect(await upkeepTokens(deps(), now)).toMatchObject({ refreshed: 0, failed: 1, lost: 0 });
    expect(await tokenOf()).toBe(token);
    expect((await account()).connectionLostAt).toBeNull();
  });

  it('notices within a day that access was removed on Instagram, and marks the account', async () => {
    await fetch(`${server.url}/sandbox/instagram/settings/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'user_id=17841400000000001&decision=remove',
    });
    // Checked an hour ago: nothing asked yet.
    expect(await upkeepTokens(deps())).toMatchObject({ checked: 0, lost: 0 });
    expect((await account()).connectionLostAt).toBeNull();
    // A day later, the check finds out.
    const tomorrow = new Date(Date.now() + DAY + 60_000);
    expect(await upkeepTokens(deps(), tomorrow)).toMatchObject({ lost: 1 });
    expect((await account()).connectionLostAt?.getTime()).toBe(tomorrow.getTime());
    // A lost account is not asked again.
    expect(await upkeepTokens(deps(), new Date(tomorrow.getTime() + DAY))).toEqual({
      refreshed: 0,
      checked: 0,
      lost: 0,
      failed: 0,
    });
  });
});
