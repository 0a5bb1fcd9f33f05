// Smaller, modern-format copies of a video's thumbnail (its poster made by the transcode, or a
// thumbnail uploaded or copied from YouTube / TikTok): WebP at a few widths, stored next to the
// image as `{key}.w{width}.webp`, so storefronts load a picture the size of their frame (the
// GraphQL Video's thumbnailSources, picked by the browser with srcset / sizes). The stored image
// stays the fallback.
//
// Made by ffmpeg when the image is stored (the transcode job, upsertVideo, the provider thumbnail
// copy), and on demand by the local media route for a copy that is missing (images stored before
// copies existed). Copies take the source's cache policy.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../../logger';
import { isValidKey, type Storage } from '../storage';
import { FFMPEG, run } from './ffmpeg';

/** Widths of the copies, in pixels (a copy is never wider than its source). */
export const POSTER_WIDTHS = [320, 480, 720, 1080] as const;
export const POSTER_VARIANT_TYPE = 'image/webp';
/** WebP quality (0-100): the look of the JPEG poster (ffmpeg -q:v 3) at about half its bytes. */
export const POSTER_WEBP_QUALITY = 72;

/** Images copies are made of (by extension of the stored key). */
const SOURCE = /\.(jpe?g|png|webp)$/i;
const VARIANT = /^(.+\.(?:jpe?g|png|webp))\.w(\d+)\.webp$/i;

export interface ImageVariant {
  url: string;
  width: number;
  type: string;
}

/** The key of the copy of `key` at `width`; null when `key` is not an image copies are made of. */
export function posterVariantKey(key: string, width: number): string | null {
  if (!SOURCE.test(key) || VARIANT.test(key)) return null;
  const variant = `${key}.w${width}.webp`;
  return isValidKey(variant) ? variant : null;
}

/** The source and width a copy's key names, or null when it is not one of the copies. */
export function variantSourceOf(key: string): { source: string; width: number } | null {
  const match = VARIANT.exec(key);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(POSTER_WIDTHS as readonly number[]).includes(width)) return null;
  const source = match[1]!;
  return isValidKey(source) && !VARIANT.test(source) ? { source, width } : null;
}

/**
 * The copies of a stored thumbnail (a key of ours or one of our addresses), smallest first; none
 * for an address of another host or an image of another kind.
 */
export function posterSources(storage: Storage, stored: string | null): ImageVariant[] {
  if (!stored) return [];
  const key = storage.keyFromUrl(stored);
  if (!key) return [];
  return POSTER_WIDTHS.flatMap((width) => {
    const variant = posterVariantKey(key, width);
    return variant ? [{ url: storage.publicUrl(variant), width, type: POSTER_VARIANT_TYPE }] : [];
  });
}

/** ffmpeg's arguments: one decode of `input`, one WebP per width (never wider than the source). */
export function posterVariantArguments(
  input: string,
  outputs: ReadonlyArray<{ width: number; file: string }>,
): string[] {
  const labels = outputs.map((_, i) => `s${i}`);
  const graph = [
    `[0:v]format=yuv420p,split=${outputs.length}${labels.map((l) => `[${l}]`).join('')}`,
    ...outputs.map(({ width }, i) => `[s${i}]scale='min(${width},iw)':-2[o${i}]`),
  ].join(';');
  return [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-y', '-i', input],
    ...['-filter_complex', graph],
    ...outputs.flatMap(({ file }, i) => [
      ...['-map', `[o${i}]`, '-frames:v', '1', '-c:v', 'libwebp'],
      ...['-quality', String(POSTER_WEBP_QUALITY), '-compression_level', '4', '-f', 'webp', file],
    ]),
  ];
}

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.readStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface MakeVariantsOptions {
  /** The image's bytes when the caller has them (else read from storage). */
  bytes?: Buffer;
  /** Only these widths (default: all). */
  widths?: readonly number[];
  signal?: AbortSignal;
}

/** Makes and stores the copies of the image at `key`; answers the keys written. */
export async function makePosterVariants(
  storage: Storage,
  key: string,
  options: MakeVariantsOptions = {},
): Promise<string[]> {
  const widths = (options.widths ?? POSTER_WIDTHS).filter((w) => posterVariantKey(key, w));
  if (widths.length === 0) return [];
  const head = await storage.head(key);
  if (!head) return [];
  const scratch = await mkdtemp(path.join(tmpdir(), 'vendy-poster-'));
  try {
    const input = path.join(scratch, `source${path.extname(key).toLowerCase()}`);
    await writeFile(input, options.bytes ?? (await readAll(storage, key)));
    const outputs = widths.map((width) => ({ width, file: path.join(scratch, `w${width}.webp`) }));
    await run(FFMPEG, posterVariantArguments(input, outputs), options.signal);
    const written: string[] = [];
    for (const { width, file } of outputs) {
      const variant = posterVariantKey(key, width)!;
      await storage.putFile(variant, await readFile(file), POSTER_VARIANT_TYPE, {
        ...(head.cacheControl ? { cacheControl: head.cacheControl } : {}),
      });
      written.push(variant);
    }
    return written;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Makes the copies without failing the caller: a thumbnail without copies still shows (viewers
 * fall back to the stored image), so a failure is logged, not raised.
 */
export async function makePosterVariantsQuietly(
  deps: { storage: Storage; logger: Logger },
  key: string,
  options: MakeVariantsOptions = {},
): Promise<void> {
  try {
    await makePosterVariants(deps.storage, key, options);
  } catch (error) {
    deps.logger.warn({ err: error, key }, 'poster copies not made');
  }
}

/** Removes the copies of a stored image (when the image itself is removed). */
export async function removePosterVariants(storage: Storage, key: string): Promise<void> {
  await Promise.all(
    POSTER_WIDTHS.map((width) => {
      const variant = posterVariantKey(key, width);
      return variant ? storage.delete(variant) : undefined;
    }),
  );
}

const making = new Map<string, Promise<boolean>>();

/**
 * For the media route: when `key` names a missing copy of an existing image, makes the copies of
 * that image (once, however many requests ask at the same time); answers whether it now exists.
 */
export async function ensurePosterVariant(
  deps: { storage: Storage; logger: Logger },
  key: string,
): Promise<boolean> {
  const named = variantSourceOf(key);
  if (!named) return false;
  let pending = making.get(named.source);
  if (!pending) {
    pending = (async () => {
      if (!(await deps.storage.exists(named.source))) return false;
      await makePosterVariantsQuietly(deps, named.source);
      return true;
    })().finally(() => making.delete(named.source));
    making.set(named.source, pending);
  }
  return (await pending) && deps.storage.exists(key);
}
