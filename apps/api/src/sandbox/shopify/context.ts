import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Logger } from '../../logger';
import type { ShopifyApp } from '../../providers/shopify';

/** What every part of the sandbox works with: one shop, as seen by our app. */
export interface SandboxContext {
  db: Database;
  config: Config;
  logger: Logger;
  app: ShopifyApp;
  /** The shop's myshopify domain. */
  shop: string;
  /** True while a bulk operation runs its query: connections then hold every node. */
  bulk?: boolean;
}

/** `gid://shopify/AppSubscription/27000001` ↔ (AppSubscription, 27000001). */
export function toGid(type: string, id: number): string {
  return `gid://shopify/${type}/${id}`;
}

export function fromGid(gid: string): { type: string; id: number } | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d{1,10})$/.exec(gid);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { type: match[1] ?? '', id } : null;
}
