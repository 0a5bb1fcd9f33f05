// The demo's video: a product showcase made with ffmpeg from the demo store's products
// (showcase.ts), handed to the videos pipeline exactly as a finished upload is: hosted media
// PROCESSING, the transcode job queued (HLS ladder and poster in the background), a Video of the
// demo group that becomes READY when the job settles.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { hostedVideos } from '../../db/schema';
import {
  FFMPEG,
  probeVideo,
  run,
  queueTranscode,
  type VideoDeps,
  newUploadId,
  uploadDir,
  uploadFile,
  type VideoRow as VideoTableRow,
  assertUploadMinutes,
  checkVideoStatus,
  saveVideo,
} from '../videos';
import { demoSandboxProducts } from './demo-products';
import { DEMO_STORE_NAME } from './seed';
import { prepareShowcase, showcaseArguments } from './showcase';

export const DEMO_VIDEO_TITLE = 'Vendy demo clip';
export const DEMO_VIDEO_FILE = 'vendy-demo.mp4';
/** Seconds: long enough for three timed banners (2 s, 6 s, 10 s) and a look at the card. */
export const DEMO_VIDEO_SECONDS = 20;

/** Makes the showcase of the demo store's products in `dir` and answers the clip's path. */
export async function makeDemoClip(
  dir: string,
  seconds = DEMO_VIDEO_SECONDS,
  signal?: AbortSignal,
): Promise<string> {
  const products = await prepareShowcase(demoSandboxProducts(DEMO_STORE_NAME), dir);
  const clip = path.join(dir, 'showcase.mp4');
  await run(FFMPEG, showcaseArguments(products, clip, seconds), signal);
  return clip;
}

/**
 * Makes the clip and saves it as a video of the group, PROCESSING with its transcode job queued.
 * Counts against the group's upload minutes like any upload.
 */
export async function createDemoVideo(
  deps: VideoDeps,
  groupId: string,
  options: { seconds?: number; signal?: AbortSignal } = {},
): Promise<VideoTableRow> {
  const seconds = options.seconds ?? DEMO_VIDEO_SECONDS;
  const scratchDir = path.join(deps.config.dataDir, 'work', 'demo', randomUUID());
  await mkdir(scratchDir, { recursive: true });
  try {
    const scratch = await makeDemoClip(scratchDir, seconds, options.signal);
    const probed = await probeVideo(scratch, options.signal);
    if (!probed) throw new Error('the generated demo clip cannot be read');
    const { size } = await stat(scratch);
    const declared = Math.ceil(probed.durationSeconds);

    // From here on the file is where the transcode job reads finished uploads.
    const uploadId = newUploadId();
    await mkdir(uploadDir(deps.config), { recursive: true });
    await rename(scratch, uploadFile(deps.config, uploadId));
    const now = new Date();
    const hosted = await deps.db.transaction(async (tx) => {
      await assertUploadMinutes(tx, groupId, declared);
      const [row] = await tx
        .insert(hostedVideos)
        .values({
          groupId,
          origin: 'UPLOAD',
          uploadId,
          fileName: DEMO_VIDEO_FILE,
          size,
          declaredSeconds: declared,
          status: 'PROCESSING',
          uploadedAt: now,
        })
        .returning();
      if (!row) throw new Error('hosted video insert returned nothing');
      return row;
    });
    await queueTranscode(deps, hosted);
    return await saveVideo(deps, groupId, {
      title: DEMO_VIDEO_TITLE,
      description: 'Made by Vendy for the demo store.',
      source: 'UPLOAD',
      externalId: hosted.id,
      duration: probed.durationSeconds,
      aspectRatio: probed.width / probed.height,
      loop: false,
    });
  } finally {
    await rm(scratchDir, { recursive: true, force: true });
  }
}

/**
 * Waits until the video is no longer PROCESSING (the status check also repairs a job that was
 * lost); answers the settled video, or null when `timeoutMs` ran out or `signal` aborted.
 */
export async function waitUntilSettled(
  deps: VideoDeps,
  groupId: string,
  videoId: string,
  options: { pollMs?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<VideoTableRow | null> {
  const pollMs = options.pollMs ?? 1000;
  const deadline = Date.now() + (options.timeoutMs ?? 30 * 60_000);
  for (;;) {
    const video = await checkVideoStatus(deps, groupId, videoId);
    if (video.status !== 'PROCESSING') return video;
    if (Date.now() >= deadline || options.signal?.aborted) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
