// Where affiliate link images are stored, and which stored files a group may attach to its links.
// File names are {linkId}_{hash}.{ext} (doc 2 §7): the browser names a file after the link it
// belongs to and a hash of its bytes, so re-uploading the same picture lands on the same key.
import { objectKey } from '../storage';
import { isUuid } from '../../db/ids';

/**
 * Raster image types accepted for affiliate link images, with their file extensions. SVG is left
 * out on purpose: the files are served from the app's own origin, where a script inside an SVG
 * would run.
 */
export const IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
};

/** Most files one getAffiliateLinkImageUploadUrls call may ask for, and images one link may have. */
export const MAX_IMAGES = 20;
/** Largest image accepted (bytes). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

const FILE_NAME = /^([0-9a-f-]{36})_([a-z0-9-]{8,128})\.([a-z0-9]{2,5})$/;

export interface ImageFileName {
  linkId: string;
  hash: string;
  ext: string;
  /** The name as stored (lower-cased). */
  normalized: string;
}

/** The parts of a {linkId}_{hash}.{ext} name, or null when it is not one. */
export function parseImageFileName(fileName: string): ImageFileName | null {
  const normalized = fileName.trim().toLowerCase();
  const match = FILE_NAME.exec(normalized);
  if (!match) return null;
  const [, linkId = '', hash = '', ext = ''] = match;
  if (!isUuid(linkId)) return null;
  return { linkId, hash, ext, normalized };
}

/** True when `ext` is a usual extension of the image type `contentType`. */
export function extensionMatches(contentType: string, ext: string): boolean {
  return IMAGE_TYPES[contentType.trim().toLowerCase()]?.includes(ext) ?? false;
}

export const imagePrefix = (groupId: string) => `groups/${groupId}/affiliate/`;

export function imageKey(groupId: string, name: ImageFileName): string {
  return objectKey('groups', groupId, 'affiliate', name.normalized);
}

/** True when `key` names an affiliate link image file of this group (an upload it asked for). */
export function isGroupImageKey(groupId: string, key: string): boolean {
  const prefix = imagePrefix(groupId);
  if (!key.startsWith(prefix)) return false;
  const rest = key.slice(prefix.length);
  const name = parseImageFileName(rest);
  return name !== null && name.normalized === rest;
}
