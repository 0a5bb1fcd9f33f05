// Generated videos: createSynthesiaVideo asks Synthesia (or its sandbox) for a video and keeps a
// PROCESSING job; the job is checked when the list loads (checkAndUpdateGenerativeVideoJobs) and
// when Synthesia's signed webhook says it ended. A finished video is fetched through the SSRF-safe
// fetch in a background job (jobs.ts), handed to the videos module exactly as an imported file
// (hosted media, transcode job, HLS) and saved as a Video of the group with the job's thumbnail;
// only then is the job COMPLETE. Nothing the webhook carries is trusted: it only makes the server
// ask Synthesia itself.
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { generativeVideoJobs, hostedVideos } from '../../db/schema';
import { UserError } from '../../errors';
import { FetchRefusedError, safeGet, saveLimited } from '../../net/safe-fetch';
import {
  createSynthesiaVideo,
  getSynthesiaVideo,
  SynthesiaError,
  synthesiaApi,
  synthesiaSandboxInUse,
  type SynthesiaScene,
} from '../../providers/synthesia';
import { detectKind, MAX_BYTES, objectKey, UploadRejectedError } from '../storage';
import {
  assertUploadMinutes,
  fetchOptions,
  MAX_VIDEO_BYTES,
  newUploadId,
  probeVideo,
  queueTranscode,
  saveVideo,
  uploadDir,
  uploadFile,
  type VideoDeps,
} from '../videos';
import { keyFor } from './keys';
import { estimatedSeconds, findMention, scaledMention } from './mention';
import { ERROR_SAVING_DATA, THUMBNAIL_REQUIRED } from './messages';
import { findText, groupProductRows } from './scripts';

export type VideoJobRow = typeof generativeVideoJobs.$inferSelect;

/** The queue of the background job that saves a finished video (jobs.ts). */
export const COMPLETE_QUEUE = 'ai-video-complete';
export interface CompleteJobData {
  jobId: string;
}

/** A claim on a finished video older than this is taken to be from a process that died. */
const CLAIM_TIMEOUT_MS = 30 * 60_000;
const DOWNLOAD_CONNECT_MS = 15_000;
const DOWNLOAD_TOTAL_MS = 10 * 60_000;
/** Jobs asked about in one list load. */
const CHECKS_PER_LOAD = 20;
export const NOT_AN_IMAGE_FILE = 'Upload must be an image file.';

export interface NewVideoJob {
  title: string;
  scenes: SynthesiaScene[];
  thumbnailUrl: string;
  generatedTextId: string | null;
}

const refuse = (code: string, message = ERROR_SAVING_DATA) => new UserError(message, { code });

/** The thumbnail must be an image the group uploaded (getVideoImageUploadUrl). */
async function checkedThumbnail(deps: VideoDeps, groupId: string, url: string): Promise<string> {
  const key = deps.storage.keyFromUrl(url.trim());
  if (!key || !key.startsWith(`${objectKey('groups', groupId, 'thumbnails')}/`)) {
    throw new UserError(THUMBNAIL_REQUIRED);
  }
  try {
    await deps.storage.verifyUpload(key, { kind: 'image', maxBytes: MAX_BYTES.image });
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    throw new UserError(error.reason === 'wrong-type' ? NOT_AN_IMAGE_FILE : THUMBNAIL_REQUIRED);
  }
  return deps.storage.publicUrl(key);
}

export async function createVideoJob(
  deps: VideoDeps,
  groupId: string,
  input: NewVideoJob,
): Promise<VideoJobRow> {
  const thumbnailUrl = await checkedThumbnail(deps, groupId, input.thumbnailUrl);
  const text = input.generatedTextId
    ? await findText(deps.db, groupId, input.generatedTextId)
    : null;
  if (input.generatedTextId && !text) throw refuse('NOT_FOUND');
  const [product] = text ? await groupProductRows(deps.db, groupId, [text.productId]) : [];
  const key = await keyFor(deps, groupId, 'SYNTHESIA');
  if (!key) throw refuse('NO_ACCOUNT');
  let video;
  try {
    video = await createSynthesiaVideo(synthesiaApi(deps.config), key, {
      title: input.title,
      input: input.scenes,
    });
  } catch (error) {
    if (!(error instanceof SynthesiaError)) throw error;
    deps.logger.warn(
      { groupId, kind: error.kind, status: error.status, err: error.message },
      'synthesia video: the platform refused',
    );
    throw refuse(error.kind === 'auth' ? 'INVALID_API_KEY' : 'PROVIDER_ERROR');
  }
  const mention = product ? findMention(input.scenes, product.title) : null;
  const [row] = await deps.db
    .insert(generativeVideoJobs)
    .values({
      groupId,
      type: 'SYNTHESIA',
      externalId: video.id,
      status: 'PROCESSING',
      title: input.title,
      thumbnailUrl,
      script: input.scenes.map((scene) => scene.scriptText).join('\n\n'),
      generatedTextId: text?.id ?? null,
      productId: text?.productId ?? null,
      productMentionSeconds: mention?.seconds ?? null,
      estimatedSeconds: estimatedSeconds(input.scenes),
    })
    .returning();
  if (!row) throw new Error('video job insert returned nothing');
  return row;
}

