// uploadVideoFromUrl: the server downloads a video file from an address (an Instagram post's
// mediaUrl) and hands it to the videos pipeline exactly as a finished tus upload would be handed:
// hosted media PROCESSING, transcode job queued, READY or ERROR once transcoded.
//
// The download runs inside the request, with a deadline, so that every refusal reaches the
// merchant with its reason: an address that may not be fetched, a file too large, bytes that are
// not a video, and above all a video longer than the plan's minutes left, which is only known once
// the file has been probed. Instagram videos are short (at most a few hundred MB), and the import
// dialog imports one video at a time.
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { hostedVideos } from '../../db/schema';
import { UserError } from '../../errors';
import { FetchRefusedError, safeGet, saveLimited, UnsafeUrlError } from '../../net/safe-fetch';
import { detectKind, safeFileSegment } from '../storage';
import {
  probeVideo,
  queueTranscode,
  type VideoDeps,
  MAX_VIDEO_BYTES,
  newUploadId,
  uploadDir,
  uploadFile,
  assertUploadMinutes,
  unreadableMessage,
  uploadUsage,
  UPLOADS_NEED_PAID_PLAN,
  fetchOptions,
  instagramSandboxInUse,
} from '../videos';
import {
  FILE_TOO_LARGE,
  IMPORT_BUSY,
  IMPORT_FAILED,
  IMPORT_TOO_SLOW,
  importRefusedMessage,
  NOT_A_VIDEO_FILE,
} from './messages';

export interface ImportLimits {
  /** Largest file accepted (the videos module's limit). */
  maxBytes: number;
  /** Until the response head arrives. */
  connectTimeoutMs: number;
  /** Whole download. */
  downloadTimeoutMs: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxBytes: MAX_VIDEO_BYTES,
  connectTimeoutMs: 15_000,
  downloadTimeoutMs: 10 * 60_000,
};

/** Downloads running at once per group in this process. */
const MAX_PARALLEL_PER_GROUP = 3;
const running = new Map<string, number>();

export interface ImportVideoInput {
  groupId: string;
  url: string;
  title: string;
}

/** A file name for the record and the messages: the address's last segment, else the title. */
function fileNameOf(url: string, title: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  const fromUrl = /\.[A-Za-z0-9]{2,5}$/.test(last) ? safeFileSegment(last, 'video') : null;
  return fromUrl ?? `${safeFileSegment(title, 'video')}.mp4`;
}

/** The merchant-facing refusal for a failed download; details go to the log. */
function downloadError(error: unknown): UserError {
  if (error instanceof UserError) return error;
  if (error instanceof FetchRefusedError) {
    if (error.message === 'The file is too large.') return new UserError(FILE_TOO_LARGE);
    if (error.message === 'The remote server took too long.') return new UserError(IMPORT_TOO_SLOW);
    if (error.status && error.status >= 400)
      return new UserError(importRefusedMessage(error.status));
  }
  return new UserError(IMPORT_FAILED);
}

/** GETs `url` into `file` within the limits; throws the merchant-facing refusal. */
async function download(
  deps: VideoDeps,
  url: string,
  file: string,
  limits: ImportLimits,
): Promise<number> {
  try {
    const response = await safeGet(
      url,
      fetchOptions(deps, {
        sandbox: instagramSandboxInUse(deps.config),
        timeoutMs: limits.connectTimeoutMs,
        headers: { accept: 'video/*' },
      }),
    );
    const deadline = setTimeout(
      () => response.destroy(new FetchRefusedError('The remote server took too long.')),
      limits.downloadTimeoutMs,
    );
    try {
      return await saveLimited(response, file, limits.maxBytes);
    } finally {
      clearTimeout(deadline);
    }
  } catch (error) {
    const refused = error instanceof UnsafeUrlError;
    deps.logger.warn(
      { err: error, url: refused ? undefined : url },
      refused ? 'video import: address refused' : 'video import: download failed',
    );
    throw downloadError(error);
  }
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

/**
 * Imports the video at `input.url` for the group; answers the hosted media id (the Video's
 * externalId), PROCESSING with its transcode job queued.
 */
export async function importVideoFromUrl(
  deps: VideoDeps,
  input: ImportVideoInput,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): Promise<string> {
  // Nothing is downloaded for a group whose plan has no upload minutes at all.
  const usage = await uploadUsage(deps.db, input.groupId);
  if (usage.limitSeconds === 0) throw new UserError(UPLOADS_NEED_PAID_PLAN);

  const busy = running.get(input.groupId) ?? 0;
  if (busy >= MAX_PARALLEL_PER_GROUP) throw new UserError(IMPORT_BUSY);
  running.set(input.groupId, busy + 1);
  const scratchDir = path.join(deps.config.dataDir, 'work', 'imports');
  const scratch = path.join(scratchDir, randomUUID());
  try {
    await mkdir(scratchDir, { recursive: true });
    const size = await download(deps, input.url, scratch, limits);
    const fileName = fileNameOf(input.url, input.title);
    if ((await detectKind(await firstBytes(scratch))) !== 'video') {
      throw new UserError(NOT_A_VIDEO_FILE);
    }
    const probed = await probeVideo(scratch);
    if (!probed) throw new UserError(unreadableMessage(fileName));
    const seconds = Math.ceil(probed.durationSeconds);

    // From here on the file is where the transcode job reads finished uploads.
    const uploadId = newUploadId();
    await mkdir(uploadDir(deps.config), { recursive: true });
    await rename(scratch, uploadFile(deps.config, uploadId));
    const now = new Date();
    let hosted;
    try {
      hosted = await deps.db.transaction(async (tx) => {
        await assertUploadMinutes(tx, input.groupId, seconds);
        const [row] = await tx
          .insert(hostedVideos)
          .values({
            groupId: input.groupId,
            origin: 'URL',
            uploadId,
            fileName,
            size,
            declaredSeconds: seconds,
            status: 'PROCESSING',
            uploadedAt: now,
          })
          .returning();
        if (!row) throw new Error('hosted video insert returned nothing');
        return row;
      });
    } catch (error) {
      await rm(uploadFile(deps.config, uploadId), { force: true });
      throw error;
    }
    try {
      await queueTranscode(deps, hosted);
    } catch (error) {
      // Left PROCESSING without a job: the next status check queues it again.
      deps.logger.error({ err: error, hostedVideoId: hosted.id }, 'video import: queueing failed');
    }
    deps.logger.info({ hostedVideoId: hosted.id, size, seconds }, 'video imported from a URL');
    return hosted.id;
  } finally {
    await rm(scratch, { force: true });
    const left = (running.get(input.groupId) ?? 1) - 1;
    if (left > 0) running.set(input.groupId, left);
    else running.delete(input.groupId);
  }
}
