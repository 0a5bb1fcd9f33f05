// Hosted media: the life of an uploaded file from getVideoUploadUrl to a playable HLS ladder.
// UPLOADING → (last byte) PROCESSING → (transcode job) READY | ERROR. Each step is a conditional
// update, so hooks, jobs and status checks may repeat it without harm.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { hostedVideos, videos, type HostedVideoStatusValue } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Services } from '../../services';
import { mediaKeys, UPLOAD_EXPIRY_MS } from './paths';

export type HostedVideoRow = typeof hostedVideos.$inferSelect;

/** The shared services (storage, tus, jobs...) and a logger: a resolver's context or a job's deps. */
export interface VideoDeps extends Services {
  logger: Logger;
}

export const TRANSCODE_QUEUE = 'video-transcode';
/**
 * Copies of videos the group did not upload (hosted-copies.ts) have their own queue, so a feed's
 * backlog never holds up a merchant's upload.
 */
export const COPY_TRANSCODE_QUEUE = 'video-transcode-copy';

export interface TranscodeJobData {
  hostedVideoId: string;
  /** A queue told `{ hostedVideoId }` once the media is READY or ERROR (the copy's owner). */
  onSettled?: string;
}

/** The queue that transcodes this media. */
export const transcodeQueueOf = (hosted: Pick<HostedVideoRow, 'origin'>) =>
  hosted.origin === 'COPY' ? COPY_TRANSCODE_QUEUE : TRANSCODE_QUEUE;

/** A queued job not picked up or not settled after this long is looked at again. */
const REQUEUE_AFTER_MS = 60_000;

/** Videos longer than this never loop. */
const MAX_LOOP_SECONDS = 60;

/** Time one transcode attempt may take: generous for slow machines, scaled to the length. */
export function transcodeTimeLimitSeconds(durationSeconds: number): number {
  return Math.ceil(600 + durationSeconds * 20);
}

export async function findHostedByUploadId(
  db: Database,
  uploadId: string,
): Promise<HostedVideoRow | undefined> {
  const [row] = await db.select().from(hostedVideos).where(eq(hostedVideos.uploadId, uploadId));
  return row;
}

export async function findHosted(db: Database, id: string): Promise<HostedVideoRow | undefined> {
  const [row] = await db.select().from(hostedVideos).where(eq(hostedVideos.id, id));
  return row;
}

/** Queues the transcode job of a PROCESSING video and records its id. */
export async function queueTranscode(
  deps: VideoDeps,
  hosted: HostedVideoRow,
  onSettled?: string,
): Promise<void> {
  const jobId = await deps.jobs.send<TranscodeJobData>(
    transcodeQueueOf(hosted),
    { hostedVideoId: hosted.id, ...(onSettled ? { onSettled } : {}) },
    { expireInSeconds: transcodeTimeLimitSeconds(hosted.declaredSeconds) },
  );
  await deps.db
    .update(hostedVideos)
    .set({ jobId, updatedAt: new Date() })
    .where(eq(hostedVideos.id, hosted.id));
  deps.logger.info({ hostedVideoId: hosted.id, jobId }, 'video queued for transcoding');
}

/** Every byte has arrived: the video is PROCESSING and its transcode job queued (once). */
export async function markUploaded(deps: VideoDeps, hostedVideoId: string): Promise<void> {
  const now = new Date();
  const [claimed] = await deps.db
    .update(hostedVideos)
    .set({ status: 'PROCESSING', uploadedAt: now, updatedAt: now })
    .where(and(eq(hostedVideos.id, hostedVideoId), eq(hostedVideos.status, 'UPLOADING')))
    .returning();
  if (!claimed) return;
  try {
    await queueTranscode(deps, claimed);
  } catch (error) {
    // Not queued: back to UPLOADING, so the next status check (or upsertVideo) tries again.
    await deps.db
      .update(hostedVideos)
      .set({ status: 'UPLOADING', uploadedAt: null })
      .where(and(eq(hostedVideos.id, hostedVideoId), isNull(hostedVideos.jobId)));
    throw error;
  }
}

