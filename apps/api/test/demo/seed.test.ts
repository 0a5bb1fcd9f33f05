// The demo data: created once in development (never in test or production), and its documented
// sign-ins work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { loadConfig } from '../../src/config';
import { DEMO_ADMIN, DEMO_MERCHANT, seedDemoData } from '../../src/modules/demo/seed';
import { signIn } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import { dataOf } from '../groups/fixtures';

let server: TestServer;
const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const deps = (nodeEnv: 'development' | 'test' | 'production') => ({
  db: server.database.db,
  config: { nodeEnv, demoData: nodeEnv === 'development' },
  logger,
});

describe('seedDemoData', () => {
  it('does nothing in test or production', async () => {
    expect(await seedDemoData(deps('test'))).toBe(false);
    expect(await seedDemoData(deps('production'))).toBe(false);
    // Not even when told to: the demo sign-ins are public.
    const told = {
      ...deps('production'),
      config: { nodeEnv: 'production', demoData: true } as const,
    };
    expect(await seedDemoData(told)).toBe(false);
    expect(await server.database.db.select().from(users)).toEqual([]);
  });

  it('seeds once, and the merchant and admin can sign in', async () => {
    expect(await seedDemoData(deps('development'))).toBe(true);
    expect(await seedDemoData(deps('development'))).toBe(false);
    const emails = (await server.database.db.select().from(users)).map((u) => u.email).sort();
    expect(emails).toEqual([DEMO_ADMIN.email, DEMO_MERCHANT.email]);

    const merchant = await signIn(server, DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    type Me = {
      getCurrentUser: {
        user: { firstName: string };
        auth: { isAdmin: boolean; emailVerified: boolean };
        currentGroup: {
          name: string;
          viewerRole: string;
          planHistory: Array<{ planId: string; status: string; freeTrialDays: number }>;
        };
      };
    };
    const me = dataOf(
      await merchant<Me>(
        `{ getCurrentUser { user { firstName } auth { isAdmin emailVerified } currentGroup { name viewerRole planHistory { planId status freeTrialDays } } } }`,
      ),
    ).getCurrentUser;
    expect(me.user.firstName).toBe('Demo');
    expect(me.auth).toEqual({ isAdmin: false, emailVerified: true });
    expect(me.currentGroup.name).toBe('Demo Store');
    expect(me.currentGroup.viewerRole).toBe('OWNER');
    expect(me.currentGroup.planHistory).toEqual([
      { planId: 'standard', status: 'ACTIVE', freeTrialDays: 30 },
    ]);

    const admin = await signIn(server, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const listed = dataOf(await admin<{ getUsers: unknown[] }>(`{ getUsers { user { email } } }`));
    expect(listed.getUsers).toHaveLength(2);
  });
});
