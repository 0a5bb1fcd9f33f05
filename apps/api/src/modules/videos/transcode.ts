// The transcode job: probe the uploaded file, encode the HLS ladder and a poster, publish them to
// storage, settle the video READY or ERROR. Safe to run again after a crash at any point: each
// attempt works in a fresh scratch folder, rewrites the same keys, and settling is conditional.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hostedVideos } from '../../db/schema';
import type { JobDeps, JobRun } from '../../jobs/types';
import { IMMUTABLE_CACHE, type Storage } from '../storage';
import { FFMPEG, probeSource, run } from './ffmpeg';
import { findHosted, settle, type HostedVideoRow, type TranscodeJobData } from './hosted';
import { sourceFrameRate } from './frame-rate';
import { hlsArguments, planLadder } from './ladder';
import { nameRenditions } from './rendition-folders';
import { MASTER_PLAYLIST, writeMasterPlaylist } from './master';
import { DURATION_UNREADABLE, QUICKTIME_UNSUPPORTED } from './messages';
import { mediaKeys, uploadFile, workDir } from './paths';
import { removeTusUpload } from './tus';
import { uploadUsage } from './usage';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';
/** Playlists of a finished video do not change, but a re-upload under the same id may. */
const PLAYLIST_CACHE = 'public, max-age=60';
/** Seconds a file may run over its declared duration before the plan is checked again. */
const DURATION_TOLERANCE_SECONDS = 1;
const PUBLISH_CONCURRENCY = 4;

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<unknown>,
) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(work));
}

/**
 * Writes the ladder to storage: segments first, then the rendition playlists, the master playlist
 * last, so a master playlist in storage always points at complete renditions.
 */
async function publish(
  storage: Storage,
  hostedVideoId: string,
  outDir: string,
  poster: string,
): Promise<void> {
  await storage.deletePrefix(mediaKeys.manifestPrefix(hostedVideoId));
  const files = await filesUnder(outDir);
  const segments = files.filter((f) => f.endsWith('.ts'));
  const playlists = files.filter((f) => f.endsWith('.m3u8') && f.includes('/'));
  const put = (relative: string, type: string, cacheControl: string) =>
    storage.putFile(
      mediaKeys.manifestFile(hostedVideoId, relative),
      path.join(outDir, relative),
      type,
      { cacheControl },
    );
  await inBatches(segments, PUBLISH_CONCURRENCY, (f) => put(f, SEGMENT_TYPE, IMMUTABLE_CACHE));
  await inBatches(playlists, PUBLISH_CONCURRENCY, (f) => put(f, PLAYLIST_TYPE, PLAYLIST_CACHE));
  await storage.putFile(mediaKeys.poster(hostedVideoId), poster, 'image/jpeg', {
    cacheControl: PLAYLIST_CACHE,
  });
  await put(MASTER_PLAYLIST, PLAYLIST_TYPE, PLAYLIST_CACHE);
}

/** The specification's messages for a file whose duration cannot be read (doc 2 §5). */
export function unreadableMessage(fileName: string): string {
  return /\.(mov|qt)$/i.test(fileName)
    ? `${DURATION_UNREADABLE} ${QUICKTIME_UNSUPPORTED}`
    : DURATION_UNREADABLE;
}

/** Settles ERROR and removes what is left of the upload. */
async function fail(deps: JobDeps, hosted: HostedVideoRow, errorMessage: string): Promise<void> {
  deps.logger.warn({ hostedVideoId: hosted.id, errorMessage }, 'video processing failed');
  await settle(deps.db, hosted.id, { status: 'ERROR', errorMessage });
  if (hosted.uploadId) await removeTusUpload(deps.tus, hosted.uploadId);
}

export async function transcodeHostedVideo(
  job: JobRun<TranscodeJobData>,
  deps: JobDeps,
): Promise<void> {
  const { db, config, logger, storage, tus } = deps;
  const hosted = await findHosted(db, job.data.hostedVideoId);
  // Deleted meanwhile, or settled by an earlier attempt that died before completing the job.
  if (!hosted || hosted.deletedAt || hosted.status === 'READY' || hosted.status === 'ERROR') {
    if (hosted?.uploadId && hosted.status !== 'PROCESSING') {
      await removeTusUpload(tus, hosted.uploadId);
    }
    return;
  }
  const sourceFile = hosted.uploadId ? uploadFile(config, hosted.uploadId) : null;
  if (!sourceFile || !(await exists(sourceFile))) {
    await fail(deps, hosted, 'The uploaded file is missing.');
    return;
  }

  // One ffprobe run tells the size, duration, audio and frame rate.
  const probe = await probeSource(sourceFile, job.signal);
  if (!probe) {
    await fail(deps, hosted, unreadableMessage(hosted.fileName));
    return;
  }
  const probed = probe.video;
  await db
    .update(hostedVideos)
    .set({ durationSeconds: probed.durationSeconds, width: probed.width, height: probed.height })
    .where(eq(hostedVideos.id, hosted.id));
  if (
    hosted.origin !== 'COPY' &&
    probed.durationSeconds > hosted.declaredSeconds + DURATION_TOLERANCE_SECONDS
  ) {
    // The file is longer than the browser said: the plan decides again with the real length
    // (copies count no minutes).
    const usage = await uploadUsage(db, hosted.groupId);
    if (usage.usedSeconds > usage.limitSeconds) {
      await fail(deps, hosted, 'The video is longer than the upload minutes left on the plan.');
      return;
    }
  }

  const source = { ...probed, frameRate: sourceFrameRate(probe.averageRate, probe.baseRate) };
  const ladder = planLadder(source);
  const scratch = workDir(config, hosted.id);
  // Earlier attempts (cut off by a crash) leave their folders behind: start clean.
  await rm(scratch, { recursive: true, force: true });
  const attemptDir = path.join(scratch, randomUUID());
  const outDir = path.join(attemptDir, 'manifest');
  const poster = path.join(attemptDir, 'poster.jpg');
  await mkdir(outDir, { recursive: true });
  try {
    const started = Date.now();
    // One ffmpeg run decodes the source once for every rendition and the poster.
    const command = hlsArguments(sourceFile, outDir, source, ladder, {
      file: poster,
      durationSeconds: probed.durationSeconds,
    });
    await run(FFMPEG, command.args, job.signal);
    await nameRenditions(outDir, ladder, source.hasAudio);
    await writeMasterPlaylist(outDir, ladder, source.frameRate);
    await publish(storage, hosted.id, outDir, poster);
    logger.info(
      { hostedVideoId: hosted.id, renditions: ladder.map((r) => r.name), ms: Date.now() - started },
      'video transcoded',
    );
  } catch (error) {
    const lastAttempt = job.retryCount >= job.retryLimit;
    if (!job.signal.aborted && lastAttempt) {
      await fail(deps, hosted, error instanceof Error ? error.message : String(error));
      return;
    }
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  const settled = await settle(db, hosted.id, {
    status: 'READY',
    durationSeconds: probed.durationSeconds,
    width: probed.width,
    height: probed.height,
    renditions: ladder.map((r) => r.name).join(','),
  });
  const current = settled ?? (await findHosted(db, hosted.id));
  if (!current || current.deletedAt) {
    // Deleted while it was being transcoded (the video, or its whole group): what was just
    // published goes too.
    await storage.deletePrefix(mediaKeys.prefix(hosted.id));
  }
  if (hosted.uploadId) await removeTusUpload(tus, hosted.uploadId);
}
