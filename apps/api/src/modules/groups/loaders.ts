// Per-request batching for the Group, GroupUser and GroupInvitation field resolvers. A list of
// groups (getCurrentUser's groups, the admin's group table) asks each field once per group; the
// loaders gather the ids asked for in the same tick and answer them with one query.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  groupInvitations,
  groupPlanHistory,
  groups,
  groupUsers,
  shopifyStores,
  users,
  type GroupRoleValue,
} from '../../db/schema';
import { getViewer, type AuthContext } from '../auth';

export type GroupRow = typeof groups.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type MemberRow = typeof groupUsers.$inferSelect & { user: UserRow };
export type InvitationRow = typeof groupInvitations.$inferSelect;
export type PlanHistoryRow = typeof groupPlanHistory.$inferSelect;
export type StoreRow = typeof shopifyStores.$inferSelect;

/** Collects keys during one tick and loads them together; each key is loaded once per request. */
class BatchLoader<V> {
  private readonly cache = new Map<string, Promise<V>>();
  private pending: Array<{ key: string; resolve: (v: V) => void; reject: (e: unknown) => void }> =
    [];

  constructor(
    private readonly fetch: (keys: string[]) => Promise<Map<string, V>>,
    private readonly missing: V,
  ) {}

  load(key: string): Promise<V> {
    let value = this.cache.get(key);
    if (!value) {
      value = new Promise<V>((resolve, reject) => {
        this.pending.push({ key, resolve, reject });
        if (this.pending.length === 1) queueMicrotask(() => void this.flush());
      });
      this.cache.set(key, value);
    }
    return value;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const found = await this.fetch([...new Set(batch.map((entry) => entry.key))]);
      for (const entry of batch) entry.resolve(found.get(entry.key) ?? this.missing);
    } catch (error) {
      for (const entry of batch) {
        this.cache.delete(entry.key);
        entry.reject(error);
      }
    }
  }
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** OWNERs first, then by name (Group.users, getUsersInGroup). */
export const memberOrder = [
  sql`case ${groupUsers.role} when 'OWNER' then 0 else 1 end`,
  sql`lower(${users.firstName})`,
  sql`lower(${users.lastName})`,
  asc(users.email),
];

export async function loadMembers(db: Database, groupIds: string[]): Promise<MemberRow[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ member: groupUsers, user: users })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(inArray(groupUsers.groupId, groupIds))
    .orderBy(...memberOrder);
  return rows.map(({ member, user }) => ({ ...member, user }));
}

function createLoaders(db: Database) {
  return {
    group: new BatchLoader<GroupRow | undefined>(async (ids) => {
      const rows = await db.select().from(groups).where(inArray(groups.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    }, undefined),
    user: new BatchLoader<UserRow | undefined>(async (ids) => {
      const rows = await db.select().from(users).where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    }, undefined),
    members: new BatchLoader<MemberRow[]>(
      async (groupIds) => groupBy(await loadMembers(db, groupIds), (row) => row.groupId),
      [],
    ),
    invitations: new BatchLoader<InvitationRow[]>(async (groupIds) => {
      const rows = await db
        .select()
        .from(groupInvitations)
        .where(inArray(groupInvitations.groupId, groupIds))
        .orderBy(desc(groupInvitations.createdAt), desc(groupInvitations.id));
      return groupBy(rows, (row) => row.groupId);
    }, []),
    planHistory: new BatchLoader<PlanHistoryRow[]>(async (groupIds) => {
      const rows = await db
        .select()
        .from(groupPlanHistory)
        .where(inArray(groupPlanHistory.groupId, groupIds))
        .orderBy(desc(groupPlanHistory.createdAt), desc(groupPlanHistory.id));
      return groupBy(rows, (row) => row.groupId);
    }, []),
    store: new BatchLoader<StoreRow | undefined>(async (groupIds) => {
      // An uninstalled app no longer connects the store, whatever group it last belonged to.
      const rows = await db
        .select()
        .from(shopifyStores)
        .where(and(inArray(shopifyStores.groupId, groupIds), isNull(shopifyStores.uninstalledAt)));
      return new Map(rows.map((row) => [row.groupId ?? '', row]));
    }, undefined),
  };
}

type Loaders = ReturnType<typeof createLoaders>;

interface RequestState {
  loaders: Loaders;
  /** The viewer's role in each of their groups. */
  roles?: Promise<Map<string, GroupRoleValue>>;
}

const states = new WeakMap<object, RequestState>();
const keyOf = (ctx: AuthContext): object => ctx.request ?? ctx;

function stateOf(ctx: AuthContext): RequestState {
  let state = states.get(keyOf(ctx));
  if (!state) {
    state = { loaders: createLoaders(ctx.db) };
    states.set(keyOf(ctx), state);
  }
  return state;
}

export function loaders(ctx: AuthContext): Loaders {
  return stateOf(ctx).loaders;
}

/** The signed-in viewer's role in each group they belong to (empty for anonymous visitors). */
export function viewerRoles(ctx: AuthContext): Promise<Map<string, GroupRoleValue>> {
  const state = stateOf(ctx);
  state.roles ??= (async () => {
    const viewer = await getViewer(ctx);
    if (!viewer) return new Map<string, GroupRoleValue>();
    const rows = await ctx.db
      .select({ groupId: groupUsers.groupId, role: groupUsers.role })
      .from(groupUsers)
      .where(eq(groupUsers.userId, viewer.id));
    return new Map(rows.map((row) => [row.groupId, row.role]));
  })();
  return state.roles;
}

/**
 * Forgets what this request loaded. Mutations of a document run one after the other, and the
 * fields of an earlier mutation's answer may have loaded what a later one changes.
 */
export function forgetLoaded(ctx: AuthContext): void {
  states.delete(keyOf(ctx));
}
