// Files a group leaves in storage when it is deleted: everything under groups/{groupId}/ (thumbnails,
// audio, photos, product and affiliate images) and each hosted video's HLS folder ({id}/...), plus
// unfinished uploads on local disk. The database rows go with the group (ON DELETE CASCADE), so the
// hosted videos are listed before the deletion and their files removed once it has committed.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { hostedVideos } from '../../db/schema';
import { objectKey, storageFor } from '../storage';
import type { VideoDeps } from './hosted';
import { mediaKeys } from './paths';
import { removeTusUpload } from './tus';

export interface GroupMedia {
  groupId: string;
  hosted: Array<{ id: string; uploadId: string | null }>;
}

export async function listGroupMedia(db: Database, groupId: string): Promise<GroupMedia> {
  const hosted = await db
    .select({ id: hostedVideos.id, uploadId: hostedVideos.uploadId })
    .from(hostedVideos)
    .where(eq(hostedVideos.groupId, groupId));
  return { groupId, hosted };
}

/** Removes the listed files; failures are logged, never thrown (the group is already gone). */
export async function removeGroupMedia(deps: VideoDeps, media: GroupMedia): Promise<void> {
  const storage = storageFor(deps.config);
  const prefixes = [
    `${objectKey('groups', media.groupId)}/`,
    ...media.hosted.map((h) => mediaKeys.prefix(h.id)),
  ];
  let removed = 0;
  let failed = 0;
  for (const prefix of prefixes) {
    try {
      removed += await storage.deletePrefix(prefix);
    } catch (error) {
      failed += 1;
      deps.logger.error({ err: error, groupId: media.groupId, prefix }, 'group media not removed');
    }
  }
  for (const { uploadId } of media.hosted) {
    if (uploadId) await removeTusUpload(deps.config, uploadId);
  }
  deps.logger.info(
    { groupId: media.groupId, removed, failedPrefixes: failed },
    'deleted group media removed',
  );
}

/**
 * Runs `deleteGroup` (which must commit the deletion) and then removes the group's files, best
 * effort. A failure to list the hosted videos does not stop the deletion.
 */
export async function deleteGroupWithMedia(
  deps: VideoDeps,
  groupId: string,
  deleteGroup: () => Promise<void>,
): Promise<void> {
  let media: GroupMedia = { groupId, hosted: [] };
  try {
    media = await listGroupMedia(deps.db, groupId);
  } catch (error) {
    // The group's own folder is still removed; hosted videos' folders are left behind.
    deps.logger.error({ err: error, groupId }, 'group media not listed before deletion');
  }
  await deleteGroup();
  await removeGroupMedia(deps, media);
}
