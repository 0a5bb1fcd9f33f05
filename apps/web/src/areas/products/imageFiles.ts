// Browser side of re-hosting images: downloading a store image, making its 150x150 thumbnail,
// hashing file contents and PUTting a file to a signed address (doc 2 §7: status 200 required).

/** Product thumbnails are 150x150 (doc 2 §9). */
export const THUMBNAIL_SIZE = 150;

/** Image types the app stores, by file extension. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The extension of an address's path ('jpg' for …/shirt.JPG?v=2), or '' when it has none. */
export function extensionOf(address: string): string {
  let path = address;
  try {
    path = new URL(address, 'http://x').pathname;
  } catch {
    // Keep the raw text.
  }
  return /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
}

/** The image type for a file extension (JPEG when unknown). */
export function imageTypeOf(extension: string): string {
  return TYPES[extension.toLowerCase()] ?? 'image/jpeg';
}

/** The usual extension of an image type ('' when it is not an image type the app stores). */
export function extensionForType(type: string): string {
  return EXTENSIONS[type.toLowerCase()] ?? '';
}

/** A short stable hash of a text (FNV-1a, 32 bits, hex), to name files after their source. */
export function textHash(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** SHA-256 of a file's bytes, hex (names affiliate link images {linkId}_{hash}.{ext}). */
export async function fileHash(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** PUTs a file to a signed address with its content type; anything but HTTP 200 fails. */
export async function putFile(url: string, file: Blob, contentType: string): Promise<void> {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: file,
  });
  if (response.status !== 200) {
    throw new UploadError(`Upload answered HTTP ${response.status}`, response.status);
  }
}

/** Downloads an image (e.g. from the store's CDN). */
export async function downloadImage(src: string): Promise<Blob> {
  const response = await fetch(src, { mode: 'cors', credentials: 'omit' });
  if (!response.ok)
    throw new UploadError(`Image answered HTTP ${response.status}`, response.status);
  return response.blob();
}

/** Thumbnails are JPEG for JPEG sources and PNG otherwise (which may be transparent). */
export const thumbnailTypeFor = (sourceType: string) =>
  sourceType === 'image/jpeg' ? 'image/jpeg' : 'image/png';

/** A square thumbnail of an image (its centre, scaled to cover the square) of the given type. */
export async function makeThumbnail(
  image: Blob,
  type: string,
  size: number = THUMBNAIL_SIZE,
): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new UploadError('Canvas is not available.');
  const scale = Math.max(size / bitmap.width, size / bitmap.height);
  const width = bitmap.width * scale;
  const height = bitmap.height * scale;
  context.drawImage(bitmap, (size - width) / 2, (size - height) / 2, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  if (!blob) throw new UploadError('Thumbnail could not be made.');
  return blob;
}
