// Videos of a group: listing, preparing uploads (within the plan's upload minutes), saving,
// status checks and deletion. Resolvers authorize and validate; this file owns the rules.
import {
  effectiveLoop,
  parseTikTokUrl,
  parseYouTubeUrl,
  tikTokEmbedUrl,
  tikTokPageUrl,
  youTubePageUrl,
  youTubeWatchUrl,
} from '@vendy/client/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { hostedVideos, videos, type VideoSourceValue } from '../../db/schema';
import { UserError } from '../../errors';
import { isUuid } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { lockGroup } from '../groups';
import { MAX_BYTES, objectKey, safeFileSegment, UploadRejectedError } from '../storage';
import { rehostThumbnail } from './thumbnails';
import { makePosterVariantsQuietly, removePosterVariants } from './poster-variants';
import {
  deleteHostedMedia,
  findHosted,
  refreshHosted,
  videoStatusOf,
  type HostedVideoRow,
  type VideoDeps,
} from './hosted';
import type { VideoRow } from './mappers';
import {
  DURATION_AND_ASPECT_REQUIRED,
  FILE_TOO_LARGE,
  INVALID_SOURCE_ID,
  NOT_AN_IMAGE_FILE,
  overUploadLimitMessage,
  THUMBNAIL_NOT_FOUND,
  THUMBNAIL_UPLOAD_FAILED,
  UPLOAD_ALREADY_SAVED,
  UPLOAD_NOT_FOUND,
  UPLOAD_URL_FAILED,
  UPLOADS_NEED_PAID_PLAN,
  VIDEO_NOT_FOUND,
  VIDEO_URL_REQUIRED,
} from './messages';
import { MAX_VIDEO_BYTES, mediaKeys, newUploadId, thumbnailPrefix, uploadUrl } from './paths';
import { unreadableMessage } from './transcode';
import { createTusUpload, removeTusUpload, tusOffset } from './tus';
import { toMinutesLeft, uploadUsage } from './usage';
import type { UpsertVideoInput } from './validation';

const notFound = () => new UserError(VIDEO_NOT_FOUND, { code: 'NOT_FOUND' });
const tus = (deps: VideoDeps) => ({ offset: (id: string) => tusOffset(deps.tus, id) });

export function listVideos(deps: Pick<VideoDeps, 'db'>, groupId: string): Promise<VideoRow[]> {
  return deps.db
    .select()
    .from(videos)
    .where(eq(videos.groupId, groupId))
    .orderBy(desc(videos.createdAt), desc(videos.id));
}

