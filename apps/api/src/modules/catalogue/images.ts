// Re-hosted product images: where they are stored, the signed upload URLs the import asks for
// (getProductImageUploadUrls), and the references upsertProducts accepts: a fileKey of one of the
// group's product images (or our public URL of it), or an absolute http(s) URL elsewhere.
import { UserError } from '../../errors';
import type { AssetUploadUrl } from '../../graphql/generated/resolvers-types';
import type { Logger } from '../../logger';
import { objectKey, safeFileSegment, UploadRejectedError, type Storage } from '../storage';
import { UNABLE_TO_GET_UPLOAD_URLS } from './messages';

/** Raster types only: files are served from our own origin, where an SVG could run script. */
export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
]);
/** Largest product image accepted (Shopify's own limit is 20 MB). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Files one getProductImageUploadUrls call may ask for (a batch of 20 products, thumbnails too). */
export const MAX_FILES_PER_CALL = 250;
const MAX_URL_LENGTH = 2048;

export const productImagePrefix = (groupId: string) => `groups/${groupId}/products/`;

export interface FileData {
  fileName: string;
  fileType: string;
}

/** Signed PUT URLs, one per file, in the order asked; the same name always gets the same key. */
export async function productImageUploadUrls(
  storage: Storage,
  logger: Logger,
  groupId: string,
  files: readonly FileData[],
): Promise<AssetUploadUrl[]> {
  if (files.length === 0 || files.length > MAX_FILES_PER_CALL) {
    throw new UserError(UNABLE_TO_GET_UPLOAD_URLS);
  }
  const requests = files.map((file) => {
    const fileType = file.fileType.trim().toLowerCase();
    if (!IMAGE_TYPES.has(fileType) || file.fileName.trim() === '' || file.fileName.length > 255) {
      throw new UserError(UNABLE_TO_GET_UPLOAD_URLS);
    }
    return {
      fileName: file.fileName,
      fileType,
      key: objectKey('groups', groupId, 'products', safeFileSegment(file.fileName, 'image')),
    };
  });
  try {
    return await Promise.all(
      requests.map(async ({ fileName, fileType, key }) => {
        const [upload, objectExists] = await Promise.all([
          storage.createUploadUrl({
            key,
            kind: 'image',
            contentType: fileType,
            maxBytes: MAX_IMAGE_BYTES,
          }),
          storage.exists(key),
        ]);
        return { fileName, fileKey: upload.fileKey, url: upload.url, objectExists };
      }),
    );
  } catch (error) {
    logger.error({ err: error, groupId }, 'product image upload urls failed');
    throw new UserError(UNABLE_TO_GET_UPLOAD_URLS);
  }
}

/**
 * What a reference is once checked: a key of the group's product images, or an external URL.
 * Null when it may not be stored (another group's file, a non-http scheme, a malformed value).
 */
export function parseImageRef(storage: Storage, groupId: string, ref: string): string | null {
  const value = ref.trim();
  if (value === '' || value.length > MAX_URL_LENGTH) return null;
  const key = storage.keyFromUrl(value);
  if (key !== null) return key.startsWith(productImagePrefix(groupId)) ? key : null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

export const isStoredKey = (ref: string) => !ref.includes('://');

/** The address a browser loads a stored reference from. */
export function imageAddress(storage: Storage, ref: string): string;
export function imageAddress(storage: Storage, ref: string | null): string | null;
export function imageAddress(storage: Storage, ref: string | null): string | null {
  if (ref === null) return null;
  return isStoredKey(ref) ? storage.publicUrl(ref) : ref;
}

/**
 * Checks that every stored key really holds an uploaded image (magic bytes, size), a few at a
 * time. Answers the keys that do not.
 */
export async function unverifiedKeys(storage: Storage, keys: Iterable<string>): Promise<string[]> {
  const pending = [...new Set(keys)];
  const failed: string[] = [];
  const worker = async () => {
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      try {
        await storage.verifyUpload(key, { kind: 'image', maxBytes: MAX_IMAGE_BYTES });
      } catch (error) {
        if (!(error instanceof UploadRejectedError)) throw error;
        failed.push(key);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return failed;
}
