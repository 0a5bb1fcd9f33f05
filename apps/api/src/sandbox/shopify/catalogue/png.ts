// Real PNG files for the sandbox's product images (truecolour, 8 bits, deflated with node:zlib), so
// that re-hosting them goes through the same magic-byte and size checks as a store's photographs.
import { deflateSync } from 'node:zlib';
import type { Rgb, SandboxImage } from './generate';
import { paintIllustration } from './illustration';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGB pixels given row by row by `pixel(x, y)`. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const offset = y * stride + 1 + x * 3;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  header[10] = 0; // compression
  header[11] = 0; // filter
  header[12] = 0; // interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A product shot: the illustration of what the product is (illustration.ts) in its colour on a
 * light backdrop; every other view (`layout`) faces the other way.
 */
export function renderProductImage(image: SandboxImage): Buffer {
  const { width, height, colour, background, layout, kind } = image;
  const pixels = paintIllustration(kind, colour, background, width, height, layout % 2 === 1);
  return encodePng(width, height, (x, y) => {
    const o = (y * width + x) * 3;
    return [pixels[o] ?? 0, pixels[o + 1] ?? 0, pixels[o + 2] ?? 0];
  });
}

const rendered = new Map<string, Buffer>();
const RENDER_CACHE_SIZE = 256;

/** The image's PNG bytes (a few hundred recent ones kept). */
export function productImagePng(key: string, image: SandboxImage): Buffer {
  let png = rendered.get(key);
  if (!png) {
    png = renderProductImage(image);
    if (rendered.size >= RENDER_CACHE_SIZE) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, png);
  }
  return png;
}
