// Small database helpers shared by the groups services.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groups } from '../../db/schema';
import { UserError } from '../../errors';
import { GROUP_NOT_FOUND } from './messages';
import type { GroupRow } from './loaders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive as free-form GraphQL IDs; anything but a UUID cannot name a row (and would make
 * PostgreSQL fail the uuid cast). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

const UNIQUE_VIOLATION = '23505';

/** drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Locks the group's row for the rest of the transaction. Every change of membership takes this
 * lock first, so two owners demoting or removing each other at the same moment are decided one
 * after the other and the group cannot end up without an owner.
 */
export async function lockGroup(tx: Database, groupId: string): Promise<GroupRow> {
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
  if (!group) throw new UserError(GROUP_NOT_FOUND, { code: 'NOT_FOUND' });
  return group;
}
