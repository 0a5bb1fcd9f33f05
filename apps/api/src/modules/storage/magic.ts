// Magic-byte checks with file-type: an image must be an image, whatever the client claims.
import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from './types';

/** How many leading bytes file-type needs to recognise the formats we accept. */
export const SNIFF_BYTES = 4100;

// Formats accepted per kind (by detected MIME type). SVG is excluded on purpose: it can carry script.
const IMAGE = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/bmp',
  'image/tiff',
]);
const AUDIO = new Set([
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/aiff',
  'audio/wav',
  'audio/x-wav',
  'audio/ogg',
  'audio/opus',
  'audio/webm',
  'audio/flac',
  'audio/x-flac',
]);
const VIDEO = new Set([
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/x-matroska',
  'video/x-msvideo',
  'video/x-m4v',
  'video/mpeg',
  'video/mp2t',
  'video/3gpp',
  'video/3gpp2',
  'video/ogg',
]);

/** The MIME type the bytes say they are; null when unrecognised. */
export async function sniffContentType(head: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(head);
  return type?.mime ?? null;
}

/** The kind of the bytes, or null when they are none of image, audio, video. */
export async function detectKind(head: Uint8Array): Promise<Exclude<UploadKind, 'any'> | null> {
  const mime = await sniffContentType(head);
  if (mime === null) return looksLikeMp3Frame(head) ? 'audio' : null;
  if (IMAGE.has(mime)) return 'image';
  if (AUDIO.has(mime)) return 'audio';
  if (VIDEO.has(mime)) return 'video';
  return null;
}

export async function matchesKind(head: Uint8Array, kind: UploadKind): Promise<boolean> {
  if (kind === 'any') return true;
  return (await detectKind(head)) === kind;
}

// An MP3 without an ID3 tag starts with a frame sync: 11 set bits, MPEG version and layer not
// "reserved". file-type recognises most, but not every encoder's first frame.
function looksLikeMp3Frame(head: Uint8Array): boolean {
  if (head.length < 4) return false;
  const [a, b] = [head[0]!, head[1]!];
  if (a !== 0xff || (b & 0xe0) !== 0xe0) return false;
  const version = (b >> 3) & 0x3;
  const layer = (b >> 1) & 0x3;
  const bitrate = (head[2]! >> 4) & 0xf;
  return version !== 1 && layer !== 0 && bitrate !== 0xf;
}
