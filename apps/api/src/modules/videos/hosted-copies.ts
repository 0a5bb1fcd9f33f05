// Hosted copies: videos a group shows but did not upload (an Instagram feed's video posts, whose
// addresses on Instagram expire within days). They take the uploads' path (the file in the upload
// folder, hosted media PROCESSING, the transcode job, READY with the HLS ladder at
// {id}/manifest/video.m3u8, removed with the group) with three differences: origin COPY, so they
// count no upload minutes; no Video row, so no list of videos shows them; and a queue of their own
// (COPY_TRANSCODE_QUEUE), so a feed's backlog never holds up a merchant's upload. Their owner keeps
// their ids, names a queue told when one settles, and removes them with removeHostedCopies.
import { mkdir, rename, rm } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { hostedVideos } from '../../db/schema';
import {
  deleteHostedMedia,
  queueTranscode,
  reviveProcessing,
  findHosted,
  type HostedVideoRow,
  type VideoDeps,
} from './hosted';
import { newUploadId, uploadDir, uploadFile } from './paths';
import { removeTusUpload } from './tus';

export interface NewHostedCopy {
  groupId: string;
  /** The downloaded file (moved into the upload folder). */
  file: string;
  fileName: string;
  size: number;
  /** What ffprobe measured. */
  durationSeconds: number;
  /** The queue told `{ hostedVideoId }` once the copy is READY or ERROR. */
  onSettled: string;
}

class NotClaimed extends Error {}

/**
 * Hosts the file as a copy and queues its transcode. `claim` runs in the transaction that records
 * the copy and ties it to its owner's row; when it answers false (the row went meanwhile) nothing
 * is kept and the answer is null.
 */
export async function hostCopy(
  deps: VideoDeps,
  copy: NewHostedCopy,
  claim: (tx: Database, hostedVideoId: string) => Promise<boolean>,
): Promise<HostedVideoRow | null> {
  const uploadId = newUploadId();
  await mkdir(uploadDir(deps.config), { recursive: true });
  await rename(copy.file, uploadFile(deps.config, uploadId));
  let hosted: HostedVideoRow;
  try {
    hosted = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(hostedVideos)
        .values({
          groupId: copy.groupId,
          origin: 'COPY',
          uploadId,
          fileName: copy.fileName,
          size: copy.size,
          declaredSeconds: Math.ceil(copy.durationSeconds),
          status: 'PROCESSING',
          uploadedAt: new Date(),
        })
        .returning();
      if (!row) throw new Error('hosted copy insert returned nothing');
      if (!(await claim(tx, row.id))) throw new NotClaimed();
      return row;
    });
  } catch (error) {
    await rm(uploadFile(deps.config, uploadId), { force: true });
    if (error instanceof NotClaimed) return null;
    throw error;
  }
  try {
    await queueTranscode(deps, hosted, copy.onSettled);
  } catch (error) {
    // Left PROCESSING without a job: reviveCopy queues it at the owner's next look.
    deps.logger.error({ err: error, hostedVideoId: hosted.id }, 'hosted copy not queued');
  }
  return hosted;
}

/** The copies with these ids (those that still exist). */
export async function findHostedCopies(
  db: Database,
  ids: readonly string[],
): Promise<HostedVideoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(hostedVideos)
    .where(inArray(hostedVideos.id, [...ids]));
}

/**
 * A PROCESSING copy whose job was lost is queued again, one whose job failed for good settled
 * ERROR. Answers the copy as it now is.
 */
export async function reviveCopy(
  deps: VideoDeps,
  hosted: HostedVideoRow,
  onSettled: string,
): Promise<HostedVideoRow> {
  if (hosted.status !== 'PROCESSING' || hosted.deletedAt) return hosted;
  await reviveProcessing(deps, hosted, onSettled);
  return (await findHosted(deps.db, hosted.id)) ?? hosted;
}

/**
 * Removes copies for good: their files (a transcode still running removes what it publishes) and
 * their upload files; the rows stay, marked deleted. Failures are logged, never thrown.
 */
export async function removeHostedCopies(
  deps: VideoDeps,
  ids: readonly (string | null)[],
): Promise<void> {
  const wanted = ids.filter((id): id is string => id !== null);
  let copies: HostedVideoRow[];
  try {
    copies = await findHostedCopies(deps.db, wanted);
  } catch (error) {
    deps.logger.error({ err: error, hostedVideoIds: wanted }, 'hosted copies not removed');
    return;
  }
  for (const hosted of copies) {
    if (hosted.origin !== 'COPY' || hosted.deletedAt) continue;
    try {
      await deleteHostedMedia(deps, hosted, (uploadId) => removeTusUpload(deps.tus, uploadId));
    } catch (error) {
      deps.logger.error({ err: error, hostedVideoId: hosted.id }, 'hosted copy not removed');
    }
  }
}
