// Where uploaded images are stored: groups/{groupId}/images/{file name}. The key follows from the
// session's group and the requested file name (AssetUploadUrl: the same name gets the same key), so
// a client can never point an image at a file of another group or at an arbitrary path.
import { objectKey, safeFileSegment } from '../storage';

/** Largest image accepted (bytes). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Content types a photo may be uploaded as; the bytes are checked again when it is saved. */
export const IMAGE_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
]);

export function imagesFolder(groupId: string): string {
  return `groups/${groupId}/images/`;
}

export function imageKey(groupId: string, fileName: string): string {
  return objectKey('groups', groupId, 'images', safeFileSegment(fileName, 'photo'));
}

/** True when `key` is a file of this group's images folder (and nothing deeper). */
export function isGroupImageKey(groupId: string, key: string): boolean {
  const folder = imagesFolder(groupId);
  return key.startsWith(folder) && !key.slice(folder.length).includes('/');
}

/**
 * The file name part of a key, without its extension: the default title of an uploaded photo. The
 * merchant app prefixes file names with a random hex id to keep their keys apart
 * ('3f9c2a7b1d0e-beach.jpg'); that prefix is not part of the title.
 */
export function titleFromKey(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1).replace(/^[0-9a-f]{8,32}-(?=.)/, '');
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, 100) || 'Photo';
}
