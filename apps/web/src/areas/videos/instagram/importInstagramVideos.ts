// Import of social videos (doc 2 §4): for each chosen post, read its metadata, have the server
// fetch the file, upload its thumbnail, and save the video with source INSTAGRAM. Failures are
// collected per video so that one bad post does not stop the others.
import type { VendyRequest } from '@vendy/client/request';
import { UploadVideoFromUrlDocument, UpsertVideoDocument } from '@vendy/client/generated';
import { effectiveLoop } from '@vendy/client/domain';
import { uploadThumbnail } from '../upload/thumbnail';
import type { VideoMetadata } from '../upload/videoFile';
import type { InstagramVideo, Video } from '../videoListModel';

export interface InstagramImportItem {
  post: InstagramVideo;
  title: string;
  loop: boolean;
}

export interface InstagramImportFailure {
  item: InstagramImportItem;
  message: string;
}

export interface InstagramImportOutcome {
  imported: Video[];
  failures: InstagramImportFailure[];
}

export interface InstagramImportDeps {
  request: VendyRequest;
  fetch: typeof fetch;
  /** Reads a remote video's duration and size (a <video> element in browsers). */
  readMetadata: (url: string) => Promise<VideoMetadata>;
}

export const METADATA_ERROR = 'Unable to get video metadata.';
export const THUMBNAIL_ERROR = 'Unable to upload image for video';

async function importOne(deps: InstagramImportDeps, item: InstagramImportItem): Promise<Video> {
  const title = item.title.trim();
  let metadata: VideoMetadata;
  try {
    metadata = await deps.readMetadata(item.post.mediaUrl);
  } catch {
    throw new Error(METADATA_ERROR);
  }
  const { uploadVideoFromUrl: externalId } = await deps.request(UploadVideoFromUrlDocument, {
    url: item.post.mediaUrl,
    title,
  });

  let thumbnailUrl: string | undefined;
  if (item.post.thumbnailUrl) {
    try {
      const response = await deps.fetch(item.post.thumbnailUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      thumbnailUrl = await uploadThumbnail(deps, await response.blob(), externalId);
    } catch (error) {
      console.error('Instagram thumbnail upload failed:', error);
      throw new Error(THUMBNAIL_ERROR);
    }
  }

  const { upsertVideo: video } = await deps.request(UpsertVideoDocument, {
    title,
    externalId,
    ...(thumbnailUrl ? { thumbnailUrl } : {}),
    duration: metadata.duration,
    aspectRatio: metadata.aspectRatio,
    loop: effectiveLoop(item.loop, metadata.duration),
    source: 'INSTAGRAM',
    sourceId: item.post.id,
  });
  return video;
}

export async function importInstagramVideos(
  deps: InstagramImportDeps,
  items: readonly InstagramImportItem[],
): Promise<InstagramImportOutcome> {
  const outcome: InstagramImportOutcome = { imported: [], failures: [] };
  for (const item of items) {
    try {
      outcome.imported.push(await importOne(deps, item));
    } catch (error) {
      outcome.failures.push({
        item,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcome;
}