export function listVideoJobs(db: Database, groupId: string): Promise<VideoJobRow[]> {
  return db
    .select()
    .from(generativeVideoJobs)
    .where(eq(generativeVideoJobs.groupId, groupId))
    .orderBy(desc(generativeVideoJobs.createdAt), desc(generativeVideoJobs.id));
}

async function fail(db: Database, jobId: string, errorMessage: string): Promise<void> {
  await db
    .update(generativeVideoJobs)
    .set({ status: 'FAILED', errorMessage, completingAt: null, updatedAt: new Date() })
    .where(and(eq(generativeVideoJobs.id, jobId), eq(generativeVideoJobs.status, 'PROCESSING')));
}

/** Queues the background save of a finished video. */
export async function queueCompletion(deps: VideoDeps, jobId: string): Promise<void> {
  await deps.jobs.send<CompleteJobData>(COMPLETE_QUEUE, { jobId });
}

/**
 * checkAndUpdateGenerativeVideoJobs: asks the platform about the group's PROCESSING jobs; a
 * failed video fails its job, a finished one is queued to be saved. A job whose check fails stays
 * PROCESSING (asked again at the next load).
 */
export async function checkVideoJobs(deps: VideoDeps, groupId: string): Promise<VideoJobRow[]> {
  const processing = await deps.db
    .select()
    .from(generativeVideoJobs)
    .where(
      and(eq(generativeVideoJobs.groupId, groupId), eq(generativeVideoJobs.status, 'PROCESSING')),
    )
    .orderBy(desc(generativeVideoJobs.createdAt))
    .limit(CHECKS_PER_LOAD);
  const key = processing.length > 0 ? await keyFor(deps, groupId, 'SYNTHESIA') : null;
  if (key) {
    const api = synthesiaApi(deps.config);
    await Promise.all(
      processing.map(async (job) => {
        if (job.completingAt && Date.now() - job.completingAt.getTime() < CLAIM_TIMEOUT_MS) return;
        try {
          const video = await getSynthesiaVideo(api, key, job.externalId);
          if (video.status === 'complete') await queueCompletion(deps, job.id);
          else if (video.status === 'failed' || video.status === 'rejected') {
            await fail(deps.db, job.id, 'Synthesia could not generate this video.');
          }
        } catch (error) {
          if (error instanceof SynthesiaError && error.kind === 'not_found') {
            await fail(deps.db, job.id, 'Synthesia no longer has this video.');
            return;
          }
          deps.logger.warn({ err: error, jobId: job.id }, 'synthesia video: status check failed');
        }
      }),
    );
  }
  return listVideoJobs(deps.db, groupId);
}

