// A video's thumbnail goes up through a signed URL (doc 2 §7): getVideoImageUploadUrl, then a PUT
// with the file's content type; only HTTP 200 counts as stored. The saving call gets the fileKey.
import type { VendyRequest } from '@vendy/client/request';
import { GetVideoImageUploadUrlDocument } from '@vendy/client/generated';

export const THUMBNAIL_UPLOAD_ERROR = 'Error uploading video thumbnail.';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** File name of a thumbnail: unique per video and upload, with the extension of its type. */
export function thumbnailFileName(baseName: string, type: string): string {
  const safe = baseName.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'video';
  const extension = EXTENSIONS[type.toLowerCase()] ?? 'img';
  return `${safe}_thumbnail_${Date.now().toString(36)}.${extension}`;
}

export interface ThumbnailDeps {
  request: VendyRequest;
  fetch: typeof fetch;
}

/** Uploads the image and answers its fileKey; fails with 'Error uploading video thumbnail.'. */
export async function uploadThumbnail(
  { request, fetch: doFetch }: ThumbnailDeps,
  image: Blob,
  baseName: string,
  signal?: AbortSignal,
): Promise<string> {
  const fileType = image.type || 'image/jpeg';
  const { getVideoImageUploadUrl: target } = await request(
    GetVideoImageUploadUrlDocument,
    { fileName: thumbnailFileName(baseName, fileType), fileType },
    { signal },
  );
  let status: number;
  try {
    const response = await doFetch(target.url, {
      method: 'PUT',
      headers: { 'content-type': fileType },
      body: image,
      signal,
    });
    status = response.status;
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    console.error('Thumbnail upload failed:', error);
    throw new Error(THUMBNAIL_UPLOAD_ERROR);
  }
  if (status !== 200) {
    console.error(`Thumbnail upload answered HTTP ${status}`);
    throw new Error(THUMBNAIL_UPLOAD_ERROR);
  }
  return target.fileKey;
}
