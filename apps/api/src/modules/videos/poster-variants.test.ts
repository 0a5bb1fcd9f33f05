import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createStorage, type Storage } from '../storage';
import { FFMPEG, FFPROBE, run } from './ffmpeg';
import { toVideo, type VideoRow } from './mappers';
import {
  POSTER_VARIANT_TYPE,
  POSTER_WIDTHS,
  ensurePosterVariant,
  makePosterVariants,
  posterSources,
  posterVariantKey,
  removePosterVariants,
  variantSourceOf,
} from './poster-variants';

let dir: string;
let storage: Storage;
let jpeg: Buffer;
const logger = createLogger({ logLevel: 'silent' });

/** A 640 × 1136 JPEG poster, as the transcode makes them (ffmpeg -q:v 3). */
async function makeJpeg(file: string) {
  await run(FFMPEG, [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x1136:rate=1:duration=1'],
    ...['-frames:v', '1', '-q:v', '3', file],
  ]);
}

async function widthOf(bytes: Buffer): Promise<number> {
  const file = path.join(dir, `probe-${Math.random().toString(36).slice(2)}.webp`);
  await import('node:fs/promises').then((fs) => fs.writeFile(file, bytes));
  const out = await run(FFPROBE, [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width'],
    ...['-of', 'csv=p=0', file],
  ]);
  return Number(out.trim());
}

async function bytesOf(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.readStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vendy-poster-test-'));
  storage = createStorage(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, PUBLIC_URL: 'http://127.0.0.1:3599' }),
  );
  const file = path.join(dir, 'poster.jpg');
  await makeJpeg(file);
  jpeg = await readFile(file);
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('poster copies: keys and addresses', () => {
  it('names each copy after its image and width, and reads the name back', () => {
    expect(posterVariantKey('v1/poster.jpg', 480)).toBe('v1/poster.jpg.w480.webp');
    expect(variantSourceOf('v1/poster.jpg.w480.webp')).toEqual({
      source: 'v1/poster.jpg',
      width: 480,
    });
    // Only images of ours, only the widths made, never a copy of a copy.
    expect(posterVariantKey('v1/manifest/video.m3u8', 480)).toBeNull();
    expect(posterVariantKey('v1/poster.jpg.w480.webp', 320)).toBeNull();
    expect(variantSourceOf('v1/poster.jpg.w500.webp')).toBeNull();
    expect(variantSourceOf('v1/manifest/seg_000.ts')).toBeNull();
  });

  it('lists the copies of our thumbnails, none for another host', () => {
    const sources = posterSources(storage, 'http://127.0.0.1:3599/media/v1/poster.jpg');
    expect(sources.map((s) => s.width)).toEqual([...POSTER_WIDTHS]);
    expect(sources[0]).toEqual({
      url: 'http://127.0.0.1:3599/media/v1/poster.jpg.w320.webp',
      width: 320,
      type: POSTER_VARIANT_TYPE,
    });
    expect(posterSources(storage, 'https://i.ytimg.com/vi/x/hqdefault.jpg')).toEqual([]);
    expect(posterSources(storage, null)).toEqual([]);
  });

  it("gives the GraphQL Video the poster's copies until a thumbnail is saved", () => {
    const row = {
      id: 'video-1',
      createdAt: new Date(),
      updatedAt: new Date(),
      title: 'Clip',
      description: null,
      url: null,
      duration: 8,
      aspectRatio: 0.5625,
      status: 'READY',
      thumbnailUrl: null,
      externalId: 'hosted-1',
      source: 'UPLOAD',
      sourceId: null,
      loop: false,
    } as unknown as VideoRow;
    const video = toVideo(row, storage);
    expect(video.thumbnailUrl).toBe('http://127.0.0.1:3599/media/hosted-1/poster.jpg');
    expect(video.thumbnailSources[0]?.url).toBe(
      'http://127.0.0.1:3599/media/hosted-1/poster.jpg.w320.webp',
    );
    const processing = toVideo({ ...row, status: 'PROCESSING' } as VideoRow, storage);
    expect(processing.thumbnailSources).toEqual([]);
  });
});

describe('poster copies: made by ffmpeg', () => {
  it('makes WebP copies no wider than the image, much smaller than the JPEG', async () => {
    await storage.putFile('v1/poster.jpg', jpeg, 'image/jpeg', {
      cacheControl: 'public, max-age=60',
    });
    const written = await makePosterVariants(storage, 'v1/poster.jpg');
    expect(written).toEqual(POSTER_WIDTHS.map((w) => `v1/poster.jpg.w${w}.webp`));
    const widths: number[] = [];
    for (const key of written) {
      const head = await storage.head(key);
      expect(head).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=60' });
      const bytes = await bytesOf(key);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      widths.push(await widthOf(bytes));
    }
    // 320 and 480 as asked; 720 and 1080 stay at the poster's 640.
    expect(widths).toEqual([320, 480, 640, 640]);
    // The copy a phone frame picks weighs far less than the JPEG it replaces.
    expect((await storage.head('v1/poster.jpg.w480.webp'))!.size).toBeLessThan(jpeg.length / 2);

    await removePosterVariants(storage, 'v1/poster.jpg');
    expect(await storage.exists('v1/poster.jpg.w480.webp')).toBe(false);
    expect(await storage.exists('v1/poster.jpg')).toBe(true);
  }, 60_000);

  it('makes the copies of a poster stored before copies existed when one is asked for', async () => {
    await storage.putFile('v2/poster.jpg', jpeg, 'image/jpeg');
    const deps = { storage, logger };
    // Asked twice at once: made once.
    const [a, b] = await Promise.all([
      ensurePosterVariant(deps, 'v2/poster.jpg.w720.webp'),
      ensurePosterVariant(deps, 'v2/poster.jpg.w320.webp'),
    ]);
    expect([a, b]).toEqual([true, true]);
    expect(await storage.exists('v2/poster.jpg.w1080.webp')).toBe(true);
    // Nothing is made for an image that is not there, or for a key that is no copy.
    expect(await ensurePosterVariant(deps, 'v3/poster.jpg.w720.webp')).toBe(false);
    expect(await ensurePosterVariant(deps, 'v2/manifest/video.m3u8')).toBe(false);
  }, 60_000);
});
