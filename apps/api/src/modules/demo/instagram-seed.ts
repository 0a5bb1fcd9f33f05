// The demo group's Instagram account on a development server: the sandbox's demo account connected
// through the sandbox's own authorization window and code exchange (as a merchant's browser would),
// its posts synced, and one feed, so `npm start` opens /instagram with posts to build on; the demo
// store shows that feed on its Instagram page (feed-seed.ts gives it products). Runs once
// the server listens (the exchange goes over HTTP), once per database, never in production or with
// real Instagram credentials.
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Logger } from '../../logger';
import { sandboxAuthorizationCode } from '../../sandbox/instagram/allow';
import { addPageBlock } from '../../sandbox/shopify/storefront';
import {
  callbackUri,
  findAccount,
  setupAccount,
  upsertFeed,
  type InstagramServiceDeps,
} from '../instagram';
import { getSetting, setSetting } from '../settings';
import { DEMO_STORE_NAME, demoWanted, findDemoGroup } from './seed';

export const DEMO_INSTAGRAM_SEEDED_KEY = 'demo.instagram-seeded';
/** The sandbox account the demo group connects (@vendy.demo.store). */
export const DEMO_INSTAGRAM_ACCOUNT = 'demo';
/** The demo feed's id: fixed, so the demo store's page can embed it. */
export const DEMO_FEED_ID = '6f0c1a52-9d3e-4c6b-8a27-1d5e0b7c4f10';
export const DEMO_FEED_TITLE = 'Spring lookbook';

export type DemoInstagramDeps = InstagramServiceDeps & {
  db: Database;
  config: Config;
  logger: Logger;
};

/** Answers whether it connected the account now (false: not wanted, or done before). */
export async function seedDemoInstagram(deps: DemoInstagramDeps): Promise<boolean> {
  const { db, config } = deps;
  if (!demoWanted(config) || config.providers.instagram !== null) return false;
  if ((await getSetting(db, DEMO_INSTAGRAM_SEEDED_KEY)) !== undefined) return false;
  const demo = await findDemoGroup(db);
  if (!demo) return false;
  if (!(await findAccount(db, demo.groupId))) {
    const code = await sandboxAuthorizationCode(
      config,
      DEMO_INSTAGRAM_ACCOUNT,
      callbackUri(config),
    );
    const account = await setupAccount(deps, demo.groupId, code);
    await upsertFeed(db, demo.groupId, DEMO_FEED_ID, DEMO_FEED_TITLE);
    // The demo store shows it on its Instagram page, as a merchant would place it in the theme
    // editor (the "Vendy Instagram feed" app block).
    await addPageBlock(db, DEMO_STORE_NAME, {
      type: 'vendy-feed',
      settings: { feed_id: DEMO_FEED_ID },
    });
    deps.logger.info({ account: account.accountName }, 'demo Instagram account connected');
  }
  await setSetting(db, DEMO_INSTAGRAM_SEEDED_KEY, true);
  return true;
}