async function firstBytes(file: string, length = 4100): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** GETs the finished file through the SSRF-safe fetch (the sandbox's own origin allowed). */
async function download(deps: VideoDeps, url: string, file: string): Promise<number> {
  const response = await safeGet(
    url,
    fetchOptions(deps, {
      sandbox: synthesiaSandboxInUse(deps.config),
      timeoutMs: DOWNLOAD_CONNECT_MS,
      headers: { accept: 'video/*' },
    }),
  );
  const deadline = setTimeout(
    () => response.destroy(new FetchRefusedError('The remote server took too long.')),
    DOWNLOAD_TOTAL_MS,
  );
  try {
    return await saveLimited(response, file, MAX_VIDEO_BYTES);
  } finally {
    clearTimeout(deadline);
  }
}

/** Claims the job for saving its video; false when it is not PROCESSING or another process has it. */
async function claim(db: Database, jobId: string): Promise<VideoJobRow | null> {
  const now = new Date();
  const [row] = await db
    .update(generativeVideoJobs)
    .set({ completingAt: now })
    .where(
      and(
        eq(generativeVideoJobs.id, jobId),
        eq(generativeVideoJobs.status, 'PROCESSING'),
        or(
          isNull(generativeVideoJobs.completingAt),
          lt(generativeVideoJobs.completingAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

const release = (db: Database, jobId: string) =>
  db
    .update(generativeVideoJobs)
    .set({ completingAt: null })
    .where(eq(generativeVideoJobs.id, jobId));

/**
 * The background job's work: asks the platform about the job; once its video is complete, fetches
 * it, saves it as a Video of the group (PROCESSING until transcoded, then READY) and completes the
 * job. Network failures are thrown (the queue tries again); refusals fail the job.
 */
export async function completeVideoJob(deps: VideoDeps, jobId: string): Promise<void> {
  const job = await claim(deps.db, jobId);
  if (!job) return;
  const scratchDir = path.join(deps.config.dataDir, 'work', 'ai-videos');
  const scratch = path.join(scratchDir, randomUUID());
  try {
    const key = await keyFor(deps, job.groupId, 'SYNTHESIA');
    if (!key) {
      await release(deps.db, job.id);
      return;
    }
    let video;
    try {
      video = await getSynthesiaVideo(synthesiaApi(deps.config), key, job.externalId);
    } catch (error) {
      if (error instanceof SynthesiaError && error.kind === 'not_found') {
        return await fail(deps.db, job.id, 'Synthesia no longer has this video.');
      }
      throw error;
    }
    if (video.status === 'failed' || video.status === 'rejected') {
      return await fail(deps.db, job.id, 'Synthesia could not generate this video.');
    }
    if (video.status !== 'complete' || !video.download) {
      await release(deps.db, job.id);
      return;
    }
    await mkdir(scratchDir, { recursive: true });
    const size = await download(deps, video.download, scratch);
    if ((await detectKind(await firstBytes(scratch))) !== 'video') {
      return await fail(deps.db, job.id, 'Synthesia sent a file that is not a video.');
    }
    const probed = await probeVideo(scratch);
    if (!probed) return await fail(deps.db, job.id, 'Synthesia sent an unreadable video.');
    await saveGenerated(deps, job, scratch, size, probed);
  } catch (error) {
    await release(deps.db, job.id);
    if (error instanceof UserError) {
      // A refusal the merchant can read (e.g. no upload minutes left): the job fails with it.
      await fail(deps.db, job.id, error.message);
      return;
    }
    throw error;
  } finally {
    await rm(scratch, { force: true });
  }
}

async function saveGenerated(
  deps: VideoDeps,
  job: VideoJobRow,
  scratch: string,
  size: number,
  probed: { durationSeconds: number; width: number; height: number },
): Promise<void> {
  const seconds = Math.ceil(probed.durationSeconds);
  const uploadId = newUploadId();
  await mkdir(uploadDir(deps.config), { recursive: true });
  await rename(scratch, uploadFile(deps.config, uploadId));
  let hosted;
  try {
    hosted = await deps.db.transaction(async (tx) => {
      await assertUploadMinutes(tx, job.groupId, seconds);
      const [row] = await tx
        .insert(hostedVideos)
        .values({
          groupId: job.groupId,
          origin: 'URL',
          uploadId,
          fileName: `${job.externalId}.mp4`,
          size,
          declaredSeconds: seconds,
          status: 'PROCESSING',
          uploadedAt: new Date(),
        })
        .returning();
      if (!row) throw new Error('hosted video insert returned nothing');
      return row;
    });
  } catch (error) {
    await rm(uploadFile(deps.config, uploadId), { force: true });
    throw error;
  }
  const input = {
    title: job.title.slice(0, 100),
    externalId: hosted.id,
    source: 'UPLOAD' as const,
    duration: probed.durationSeconds,
    aspectRatio: probed.width / probed.height,
  };
  let saved;
  try {
    saved = await saveVideo(deps, job.groupId, { ...input, thumbnailUrl: job.thumbnailUrl });
  } catch (error) {
    // A thumbnail removed since the job began: the video keeps its own poster.
    if (!(error instanceof UserError)) throw error;
    saved = await saveVideo(deps, job.groupId, input);
  }
  try {
    await queueTranscode(deps, hosted);
  } catch (error) {
    // Left PROCESSING without a job: the next status check queues it again.
    deps.logger.error({ err: error, hostedVideoId: hosted.id }, 'ai video: queueing failed');
  }
  const mention =
    job.productMentionSeconds === null
      ? null
      : scaledMention(job.productMentionSeconds, job.estimatedSeconds, probed.durationSeconds);
  await deps.db
    .update(generativeVideoJobs)
    .set({
      status: 'COMPLETE',
      generatedVideoId: saved.id,
      productMentionSeconds: mention,
      completingAt: null,
      errorMessage: null,
      updatedAt: new Date(),
    })
    .where(eq(generativeVideoJobs.id, job.id));
  deps.logger.info({ jobId: job.id, videoId: saved.id }, 'ai video saved to the group');
}

/**
 * A webhook delivery about the platform's video `externalId`, signed at `timestamp` (seconds):
 * false when it is not newer than the last one accepted for that video (a replay). An accepted
 * delivery queues a check of the job.
 */
export async function acceptWebhook(
  deps: VideoDeps,
  externalId: string,
  timestamp: number,
): Promise<'queued' | 'unknown' | 'replayed'> {
  const at = new Date(timestamp * 1000);
  const [job] = await deps.db
    .select({ id: generativeVideoJobs.id })
    .from(generativeVideoJobs)
    .where(
      and(
        eq(generativeVideoJobs.type, 'SYNTHESIA'),
        eq(generativeVideoJobs.externalId, externalId),
      ),
    );
  if (!job) return 'unknown';
  const [accepted] = await deps.db
    .update(generativeVideoJobs)
    .set({ webhookAt: at })
    .where(
      and(
        eq(generativeVideoJobs.id, job.id),
        or(isNull(generativeVideoJobs.webhookAt), lt(generativeVideoJobs.webhookAt, at)),
      ),
    )
    .returning({ id: generativeVideoJobs.id, status: generativeVideoJobs.status });
  if (!accepted) return 'replayed';
  if (accepted.status === 'PROCESSING') await queueCompletion(deps, accepted.id);
  return 'queued';
}