/** Copies the hosted media's outcome onto the video that shows it. */
async function syncVideo(db: Database, hosted: HostedVideoRow): Promise<void> {
  if (hosted.status === 'READY' && hosted.durationSeconds !== null) {
    const duration = Math.round(hosted.durationSeconds * 1000) / 1000;
    const aspectRatio =
      hosted.width && hosted.height ? Math.round((hosted.width / hosted.height) * 1e4) / 1e4 : null;
    await db
      .update(videos)
      .set({
        status: 'READY',
        duration,
        ...(aspectRatio === null ? {} : { aspectRatio }),
        // Looping is off above a minute, whatever was asked for. Decided here rather than in SQL:
        // a bound number compared with an integer literal is typed integer by PostgreSQL, and a
        // fractional duration would then fail to bind.
        ...(duration > MAX_LOOP_SECONDS ? { loop: false } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(videos.externalId, hosted.id), sql`${videos.status} <> 'READY'`));
  } else if (hosted.status === 'ERROR') {
    await db
      .update(videos)
      .set({ status: 'ERROR', updatedAt: new Date() })
      .where(and(eq(videos.externalId, hosted.id), sql`${videos.status} <> 'ERROR'`));
  }
}

/** Settles hosted media (from PROCESSING or UPLOADING) and the video that shows it. */
export async function settle(
  db: Database,
  hostedVideoId: string,
  outcome:
    | {
        status: 'READY';
        durationSeconds: number;
        width: number;
        height: number;
        renditions: string;
      }
    | { status: 'ERROR'; errorMessage: string },
): Promise<HostedVideoRow | undefined> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(hostedVideos)
      .set({
        ...outcome,
        ...(outcome.status === 'READY' ? { errorMessage: null } : {}),
        processedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(hostedVideos.id, hostedVideoId),
          sql`${hostedVideos.status} in ('UPLOADING', 'PROCESSING')`,
        ),
      )
      .returning();
    if (row) await syncVideo(tx, row);
    return row;
  });
}

/** The status a new video gets from its hosted media. */
export function videoStatusOf(status: HostedVideoStatusValue): 'PROCESSING' | 'READY' | 'ERROR' {
  return status === 'READY' || status === 'ERROR' ? status : 'PROCESSING';
}

/**
 * PROCESSING media whose job was never queued is queued (a minute on); media whose job is gone or
 * failed for good is settled ERROR.
 */
export async function reviveProcessing(
  deps: VideoDeps,
  hosted: HostedVideoRow,
  onSettled?: string,
): Promise<void> {
  if (hosted.status !== 'PROCESSING') return;
  const since = (hosted.uploadedAt ?? hosted.updatedAt).getTime();
  if (!hosted.jobId) {
    if (since + REQUEUE_AFTER_MS < Date.now()) await queueTranscode(deps, hosted, onSettled);
    return;
  }
  const state = await deps.jobs.state(transcodeQueueOf(hosted), hosted.jobId);
  if (state === null || state === 'failed' || state === 'cancelled') {
    await settle(deps.db, hosted.id, {
      status: 'ERROR',
      errorMessage: `The transcode job ended without a result (${state ?? 'gone'}).`,
    });
  }
}

/**
 * Brings hosted media up to date when nothing else will: an upload whose last request was lost,
 * an upload never finished, a job that is gone or has failed for good, a READY/ERROR outcome not
 * yet on the video. Answers the row as it now is.
 */
export async function refreshHosted(
  deps: VideoDeps,
  hosted: HostedVideoRow,
  tus: {
    offset(uploadId: string): Promise<{ offset: number; size: number } | null>;
  },
): Promise<HostedVideoRow> {
  const now = Date.now();
  if (hosted.status === 'UPLOADING' && hosted.uploadId) {
    const progress = await tus.offset(hosted.uploadId);
    if (progress && progress.size > 0 && progress.offset === progress.size) {
      await markUploaded(deps, hosted.id);
    } else if (!progress || hosted.createdAt.getTime() + UPLOAD_EXPIRY_MS < now) {
      await settle(deps.db, hosted.id, {
        status: 'ERROR',
        errorMessage: 'The upload was not finished.',
      });
    }
  } else if (hosted.status === 'PROCESSING') {
    await reviveProcessing(deps, hosted);
  } else {
    await syncVideo(deps.db, hosted);
  }
  return (await findHosted(deps.db, hosted.id)) ?? hosted;
}

/**
 * Removes hosted media for good: its files in storage, what is left of its upload, and marks the
 * row deleted (its upload minutes stay used).
 */
export async function deleteHostedMedia(
  deps: VideoDeps,
  hosted: HostedVideoRow,
  removeUpload: (uploadId: string) => Promise<void>,
): Promise<void> {
  await deps.db
    .update(hostedVideos)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(hostedVideos.id, hosted.id));
  await deps.storage.deletePrefix(mediaKeys.prefix(hosted.id));
  if (hosted.uploadId) await removeUpload(hosted.uploadId);
}

/** Unfinished uploads older than the expiry: given up (their minutes are freed). */
export async function expiredUploads(db: Database, now = new Date()): Promise<HostedVideoRow[]> {
  return db
    .select()
    .from(hostedVideos)
    .where(
      and(
        eq(hostedVideos.status, 'UPLOADING'),
        lt(hostedVideos.createdAt, new Date(now.getTime() - UPLOAD_EXPIRY_MS)),
      ),
    );
}
