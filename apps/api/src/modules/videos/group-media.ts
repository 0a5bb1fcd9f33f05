// Files a group leaves in storage when it is deleted: everything under groups/{groupId}/ (thumbnails,
// audio, photos, product and affiliate images) and each hosted video's HLS folder ({id}/...), plus
// unfinished uploads on local disk. The database rows go with the group (ON DELETE CASCADE), so the
// hosted videos are listed before the deletion and their files removed once it has committed.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { hostedVideos, videos } from '../../db/schema';
import { objectKey } from '../storage';
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
  const { storage } = deps;
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
    if (uploadId) await removeTusUpload(deps.tus, uploadId);
  }
  deps.logger.info(
    { groupId: media.groupId, removed, failedPrefixes: failed },
    'deleted group media removed',
  );
}

/**
 * The videos module's GroupHooks.beforeGroupDeleted: lists the group's hosted videos while their
 * rows exist and returns the removal of its files, to run once the deletion has committed. A
 * failure to list them does not stop the deletion (the group's own folder is still removed).
 */
export async function prepareGroupMediaRemoval(
  deps: VideoDeps,
  groupId: string,
): Promise<() => Promise<void>> {
  let media: GroupMedia = { groupId, hosted: [] };
  try {
    media = await listGroupMedia(deps.db, groupId);
  } catch (error) {
    // The group's own folder is still removed; hosted videos' folders are left behind.
    deps.logger.error({ err: error, groupId }, 'group media not listed before deletion');
  }
  return () => removeGroupMedia(deps, media);
}

/** The groups module's count of a group's videos (getResourceCounts). */
export function countVideos(db: Database, groupId: string): Promise<number> {
  return db.$count(videos, eq(videos.groupId, groupId));
}