async function groupVideo(deps: VideoDeps, groupId: string, videoId: string): Promise<VideoRow> {
  if (!isUuid(videoId)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.groupId, groupId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Refuses a video of `seconds` that does not fit the plan's upload minutes left this billing month.
 * Call inside a transaction: it takes the group's row lock, so two uploads at once cannot both take
 * the last minutes; the caller records its hosted media in the same transaction.
 */
export async function assertUploadMinutes(
  tx: Database,
  groupId: string,
  seconds: number,
): Promise<void> {
  await lockGroup(tx, groupId);
  const usage = await uploadUsage(tx, groupId);
  if (usage.limitSeconds === 0) throw new UserError(UPLOADS_NEED_PAID_PLAN);
  const remaining = usage.limitSeconds - usage.usedSeconds;
  if (seconds > remaining) {
    throw new UserError(
      overUploadLimitMessage({
        neededMinutes: Math.ceil(seconds / 60),
        remainingMinutes: toMinutesLeft(remaining),
        limitMinutes: usage.limitSeconds / 60,
      }),
      { code: 'UPLOAD_LIMIT_REACHED' },
    );
  }
}

export interface PrepareUploadInput {
  groupId: string;
  fileName: string;
  size: number;
  /** Seconds, rounded up by the browser. */
  duration: number;
}

/**
 * getVideoUploadUrl: checks the plan's minutes (under the group's row lock, so two uploads at
 * once cannot both take the last minutes), records the hosted media and creates its tus upload.
 */
export async function prepareUpload(
  deps: VideoDeps,
  input: PrepareUploadInput,
): Promise<{ id: string; url: string }> {
  if (input.duration <= 0) throw new UserError(unreadableMessage(input.fileName));
  if (input.size > MAX_VIDEO_BYTES) throw new UserError(FILE_TOO_LARGE);
  const uploadId = newUploadId();
  const hosted = await deps.db.transaction(async (tx) => {
    await assertUploadMinutes(tx, input.groupId, input.duration);
    const [row] = await tx
      .insert(hostedVideos)
      .values({
        groupId: input.groupId,
        origin: 'UPLOAD',
        uploadId,
        fileName: input.fileName,
        size: input.size,
        declaredSeconds: input.duration,
      })
      .returning();
    if (!row) throw new Error('hosted video insert returned nothing');
    return row;
  });
  try {
    await createTusUpload(deps.tus, uploadId, input.size, { hostedVideoId: hosted.id });
  } catch (error) {
    deps.logger.error({ err: error, hostedVideoId: hosted.id }, 'creating the tus upload failed');
    await deps.db.delete(hostedVideos).where(eq(hostedVideos.id, hosted.id));
    throw new UserError(UPLOAD_URL_FAILED);
  }
  return { id: hosted.id, url: uploadUrl(deps.config, uploadId) };
}

/** getVideoImageUploadUrl: a signed PUT for a thumbnail, keyed by the group and the file name. */
export async function thumbnailUploadUrl(
  deps: VideoDeps,
  groupId: string,
  fileName: string,
  fileType: string,
) {
  const { storage } = deps;
  const key = objectKey('groups', groupId, 'thumbnails', safeFileSegment(fileName, 'thumbnail'));
  const [upload, objectExists] = await Promise.all([
    storage.createUploadUrl({
      key,
      kind: 'image',
      contentType: fileType,
      maxBytes: MAX_BYTES.image,
    }),
    storage.exists(key),
  ]);
  return { fileName, fileKey: upload.fileKey, url: upload.url, objectExists };
}

/**
 * The thumbnail to store: a key of this group's thumbnails (or the video's own poster), checked
 * to be an uploaded image. A YouTube or TikTok import may name its provider's thumbnail instead:
 * it is fetched from the provider's image host and stored as one of the group's thumbnails.
 */
async function thumbnailToStore(
  deps: VideoDeps,
  groupId: string,
  value: string,
  video: { source: VideoSourceValue; sourceId: string | null; externalId: string | null },
): Promise<string> {
  const { storage } = deps;
  const key = storage.keyFromUrl(value);
  if (!key) {
    if (video.source !== 'YOUTUBE' && video.source !== 'TIKTOK') {
      throw new UserError(THUMBNAIL_NOT_FOUND);
    }
    if (!video.sourceId) throw new UserError(THUMBNAIL_UPLOAD_FAILED);
    return rehostThumbnail(deps, {
      groupId,
      source: video.source,
      sourceId: video.sourceId,
      url: value,
    });
  }
  if (video.externalId && key === mediaKeys.poster(video.externalId)) return key;
  if (!key.startsWith(thumbnailPrefix(groupId))) throw new UserError(THUMBNAIL_NOT_FOUND);
  try {
    await storage.verifyUpload(key, { kind: 'image', maxBytes: MAX_BYTES.image });
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    if (error.reason === 'missing') throw new UserError(THUMBNAIL_NOT_FOUND);
    throw new UserError(
      error.reason === 'wrong-type' ? NOT_AN_IMAGE_FILE : THUMBNAIL_UPLOAD_FAILED,
    );
  }
  // Its smaller copies for storefronts, made again (an upload may reuse a file name); a failure
  // does not fail the save (the local media address makes missing copies when asked for).
  await makePosterVariantsQuietly(deps, key);
  return key;
}

/** Removes a stored thumbnail of the group that no other video shows any more. */
async function removeUnusedThumbnail(
  deps: VideoDeps,
  groupId: string,
  stored: string | null,
  videoId: string,
): Promise<void> {
  const { storage } = deps;
  const key = stored ? storage.keyFromUrl(stored) : null;
  if (!stored || !key?.startsWith(thumbnailPrefix(groupId))) return;
  const [shared] = await deps.db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.thumbnailUrl, stored), ne(videos.id, videoId)))
    .limit(1);
  if (!shared) await Promise.all([storage.delete(key), removePosterVariants(storage, key)]);
}

