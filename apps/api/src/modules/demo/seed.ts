// The demo data of a development server: a merchant owning the group 'Demo Store' on the Standard
// plan, and an admin. Their sign-ins are fixed and documented (root README, start-up log), which is
// why this never runs in production.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import type { Logger } from '../../logger';
import { hashPassword } from '../auth';
import { appendEntry } from '../billing/history';
import { createGroup } from '../groups/service';
import { getSetting, setSetting } from '../settings/service';

export const DEMO_SEEDED_KEY = 'demo.seeded';
export const DEMO_GROUP_NAME = 'Demo Store';
export const DEMO_PLAN_ID = 'standard';
export const DEMO_TRIAL_DAYS = 30;

export interface DemoAccount {
  email: string;
  password: string;
}

export const DEMO_MERCHANT: DemoAccount = { email: 'demo@vendy.app', password: 'vendy-demo-1' };
export const DEMO_ADMIN: DemoAccount = { email: 'admin@vendy.app', password: 'vendy-admin-1' };

export interface DemoDeps {
  db: Database;
  config: Pick<Config, 'nodeEnv'>;
  logger: Logger;
}

/** True when the server should create the demo data (development only, once). */
export async function demoDataWanted(deps: DemoDeps): Promise<boolean> {
  if (deps.config.nodeEnv === 'production' || deps.config.nodeEnv === 'test') return false;
  return (await getSetting(deps.db, DEMO_SEEDED_KEY)) === undefined;
}

/** Creates the account, or leaves an existing one (same email) as it is; returns its id. */
async function ensureUser(
  db: Database,
  account: DemoAccount,
  profile: { firstName: string; lastName: string; isAdmin: boolean },
): Promise<{ id: string; created: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  if (existing) return { id: existing.id, created: false };
  const [row] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      ...profile,
      emailVerifiedAt: new Date(),
      loginProvider: 'EMAIL',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('demo user insert returned nothing');
  return { id: row.id, created: true };
}

/**
 * Seeds the demo data unless the 'demo.seeded' flag says it was done. Accounts that already exist
 * (by email) are left untouched, so a database where someone signed up as demo@vendy.app keeps
 * that account as it is.
 */
export async function seedDemoData(deps: DemoDeps): Promise<boolean> {
  if (!(await demoDataWanted(deps))) return false;
  await deps.db.transaction(async (tx) => {
    const merchant = await ensureUser(tx, DEMO_MERCHANT, {
      firstName: 'Demo',
      lastName: 'Merchant',
      isAdmin: false,
    });
    if (merchant.created) {
      const group = await createGroup(tx, merchant.id, DEMO_GROUP_NAME);
      await appendEntry(tx, {
        groupId: group.id,
        planId: DEMO_PLAN_ID,
        status: 'ACTIVE',
        freeTrialDays: DEMO_TRIAL_DAYS,
      });
    }
    await ensureUser(tx, DEMO_ADMIN, { firstName: 'Demo', lastName: 'Admin', isAdmin: true });
    await setSetting(tx, DEMO_SEEDED_KEY, true);
  });
  deps.logger.info('demo data created');
  return true;
}
