// The videos module's background jobs (in its descriptor, module.ts).
import { readdir, stat } from 'node:fs/promises';
import type { JobDefinition } from '../../jobs/types';
import {
  COPY_TRANSCODE_QUEUE,
  expiredUploads,
  findHosted,
  findHostedByUploadId,
  settle,
  TRANSCODE_QUEUE,
  type TranscodeJobData,
} from './hosted';
import { isUploadId, mediaKeys, UPLOAD_EXPIRY_MS, uploadDir } from './paths';
import { makePosterVariantsQuietly } from './poster-variants';
import { transcodeHostedVideo } from './transcode';
import { removeTusUpload } from './tus';

export const transcodeJob: JobDefinition<TranscodeJobData> = {
  queue: TRANSCODE_QUEUE,
  retryLimit: 4,
  retryDelaySeconds: 5,
  retryBackoff: true,
  // Default only: each job gets a limit scaled to the video's length (transcodeTimeLimitSeconds).
  expireInSeconds: 30 * 60,
  // Transcoding takes every core it gets; one at a time per process.
  concurrency: 1,
  async handle(job, deps) {
    await transcodeHostedVideo(job, deps);
    // The poster's smaller copies for storefronts (poster-variants.ts), made again after every
    // transcode since a re-upload rewrites the poster.
    const hosted = await findHosted(deps.db, job.data.hostedVideoId);
    if (hosted?.status === 'READY' && !hosted.deletedAt) {
      await makePosterVariantsQuietly(deps, mediaKeys.poster(hosted.id), { signal: job.signal });
      // Deleted while the copies were made: deleteVideo has removed the folder, and the copies
      // written since would stay behind.
      const after = await findHosted(deps.db, hosted.id);
      if (!after || after.deletedAt) await deps.storage.deletePrefix(mediaKeys.prefix(hosted.id));
    }
    const { onSettled } = job.data;
    if (onSettled && (hosted?.status === 'READY' || hosted?.status === 'ERROR')) {
      // The copy's owner points its rows at the ladder (or notes the failure). Not told: its next
      // look at the copy (e.g. a feed's next sync) finds the outcome anyway.
      await deps.jobs
        .send(onSettled, { hostedVideoId: hosted.id })
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, hostedVideoId: hosted.id }, 'settled copy not announced'),
        );
    }
  },
};

/** The same work for hosted copies (hosted-copies.ts), on their own queue. */
export const copyTranscodeJob: JobDefinition<TranscodeJobData> = {
  ...transcodeJob,
  queue: COPY_TRANSCODE_QUEUE,
};

/**
 * Hourly: unfinished uploads older than a day are given up (ERROR, file removed, minutes freed),
 * and upload files no longer needed (no row, already transcoded or failed) are removed.
 */
export const uploadCleanupJob: JobDefinition<Record<string, never>> = {
  queue: 'video-upload-cleanup',
  schedule: '17 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 15 * 60,
  async handle(_job, deps) {
    for (const hosted of await expiredUploads(deps.db)) {
      await settle(deps.db, hosted.id, {
        status: 'ERROR',
        errorMessage: 'The upload was not finished.',
      });
      if (hosted.uploadId) await removeTusUpload(deps.tus, hosted.uploadId);
    }
    let names: string[];
    try {
      names = await readdir(uploadDir(deps.config));
    } catch {
      return;
    }
    const cutoff = Date.now() - UPLOAD_EXPIRY_MS;
    for (const name of names) {
      if (!isUploadId(name)) continue;
      const file = await stat(`${uploadDir(deps.config)}/${name}`).catch(() => null);
      if (!file || file.mtimeMs > cutoff) continue;
      const hosted = await findHostedByUploadId(deps.db, name);
      const needed = hosted && !hosted.deletedAt && hosted.status === 'PROCESSING';
      if (!needed) await removeTusUpload(deps.tus, name);
    }
  },
};

export const videoJobs = [transcodeJob, copyTranscodeJob, uploadCleanupJob] as const;
