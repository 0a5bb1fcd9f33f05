// The demo data of a development server: a merchant owning the group 'Demo Store' on the Standard
// plan, and an admin. Their sign-ins are fixed and documented (root README, start-up log), which is
// why this never runs in production.
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { groups, groupUsers, users } from '../../db/schema';
import type { Jobs } from '../../jobs/types';
import type { Logger } from '../../logger';
import { SHOPIFY_SCOPES } from '../../providers/shopify';
import { DEMO_STORE_NAME } from '../../sandbox/shopify/demo-store';
import { installSandboxApp } from '../../sandbox/shopify/install';
import { hashPassword, toViewer } from '../auth';
import { appendEntry } from '../billing';
import { createGroup } from '../groups';
import { getSetting, setSetting } from '../settings';
import { connectStoreToGroup, findGroupStore, saveInstalledStore } from '../stores';

export const DEMO_SEEDED_KEY = 'demo.seeded';
export const DEMO_STORE_SEEDED_KEY = 'demo.store-seeded';
/** The sandbox shop the demo group is connected to. */
export { DEMO_STORE_NAME };
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
  config: Pick<Config, 'nodeEnv' | 'demoData'>;
  logger: Logger;
}

/**
 * Demo data belongs to development servers (DEMO_DATA, on by default in development only; the
 * end-to-end server turns it on to try the shopper's side), never to production.
 */
export function demoWanted(config: Pick<Config, 'nodeEnv' | 'demoData'>): boolean {
  return config.demoData && config.nodeEnv !== 'production';
}

/** True when the server should create the demo data (development only, once). */
export async function demoDataWanted(deps: DemoDeps): Promise<boolean> {
  if (!demoWanted(deps.config)) return false;
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

/** The demo merchant's own 'Demo Store' group, if both still exist. */
export async function findDemoGroup(
  db: Database,
): Promise<{ userId: string; groupId: string } | null> {
  const [row] = await db
    .select({ userId: users.id, groupId: groups.id })
    .from(users)
    .innerJoin(groupUsers, eq(groupUsers.userId, users.id))
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(
      and(
        eq(users.email, DEMO_MERCHANT.email),
        eq(groupUsers.role, 'OWNER'),
        eq(groups.name, DEMO_GROUP_NAME),
      ),
    );
  return row ?? null;
}

/**
 * Connects the demo group to the sandbox shop DEMO_STORE_NAME, as if the demo merchant had
 * installed the app there: the sandbox issues a token, the store is saved with its webhooks and
 * joined to the group. Runs once, after the server listens (webhook registration goes through the
 * sandbox over HTTP), and only while the Shopify sandbox is in use: with real credentials a store
 * has to be installed for real.
 */
export async function seedDemoStore(
  deps: DemoDeps & { config: Config; jobs: Jobs },
): Promise<boolean> {
  const { db, config } = deps;
  if (!demoWanted(config) || config.providers.shopify !== null) return false;
  if ((await getSetting(db, DEMO_STORE_SEEDED_KEY)) !== undefined) return false;
  const demo = await findDemoGroup(db);
  const [user] = demo ? await db.select().from(users).where(eq(users.id, demo.userId)) : [];
  if (demo && user && !(await findGroupStore(db, demo.groupId))) {
    const accessToken = await installSandboxApp(db, DEMO_STORE_NAME, SHOPIFY_SCOPES);
    await saveInstalledStore(deps, {
      shop: DEMO_STORE_NAME,
      accessToken,
      scopes: SHOPIFY_SCOPES,
      userId: demo.userId,
    });
    await connectStoreToGroup(db, toViewer(user, config), DEMO_STORE_NAME, demo.groupId);
    deps.logger.info({ store: DEMO_STORE_NAME }, 'demo store connected');
  }
  await setSetting(db, DEMO_STORE_SEEDED_KEY, true);
  return true;
}
