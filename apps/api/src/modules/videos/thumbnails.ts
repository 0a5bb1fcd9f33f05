// Thumbnails of YouTube and TikTok imports are copied into the group's storage when the video is
// saved (upsertVideo): storefronts then load only our media host before a shopper clicks play, and
// imports made against the local oEmbed sandbox keep working offline. Only the providers' own image
// hosts are fetched (and this server's oEmbed sandbox while it is mounted), through safeGet, with no
// redirects; the bytes must be an image.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { FetchRefusedError, parseUserUrl, safeGet } from '../../net/safe-fetch';
import { IMMUTABLE_CACHE, objectKey, sniffContentType, type Storage, detectKind } from '../storage';
import { UserError } from '../../errors';
import { THUMBNAIL_UPLOAD_FAILED } from './messages';
import { fetchOptions, oembedSandboxInUse, ownOrigin, type ImportNetworkDeps } from './network';
import { makePosterVariantsQuietly } from './poster-variants';

export type ExternalSource = 'YOUTUBE' | 'TIKTOK';

/** Provider thumbnails are well under this (YouTube's largest is about 1 MB). */
export const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

const HOST_SUFFIXES: Record<ExternalSource, readonly string[]> = {
  YOUTUBE: ['ytimg.com'],
  TIKTOK: ['tiktokcdn.com', 'tiktokcdn-us.com', 'tiktokcdn-eu.com'],
};
const SANDBOX_PATHS: Record<ExternalSource, string> = {
  YOUTUBE: '/sandbox/youtube/',
  TIKTOK: '/sandbox/tiktok/',
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff',
};

const matchesSuffix = (host: string, suffix: string) =>
  host === suffix || host.endsWith(`.${suffix}`);

/**
 * Whether a thumbnail address may be fetched for a video of `source`: https on the provider's
 * image hosts, or the oEmbed sandbox's own thumbnails while the sandbox is mounted. Answers
 * whether it is the sandbox (a private address allowed for that one origin).
 */
export function thumbnailOrigin(
  config: Pick<Config, 'providers' | 'publicUrl'>,
  source: ExternalSource,
  url: URL,
): 'provider' | 'sandbox' | null {
  if (
    oembedSandboxInUse(config) &&
    url.origin === ownOrigin(config) &&
    url.pathname.startsWith(SANDBOX_PATHS[source])
  ) {
    return 'sandbox';
  }
  if (url.protocol !== 'https:' || url.port !== '') return null;
  const host = url.hostname.toLowerCase();
  return HOST_SUFFIXES[source].some((suffix) => matchesSuffix(host, suffix)) ? 'provider' : null;
}

/** Reads a whole (small) body, refusing it once it passes `maxBytes` or `timeoutMs`. */
async function readLimited(
  response: IncomingMessage,
  maxBytes: number,
  timeoutMs: number,
): Promise<Buffer> {
  const announced = Number(response.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(announced) && announced > maxBytes) {
    response.destroy();
    throw new FetchRefusedError('The file is too large.');
  }
  const timer = setTimeout(
    () => response.destroy(new FetchRefusedError('The remote server took too long.')),
    timeoutMs,
  );
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        throw new FetchRefusedError('The file is too large.');
      }
      chunks.push(chunk);
    }
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks);
}

export interface RehostInput {
  groupId: string;
  source: ExternalSource;
  /** The video's id at its provider (names the stored file). */
  sourceId: string;
  /** The provider's thumbnail address (oEmbed's thumbnail_url). */
  url: string;
}

/**
 * Fetches a YouTube or TikTok thumbnail and stores it under the group's thumbnails; answers its
 * storage key. The key carries a hash of the bytes, so a Re-Sync that brings the same picture
 * reuses the stored file and a changed picture never hides behind a cached one.
 * Refusals (host not allowed, fetch failed, not an image, too large): 'Error uploading video
 * thumbnail.'
 */
export async function rehostThumbnail(
  deps: ImportNetworkDeps & { logger: Logger; storage: Storage },
  input: RehostInput,
): Promise<string> {
  const refuse = (reason: string, error?: unknown): never => {
    deps.logger.warn(
      { err: error, source: input.source, sourceId: input.sourceId, reason },
      'external thumbnail refused',
    );
    throw new UserError(THUMBNAIL_UPLOAD_FAILED);
  };
  let url: URL;
  try {
    url = parseUserUrl(input.url);
  } catch (error) {
    return refuse('invalid address', error);
  }
  const origin = thumbnailOrigin(deps.config, input.source, url);
  if (!origin) return refuse(`host not allowed: ${url.host}`);

  let bytes: Buffer;
  try {
    const response = await safeGet(
      url.toString(),
      fetchOptions(deps, {
        sandbox: origin === 'sandbox',
        maxRedirects: 0,
        timeoutMs: TIMEOUT_MS,
        headers: { accept: 'image/*' },
      }),
    );
    bytes = await readLimited(response, MAX_THUMBNAIL_BYTES, TIMEOUT_MS);
  } catch (error) {
    return refuse('fetch failed', error);
  }
  const head = bytes.subarray(0, 4100);
  const mime = (await detectKind(head)) === 'image' ? await sniffContentType(head) : null;
  const ext = mime ? EXTENSIONS[mime] : undefined;
  if (!mime || !ext) return refuse('not an image');

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const name = `${input.source.toLowerCase()}-${input.sourceId.replace(/[^A-Za-z0-9_-]/g, '')}-${hash}.${ext}`;
  const key = objectKey('groups', input.groupId, 'thumbnails', name);
  const { storage } = deps;
  if (!(await storage.exists(key))) {
    await storage.putFile(key, bytes, mime, { cacheControl: IMMUTABLE_CACHE });
    // Smaller WebP copies for storefronts (poster-variants.ts); a failure does not fail the save.
    await makePosterVariantsQuietly(deps, key, { bytes });
  }
  return key;
}
