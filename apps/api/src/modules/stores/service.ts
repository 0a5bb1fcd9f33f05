// Store connection rules: who may connect an installed store, one store per group and one group
// per store, development stores connected by token, and the app's install and uninstall.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groups, groupUsers, shopifyStores } from '../../db/schema';
import { UserError } from '../../errors';
import type { ShopifyStore } from '../../graphql/generated/resolvers-types';
import type { Jobs } from '../../jobs/types';
import { getShop, ShopifyAdminClient, shopifyApp } from '../../providers/shopify';
import { encryptToken, FORBIDDEN_MESSAGE, type Viewer } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import { recordGroupEvent } from '../groups';
import { writeAppHostQuietly } from './app-host';
import type { StoreDeps, StoreRow } from './deps';
import { GROUP_HAS_STORE, UNABLE_TO_CONNECT_STORE } from './messages';
import { registerStoreWebhooks } from './webhook-registration';

export async function findStoreByName(db: Database, storeName: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(shopifyStores).where(eq(shopifyStores.storeName, storeName));
  return row ?? null;
}

/** The group's connected store (an uninstalled app connects nothing). */
export async function findGroupStore(db: Database, groupId: string): Promise<StoreRow | null> {
  const [row] = await db
    .select()
    .from(shopifyStores)
    .where(and(eq(shopifyStores.groupId, groupId), isNull(shopifyStores.uninstalledAt)));
  return row ?? null;
}

export async function getGroupStore(db: Database, groupId: string): Promise<ShopifyStore | null> {
  const [row] = await db
    .select({ store: shopifyStores, groupName: groups.name })
    .from(shopifyStores)
    .innerJoin(groups, eq(groups.id, shopifyStores.groupId))
    .where(and(eq(shopifyStores.groupId, groupId), isNull(shopifyStores.uninstalledAt)));
  return row ? toShopifyStore(row.store, row.groupName) : null;
}

function toShopifyStore(store: StoreRow, groupName: string): ShopifyStore {
  return { id: store.id, groupId: store.groupId ?? '', storeName: store.storeName, groupName };
}

async function isMember(db: Database, userId: string, groupId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: groupUsers.id })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
  return row !== undefined;
}

export interface CredentialCheck {
  hasPermission: boolean;
  /** The group holding the store, when the viewer may see it. */
  groupId: string | null;
}

/**
 * May the viewer connect `storeName`? Yes for whoever installed the app on it (owner of the
 * credential), for members of the group already holding it, and for admins.
 */
export async function checkCredentialOwner(
  db: Database,
  viewer: Viewer,
  storeName: string,
): Promise<CredentialCheck> {
  const store = await findStoreByName(db, storeName);
  if (!store || store.uninstalledAt) return { hasPermission: false, groupId: null };
  const member = store.groupId !== null && (await isMember(db, viewer.id, store.groupId));
  const hasPermission = viewer.isAdmin || store.credentialOwnerUserId === viewer.id || member;
  return { hasPermission, groupId: hasPermission ? store.groupId : null };
}

/**
 * Connects the installed store to the group. The caller checked that the viewer is an OWNER of
 * the group; the viewer must also own the store's credential.
 */
export async function connectStoreToGroup(
  db: Database,
  viewer: Viewer,
  storeName: string,
  groupId: string,
): Promise<ShopifyStore> {
  try {
    return await db.transaction(async (tx) => {
      const [store] = await tx
        .select()
        .from(shopifyStores)
        .where(eq(shopifyStores.storeName, storeName))
        .for('update');
      if (!store || store.uninstalledAt) throw new UserError(UNABLE_TO_CONNECT_STORE);
      if (store.credentialOwnerUserId !== viewer.id) {
        throw new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });
      }
      const [group] = await tx.select().from(groups).where(eq(groups.id, groupId));
      if (!group) throw new UserError(UNABLE_TO_CONNECT_STORE);
      if (store.groupId === groupId) return toShopifyStore(store, group.name);
      // Moving a store between groups would take it from its group's owners without their say.
      if (store.groupId !== null) throw new UserError(UNABLE_TO_CONNECT_STORE);
      if (await findGroupStore(tx, groupId)) throw new UserError(GROUP_HAS_STORE);
      const [updated] = await tx
        .update(shopifyStores)
        .set({ groupId, updatedAt: new Date() })
        .where(eq(shopifyStores.id, store.id))
        .returning();
      await recordGroupEvent(tx, {
        groupId,
        userId: viewer.id,
        eventType: 'STORE_CONNECTED',
        notes: storeName,
      });
      return toShopifyStore(updated ?? store, group.name);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError(UNABLE_TO_CONNECT_STORE);
    throw error;
  }
}

