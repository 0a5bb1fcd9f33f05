// Our hosted copies of the synced videos (video posts and carousel videos), so that a feed keeps
// playing after Instagram's addresses expire (they do within days). After each sync, a job
// (VIDEO_COPIES_QUEUE) fetches each video without a working copy once, through the SSRF-safe fetch,
// and hands it to the videos module as a hosted copy (no Video row, no upload minutes), which its
// transcode job turns into an HLS ladder. When a copy is READY (VIDEO_SETTLED_QUEUE), the row's
// media_url becomes our HLS address with no expiry and the feed's public answers are dropped;
// until then the row keeps Instagram's address and expiry. A fetch or transcode that fails is
// logged and tried again after the next sync; the sync itself never waits for any of it.
import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { hlsManifestUrl } from '@vendy/client/domain';
import { and, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { instagramAccounts, instagramMedia } from '../../db/schema';
import type { JobDefinition } from '../../jobs/types';
import { safeGet, saveLimited } from '../../net/safe-fetch';
import { detectKind } from '../storage';
import {
  fetchOptions,
  findHostedCopies,
  hostCopy,
  instagramSandboxInUse,
  probeVideo,
  removeHostedCopies,
  reviveCopy,
  type HostedVideoRow,
  type VideoDeps,
} from '../videos';

export const VIDEO_COPIES_QUEUE = 'instagram-video-copies';
export const VIDEO_SETTLED_QUEUE = 'instagram-video-settled';
/** Hourly: queues the copies still missing (videos synced before copies existed, lost jobs). */
export const PENDING_COPIES_QUEUE = 'instagram-pending-copies';

/** Instagram's videos are at most a few hundred MB (a 15-minute reel). */
const MAX_VIDEO_BYTES = 2 * 1024 ** 3;
const CONNECT_TIMEOUT_MS = 20_000;
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

export interface CopyJobData {
  accountId: string;
}

export interface SettledJobData {
  hostedVideoId: string;
}

/** Our HLS address of a copy. */
export const copyUrl = (deps: Pick<VideoDeps, 'storage'>, hostedVideoId: string) =>
  hlsManifestUrl(deps.storage.mediaBaseUrl, hostedVideoId);

/** What a sync writes for a video: Instagram's fresh address, or ours once the copy is READY. */
export interface VideoRowValues {
  externalId: string;
  mediaType: string;
  mediaUrl: string | null;
  mediaExpires: Date | null;
}

/**
 * Points the sync's VIDEO rows whose copy is READY at our address (the rows change in place), so
 * a sync never puts Instagram's expiring address back.
 */
export async function pointSyncedAtCopies(
  deps: VideoDeps,
  accountId: string,
  rows: VideoRowValues[],
): Promise<void> {
  const existing = await deps.db
    .select({ externalId: instagramMedia.externalId, hostedVideoId: instagramMedia.hostedVideoId })
    .from(instagramMedia)
    .where(and(eq(instagramMedia.accountId, accountId), isNotNull(instagramMedia.hostedVideoId)));
  const copies = await findHostedCopies(
    deps.db,
    existing.map((row) => row.hostedVideoId!),
  );
  const ready = new Set(
    copies.filter((c) => c.status === 'READY' && !c.deletedAt).map((c) => c.id),
  );
  const copyOf = new Map(existing.map((row) => [row.externalId, row.hostedVideoId!]));
  for (const row of rows) {
    const hostedVideoId = copyOf.get(row.externalId);
    if (row.mediaType !== 'VIDEO' || !hostedVideoId || !ready.has(hostedVideoId)) continue;
    row.mediaUrl = copyUrl(deps, hostedVideoId);
    row.mediaExpires = null;
  }
}

/** Queues the copying of the account's videos; a failure is logged (the next sync queues it). */
export async function queueVideoCopies(deps: VideoDeps, accountId: string): Promise<void> {
  try {
    await deps.jobs.send<CopyJobData>(VIDEO_COPIES_QUEUE, { accountId });
  } catch (error) {
    deps.logger.warn({ err: error, accountId }, 'instagram video copies not queued');
  }
}

/** Points the rows of a READY copy at our address; drops the feed's public answers if changed. */
async function pointAtCopy(deps: VideoDeps, copy: HostedVideoRow): Promise<boolean> {
  const url = copyUrl(deps, copy.id);
  const changed = await deps.db
    .update(instagramMedia)
    .set({ mediaUrl: url, mediaExpires: null })
    .where(
      and(
        eq(instagramMedia.hostedVideoId, copy.id),
        or(isNull(instagramMedia.mediaUrl), ne(instagramMedia.mediaUrl, url)),
      ),
    )
    .returning({ groupId: instagramMedia.groupId });
  for (const groupId of new Set(changed.map((row) => row.groupId))) {
    deps.publicCache.invalidateGroup(groupId);
  }
  return changed.length > 0;
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

interface VideoRow {
  id: string;
  groupId: string;
  externalId: string;
  mediaUrl: string | null;
  hostedVideoId: string | null;
}

/**
 * Fetches the row's video from Instagram and hosts it as a copy tied to the row (replacing the
 * failed copy the row had). Answers false when the row changed meanwhile (nothing kept).
 */
async function copyVideo(deps: VideoDeps, row: VideoRow, signal?: AbortSignal): Promise<boolean> {
  if (!row.mediaUrl) throw new Error('the video has no address');
  const scratchDir = path.join(deps.config.dataDir, 'work', 'instagram');
  const file = path.join(scratchDir, randomUUID());
  await mkdir(scratchDir, { recursive: true });
  try {
    const response = await safeGet(
      row.mediaUrl,
      fetchOptions(deps, {
        sandbox: instagramSandboxInUse(deps.config),
        timeoutMs: CONNECT_TIMEOUT_MS,
        headers: { accept: 'video/*' },
      }),
    );
    const stop = () => response.destroy(new Error('the download was cut off'));
    const deadline = setTimeout(stop, DOWNLOAD_TIMEOUT_MS);
    signal?.addEventListener('abort', stop);
    let size: number;
    try {
      size = await saveLimited(response, file, MAX_VIDEO_BYTES);
    } finally {
      clearTimeout(deadline);
      signal?.removeEventListener('abort', stop);
    }
    if ((await detectKind(await firstBytes(file))) !== 'video') throw new Error('not a video');
    const probed = await probeVideo(file, signal);
    if (!probed) throw new Error('the video cannot be read');
    const previous = row.hostedVideoId;
    const hosted = await hostCopy(
      deps,
      {
        groupId: row.groupId,
        file,
        fileName: `${row.externalId}.mp4`,
        size,
        durationSeconds: probed.durationSeconds,
        onSettled: VIDEO_SETTLED_QUEUE,
      },
      async (tx, hostedVideoId) => {
        const claimed = await tx
          .update(instagramMedia)
          .set({ hostedVideoId })
          .where(
            and(
              eq(instagramMedia.id, row.id),
              previous
                ? eq(instagramMedia.hostedVideoId, previous)
                : isNull(instagramMedia.hostedVideoId),
            ),
          )
          .returning({ id: instagramMedia.id });
        return claimed.length > 0;
      },
    );
    if (!hosted) return false;
    if (previous) await removeHostedCopies(deps, [previous]);
    deps.logger.info(
      { externalId: row.externalId, hostedVideoId: hosted.id, size },
      'instagram video copied',
    );
    return true;
  } finally {
    await rm(file, { force: true });
  }
}

export interface CopyReport {
  copied: number;
  ready: number;
  pending: number;
  failed: number;
}

/**
 * The copy job's work for one account: each VIDEO row without a working copy is fetched and
 * hosted; a copy whose job was lost is queued again, a failed one replaced; a READY copy the row
 * does not point at yet (its announcement lost, or a sync wrote over it) is pointed at.
 */
export async function copyAccountVideos(
  deps: VideoDeps,
  accountId: string,
  signal?: AbortSignal,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, ready: 0, pending: 0, failed: 0 };
  const rows: VideoRow[] = await deps.db
    .select({
      id: instagramMedia.id,
      groupId: instagramMedia.groupId,
      externalId: instagramMedia.externalId,
      mediaUrl: instagramMedia.mediaUrl,
      hostedVideoId: instagramMedia.hostedVideoId,
    })
    .from(instagramMedia)
    .where(and(eq(instagramMedia.accountId, accountId), eq(instagramMedia.mediaType, 'VIDEO')));
  const copies = new Map(
    (
      await findHostedCopies(
        deps.db,
        rows.flatMap((row) => (row.hostedVideoId ? [row.hostedVideoId] : [])),
      )
    ).map((copy) => [copy.id, copy]),
  );
  for (const row of rows) {
    signal?.throwIfAborted();
    try {
      let copy = row.hostedVideoId ? copies.get(row.hostedVideoId) : undefined;
      if (copy && !copy.deletedAt) {
        copy = await reviveCopy(deps, copy, VIDEO_SETTLED_QUEUE);
        if (copy.status === 'READY') {
          await pointAtCopy(deps, copy);
          report.ready += 1;
          continue;
        }
        if (copy.status !== 'ERROR') {
          report.pending += 1;
          continue;
        }
        deps.logger.info(
          { externalId: row.externalId, hostedVideoId: copy.id, error: copy.errorMessage },
          'instagram video copy failed before: copying it again',
        );
      }
      if (await copyVideo(deps, row, signal)) report.copied += 1;
    } catch (error) {
      if (signal?.aborted) throw error;
      report.failed += 1;
      deps.logger.warn(
        { err: error, externalId: row.externalId, accountId },
        'instagram video not copied (tried again after the next sync)',
      );
    }
  }
  return report;
}

export const videoCopiesJob: JobDefinition<CopyJobData> = {
  queue: VIDEO_COPIES_QUEUE,
  retryLimit: 1,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 60 * 60,
  async handle(run, deps) {
    const report = await copyAccountVideos(deps, run.data.accountId, run.signal);
    if (report.copied + report.failed > 0) deps.logger.info(report, 'instagram video copies');
  },
};

/** A copy was transcoded (or failed for good): its rows point at it, the feed's answers follow. */
export const videoSettledJob: JobDefinition<SettledJobData> = {
  queue: VIDEO_SETTLED_QUEUE,
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  async handle(run, deps) {
    const [copy] = await findHostedCopies(deps.db, [run.data.hostedVideoId]);
    if (!copy || copy.deletedAt) return;
    if (copy.status === 'READY') {
      await pointAtCopy(deps, copy);
    } else if (copy.status === 'ERROR') {
      deps.logger.warn(
        { hostedVideoId: copy.id, error: copy.errorMessage },
        'instagram video not transcoded (tried again after the next sync)',
      );
    }
  },
};

/**
 * Hourly (pendingCopiesJob): accounts still connected with videos never copied (synced before copies were made,
 * or whose copy job was lost) get a copy job, while Instagram's addresses may still work.
 */
export async function queuePendingCopies(deps: VideoDeps): Promise<void> {
  const pending = await deps.db
    .selectDistinct({ accountId: instagramMedia.accountId })
    .from(instagramMedia)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, instagramMedia.accountId))
    .where(
      and(
        isNull(instagramAccounts.connectionLostAt),
        eq(instagramMedia.mediaType, 'VIDEO'),
        isNull(instagramMedia.hostedVideoId),
        or(isNull(instagramMedia.mediaExpires), gt(instagramMedia.mediaExpires, new Date())),
      ),
    );
  for (const { accountId } of pending) await queueVideoCopies(deps, accountId);
}

/**
 * Hourly, so a copy is never left behind for long: videos synced before copies existed, a copy
 * whose job was lost, one that failed since the last sync. (Not at each start: a start must not
 * wait on, or race, the database.)
 */
export const pendingCopiesJob: JobDefinition<Record<string, never>> = {
  queue: PENDING_COPIES_QUEUE,
  schedule: '23 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
  async handle(_run, deps) {
    await queuePendingCopies(deps);
  },
};