/** The hosted media an upload or Instagram import saves: this group's, not deleted. */
async function groupHosted(
  deps: VideoDeps,
  groupId: string,
  externalId: string,
): Promise<HostedVideoRow> {
  const hosted = isUuid(externalId) ? await findHosted(deps.db, externalId) : undefined;
  if (!hosted || hosted.groupId !== groupId || hosted.deletedAt)
    throw new UserError(UPLOAD_NOT_FOUND);
  return hosted;
}

interface Placement {
  url: string | null;
  sourceId: string | null;
  sourceUrl: string | null;
  externalId: string | null;
  hosted: HostedVideoRow | null;
}

/** Where a new video plays from, by its source. */
async function placementOf(
  deps: VideoDeps,
  groupId: string,
  input: UpsertVideoInput,
  source: VideoSourceValue,
): Promise<Placement> {
  if (source === 'YOUTUBE' || source === 'TIKTOK') {
    const parse = source === 'YOUTUBE' ? parseYouTubeUrl : parseTikTokUrl;
    let id = input.sourceId ?? null;
    if (input.url) {
      const parsed = parse(input.url);
      if (!parsed.ok) throw new UserError(parsed.message);
      if (id && id !== parsed.videoId) throw new UserError(INVALID_SOURCE_ID);
      id = parsed.videoId;
    }
    const check =
      id &&
      parse(source === 'YOUTUBE' ? `https://youtu.be/${id}` : `https://www.tiktok.com/video/${id}`);
    if (!id || !check || !check.ok)
      throw new UserError(id ? INVALID_SOURCE_ID : VIDEO_URL_REQUIRED);
    const page = input.url
      ? source === 'YOUTUBE'
        ? youTubePageUrl(input.url)
        : tikTokPageUrl(input.url)
      : null;
    return {
      url: source === 'YOUTUBE' ? youTubeWatchUrl(id) : tikTokEmbedUrl(id),
      sourceId: id,
      sourceUrl: page,
      externalId: null,
      hosted: null,
    };
  }
  if (!input.externalId) throw new UserError(VIDEO_URL_REQUIRED);
  let hosted = await groupHosted(deps, groupId, input.externalId);
  if (hosted.status === 'UPLOADING') hosted = await refreshHosted(deps, hosted, tus(deps));
  return {
    url: null,
    sourceId: source === 'INSTAGRAM' ? (input.sourceId ?? null) : null,
    sourceUrl: null,
    externalId: hosted.id,
    hosted,
  };
}