/** Does Shopify accept this token for this shop? */
async function tokenWorks(deps: StoreDeps, shop: string, accessToken: string): Promise<boolean> {
  try {
    const client = new ShopifyAdminClient(shopifyApp(deps.config), { shop, accessToken });
    return (await getShop(client)).myshopifyDomain.toLowerCase() === shop;
  } catch (error) {
    deps.logger.info({ err: error, shop }, 'development store token refused');
    return false;
  }
}

/**
 * Connects a development store to `groupId` with an Admin API token, without the install flow. The
 * admin becomes the owner of the credential.
 */
export async function connectDevStore(
  deps: StoreDeps & { jobs: Jobs },
  admin: Viewer,
  storeName: string,
  accessToken: string,
  groupId: string,
): Promise<ShopifyStore> {
  const existing = await findStoreByName(deps.db, storeName);
  const heldElsewhere =
    existing !== null &&
    !existing.uninstalledAt &&
    existing.groupId !== null &&
    existing.groupId !== groupId;
  if (heldElsewhere) throw new UserError(UNABLE_TO_CONNECT_STORE);
  const current = await findGroupStore(deps.db, groupId);
  if (current && current.storeName !== storeName) throw new UserError(GROUP_HAS_STORE);
  if (!(await tokenWorks(deps, storeName, accessToken)))
    throw new UserError(UNABLE_TO_CONNECT_STORE);

  const now = new Date();
  const values = {
    groupId,
    accessTokenEncrypted: encryptToken(accessToken, deps.config.sessionSecret),
    credentialOwnerUserId: admin.id,
    uninstalledAt: null,
    updatedAt: now,
  };
  let store: StoreRow;
  try {
    store = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shopifyStores)
        .values({ storeName, ...values, scopes: '', installedAt: now })
        .onConflictDoUpdate({ target: shopifyStores.storeName, set: values })
        .returning();
      if (!row) throw new Error('store upsert returned nothing');
      await recordGroupEvent(tx, {
        groupId,
        userId: admin.id,
        eventType: 'STORE_CONNECTED',
        notes: `${storeName} (development store)`,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError(UNABLE_TO_CONNECT_STORE);
    throw error;
  }
  await registerWebhooksQuietly(deps, store);
  await writeAppHostQuietly(deps, store);
  const [group] = await deps.db
    .select({ name: groups.name })
    .from(groups)
    .where(eq(groups.id, groupId));
  return toShopifyStore(store, group?.name ?? '');
}

/** Webhooks are a convenience at connection time: the admin can set them again later. */
async function registerWebhooksQuietly(deps: StoreDeps, store: StoreRow): Promise<void> {
  try {
    await registerStoreWebhooks(deps, store);
  } catch {
    deps.logger.warn({ store: store.storeName }, 'store connected without webhooks');
  }
}

export interface InstalledApp {
  shop: string;
  accessToken: string;
  scopes: string;
  userId: string;
}

/**
 * The app was (re)installed on a shop by `userId`, who becomes the owner of the credential. A store
 * keeps its group on re-authorisation; after an uninstall it has none until connected again.
 */
export async function saveInstalledStore(
  deps: StoreDeps & { jobs: Jobs },
  install: InstalledApp,
): Promise<StoreRow> {
  const now = new Date();
  const values = {
    accessTokenEncrypted: encryptToken(install.accessToken, deps.config.sessionSecret),
    scopes: install.scopes,
    credentialOwnerUserId: install.userId,
    installedAt: now,
    uninstalledAt: null,
    updatedAt: now,
  };
  const [store] = await deps.db
    .insert(shopifyStores)
    .values({ storeName: install.shop, ...values })
    .onConflictDoUpdate({ target: shopifyStores.storeName, set: values })
    .returning();
  if (!store) throw new Error('store upsert returned nothing');
  await registerWebhooksQuietly(deps, store);
  // The theme app extension's blocks show nothing until the store knows where Vendy is.
  await writeAppHostQuietly(deps, store);
  return store;
}

/**
 * app/uninstalled: the token is dead, so it is erased and the store leaves its group. Returns the
 * group it left, if any.
 */
export async function markUninstalled(db: Database, shop: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [store] = await tx
      .select()
      .from(shopifyStores)
      .where(eq(shopifyStores.storeName, shop))
      .for('update');
    if (!store) return null;
    await tx
      .update(shopifyStores)
      .set({
        uninstalledAt: new Date(),
        groupId: null,
        accessTokenEncrypted: '',
        webhookIds: {},
        // Shopify deletes an app's app-data metafields with the app.
        appHost: null,
        appHostWrittenAt: null,
        updatedAt: new Date(),
      })
      .where(eq(shopifyStores.id, store.id));
    return store.groupId;
  });
}
