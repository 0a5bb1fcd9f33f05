// The group row lock that membership and plan changes take first.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groups } from '../../db/schema';
import { UserError } from '../../errors';
import { GROUP_NOT_FOUND } from './messages';
import type { GroupRow } from './loaders';

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