async function createVideo(
  deps: VideoDeps,
  groupId: string,
  input: UpsertVideoInput,
): Promise<VideoRow> {
  const source = (input.source ?? 'UPLOAD') as VideoSourceValue;
  const placement = await placementOf(deps, groupId, input, source);
  const hosted = placement.hosted;
  const ready = hosted?.status === 'READY';
  // Measured values of a transcoded file win over what the browser read.
  const duration = ready && hosted.durationSeconds ? hosted.durationSeconds : input.duration;
  const aspectRatio =
    ready && hosted.width && hosted.height ? hosted.width / hosted.height : input.aspectRatio;
  if (!duration || !aspectRatio) throw new UserError(DURATION_AND_ASPECT_REQUIRED);
  const thumbnailUrl = input.thumbnailUrl
    ? await thumbnailToStore(deps, groupId, input.thumbnailUrl, { source, ...placement })
    : null;
  try {
    const [row] = await deps.db
      .insert(videos)
      .values({
        groupId,
        title: input.title,
        description: input.description || null,
        url: placement.url,
        thumbnailUrl,
        duration,
        aspectRatio,
        status: hosted ? videoStatusOf(hosted.status) : 'READY',
        source,
        sourceId: placement.sourceId,
        sourceUrl: placement.sourceUrl,
        externalId: placement.externalId,
        loop: effectiveLoop(Boolean(input.loop), duration),
      })
      .returning();
    if (!row) throw new Error('video insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError(UPLOAD_ALREADY_SAVED);
    throw error;
  }
}

async function updateVideo(
  deps: VideoDeps,
  groupId: string,
  input: UpsertVideoInput & { id: string },
): Promise<VideoRow> {
  const current = await groupVideo(deps, groupId, input.id);
  const duration = input.duration ?? current.duration;
  const thumbnailUrl =
    input.thumbnailUrl == null
      ? current.thumbnailUrl
      : await thumbnailToStore(deps, groupId, input.thumbnailUrl, current);
  const [row] = await deps.db
    .update(videos)
    .set({
      title: input.title,
      description: input.description == null ? current.description : input.description || null,
      thumbnailUrl,
      duration,
      aspectRatio: input.aspectRatio ?? current.aspectRatio,
      loop: effectiveLoop(input.loop ?? current.loop, duration),
      updatedAt: new Date(),
    })
    .where(and(eq(videos.id, current.id), eq(videos.groupId, groupId)))
    .returning();
  if (!row) throw notFound();
  // A replaced thumbnail (a new upload, or a re-synced picture) is not kept for nothing.
  if (current.thumbnailUrl !== row.thumbnailUrl) {
    await removeUnusedThumbnail(deps, groupId, current.thumbnailUrl, current.id);
  }
  return row;
}

/**
 * upsertVideo: creates (no id) or updates a video of the group. source, externalId, sourceId and
 * the playback address are fixed when the video is created.
 */
export function saveVideo(
  deps: VideoDeps,
  groupId: string,
  input: UpsertVideoInput,
): Promise<VideoRow> {
  return input.id
    ? updateVideo(deps, groupId, { ...input, id: input.id })
    : createVideo(deps, groupId, input);
}

/** checkAndUpdateVideoStatus: refreshes a PROCESSING video from its hosted media. */
export async function checkVideoStatus(
  deps: VideoDeps,
  groupId: string,
  videoId: string,
): Promise<VideoRow> {
  const video = await groupVideo(deps, groupId, videoId);
  if (video.status !== 'PROCESSING' || !video.externalId) return video;
  const hosted = await findHosted(deps.db, video.externalId);
  if (!hosted || hosted.deletedAt) {
    const [row] = await deps.db
      .update(videos)
      .set({ status: 'ERROR', updatedAt: new Date() })
      .where(eq(videos.id, video.id))
      .returning();
    return row ?? video;
  }
  await refreshHosted(deps, hosted, tus(deps));
  return groupVideo(deps, groupId, videoId);
}

/** deleteVideo: the video, its hosted files and upload, and its thumbnail unless shared. */
export async function removeVideo(
  deps: VideoDeps,
  groupId: string,
  videoId: string,
): Promise<void> {
  const video = await groupVideo(deps, groupId, videoId);
  await deps.db.delete(videos).where(eq(videos.id, video.id));
  if (video.externalId) {
    const hosted = await findHosted(deps.db, video.externalId);
    if (hosted && hosted.groupId === groupId) {
      await deleteHostedMedia(deps, hosted, (uploadId) => removeTusUpload(deps.tus, uploadId));
    }
  }
  await removeUnusedThumbnail(deps, groupId, video.thumbnailUrl, video.id);
}
