// The demo's product showcase and the sandbox store's product pictures: what a merchant and a
// shopper see of the demo before anything else.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANNER_SECONDS } from '../../src/modules/demo/layout-seed';
import { makeDemoClip, DEMO_VIDEO_SECONDS } from '../../src/modules/demo/demo-video';
import { demoFont } from '../../src/modules/demo/font';
import { showcaseDurations } from '../../src/modules/demo/showcase';
import { FFMPEG, FFPROBE } from '../../src/modules/videos/ffmpeg';
import {
  illustrationKind,
  paintIllustration,
} from '../../src/sandbox/shopify/catalogue/illustration';
import type { IllustrationKind } from '../../src/sandbox/shopify/catalogue/types';

const exec = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vendy-showcase-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Mean RGB of a region of a raw frame (rgb24). */
function mean(frame: Buffer, width: number, x0: number, y0: number, x1: number, y1: number) {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      for (let c = 0; c < 3; c++) sum[c]! += frame[(y * width + x) * 3 + c]!;
      n++;
    }
  }
  return sum.map((s) => s / n);
}

async function frameAt(file: string, seconds: number): Promise<Buffer> {
  const { stdout } = await exec(
    FFMPEG,
    [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 8 * 1024 * 1024 },
  );
  return stdout;
}

describe('the demo showcase clip', () => {
  it('gives each of the first placement’s products the screen while its banner shows', () => {
    const slots = showcaseDurations(6, DEMO_VIDEO_SECONDS);
    expect(slots.reduce((a, b) => a + b, 0)).toBeCloseTo(DEMO_VIDEO_SECONDS, 6);
    DEMO_BANNER_SECONDS.forEach((at, product) => {
      const start = slots.slice(0, product).reduce((a, b) => a + b, 0);
      expect(at).toBeGreaterThan(start + 0.5);
      expect(at).toBeLessThan(start + slots[product]! - 0.5);
    });
  });

  it('is a portrait clip with sound, a picture per product and its name and price beneath', async () => {
    const clip = await makeDemoClip(dir, 6);
    const { stdout } = await exec(FFPROBE, [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,width,height:format=duration',
      '-of',
      'json',
      clip,
    ]);
    const probed = JSON.parse(stdout) as {
      streams: Array<{ codec_type: string; width?: number; height?: number }>;
      format: { duration: string };
    };
    expect(probed.streams.find((s) => s.codec_type === 'video')).toMatchObject({
      width: 720,
      height: 1280,
    });
    expect(probed.streams.some((s) => s.codec_type === 'audio')).toBe(true);
    expect(Number(probed.format.duration)).toBeCloseTo(6, 3);

    // The first and second products (1.2 s each at this length) look different: another picture.
    const first = await frameAt(clip, 0.6);
    const second = await frameAt(clip, 1.8);
    const picture = (f: Buffer) => mean(f, 720, 160, 330, 560, 850);
    const difference = picture(first).reduce((d, c, i) => d + Math.abs(c - picture(second)[i]!), 0);
    expect(difference).toBeGreaterThan(20);
    // The text panel under the picture is white with dark writing when a font is there.
    const panel = mean(first, 720, 100, 1000, 620, 1100);
    expect(Math.min(...panel)).toBeLessThan(demoFont('bold') ? 250 : 256);
    expect(Math.min(...panel)).toBeGreaterThan(180);
  }, 120_000);
});

describe('the sandbox store’s product pictures', () => {
  it('draw what the product is, from its type and title', () => {
    expect(illustrationKind('Hoodies', 'Summit Zip Hoodie')).toBe('zip-hoodie');
    expect(illustrationKind('Hats', 'Classic Beanie')).toBe('beanie');
    expect(illustrationKind('Bags', 'Trail Backpack')).toBe('backpack');
    expect(illustrationKind('Mugs', 'Stoneware Mug')).toBe('mug');
  });

  it('stand out from their backdrop, a white product on cream too', () => {
    const size = 120;
    const centre = (kind: IllustrationKind, colour: [number, number, number]) => {
      const pixels = paintIllustration(kind, colour, [239, 230, 210], size, size);
      const at = (x: number, y: number) => {
        const o = (Math.round(y) * size + Math.round(x)) * 3;
        return 0.3 * pixels[o]! + 0.59 * pixels[o + 1]! + 0.11 * pixels[o + 2]!;
      };
      return { product: at(0.42 * size, 0.45 * size), backdrop: at(4, 4) };
    };
    for (const kind of ['tee', 'sweater', 'pants', 'mug', 'pillow'] as const) {
      const white = centre(kind, [244, 244, 240]);
      expect(Math.abs(white.product - white.backdrop), kind).toBeGreaterThan(25);
      const navy = centre(kind, [29, 43, 79]);
      expect(Math.abs(navy.product - navy.backdrop), kind).toBeGreaterThan(100);
    }
  });
});
