// ownerDeleteGroup's deletion: the group's rows, then what other modules keep for it elsewhere
// (GroupHooks.beforeGroupDeleted: stored files), best effort and logged.
import type { ModuleDeps } from '../types';

/**
 * Runs `deleteGroup` (which must commit the deletion) between the hooks' two steps: what the group
 * leaves behind is listed before the rows go and removed after.
 */
export async function deleteGroupWithMedia(
  deps: ModuleDeps,
  groupId: string,
  deleteGroup: () => Promise<void>,
): Promise<void> {
  const removeLeftovers = await deps.groupHooks.beforeGroupDeleted(deps, groupId);
  await deleteGroup();
  await removeLeftovers();
}
