// Where a video's bytes live: the resumable upload on local disk (tus), the transcoder's scratch
// folder, and the published HLS files in storage.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config';
import { objectKey } from '../storage';

/** tus endpoint: the browser PATCHes its file to {publicUrl}/uploads/videos/{uploadId}. */
export const UPLOAD_ROUTE = '/uploads/videos';

/** An unfinished upload is given up (file removed, minutes freed) after this long. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Largest accepted video file. */
export const MAX_VIDEO_BYTES = 10 * 1024 ** 3;

const UPLOAD_ID = /^[A-Za-z0-9_-]{32}$/;

/** 192 random bits: the upload id is the capability to write the file (with a member's session). */
export function newUploadId(): string {
  return randomBytes(24).toString('base64url');
}

export function isUploadId(value: string): boolean {
  return UPLOAD_ID.test(value);
}

/** Folder of tus uploads (file + .json with its declared length and metadata). */
export function uploadDir(config: Config): string {
  return path.join(config.dataDir, 'uploads', 'videos');
}

export function uploadFile(config: Config, uploadId: string): string {
  if (!isUploadId(uploadId)) throw new Error('Invalid upload id.');
  return path.join(uploadDir(config), uploadId);
}

export function uploadUrl(config: Config, uploadId: string): string {
  return `${config.publicUrl}${UPLOAD_ROUTE}/${uploadId}`;
}

/** Scratch folder of one hosted video's transcode attempts. */
export function workDir(config: Config, hostedVideoId: string): string {
  return path.join(config.dataDir, 'work', 'videos', hostedVideoId);
}

/** Storage keys of hosted media: {id}/manifest/video.m3u8 is the spec's playback address. */
export const mediaKeys = {
  prefix: (id: string) => `${objectKey(id)}/`,
  manifestPrefix: (id: string) => `${objectKey(id, 'manifest')}/`,
  manifestFile: (id: string, relative: string) => objectKey(id, 'manifest', ...relative.split('/')),
  poster: (id: string) => objectKey(id, 'poster.jpg'),
};

/** Thumbnails of a group's videos (getVideoImageUploadUrl). */
export function thumbnailPrefix(groupId: string): string {
  return `${objectKey('groups', groupId, 'thumbnails')}/`;
}
