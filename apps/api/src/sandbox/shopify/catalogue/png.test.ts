import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate';
import { crc32, encodePng, renderProductImage } from './png';

function chunks(png: Buffer): Array<{ type: string; data: Buffer; crc: number }> {
  const out = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    out.push({ type, data, crc: png.readUInt32BE(offset + 8 + length) });
    offset += 12 + length;
  }
  return out;
}

describe('encodePng', () => {
  it('writes a valid truecolour PNG: signature, checksummed chunks, deflated rows', () => {
    const png = encodePng(3, 2, (x, y) => [x * 100, y * 100, 50]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from('89504e470d0a1a0a', 'hex'));
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const part of parts) {
      expect(part.crc).toBe(crc32(Buffer.concat([Buffer.from(part.type), part.data])));
    }
    expect(parts[0]!.data.readUInt32BE(0)).toBe(3);
    expect(parts[0]!.data.readUInt32BE(4)).toBe(2);
    const rows = inflateSync(parts[1]!.data);
    expect([...rows]).toEqual([
      0, 0, 0, 50, 100, 0, 50, 200, 0, 50, 0, 0, 100, 50, 100, 100, 50, 200, 100, 50,
    ]);
  });

  it('computes the same CRC-32 as zlib', () => {
    const data = Buffer.from('vendy sandbox');
    expect(crc32(data)).toBe(zlibCrc32(data));
  });
});

describe('renderProductImage', () => {
  it('paints distinct images for different products', () => {
    const { products } = generateCatalogue('acme.myshopify.com');
    const [a, b] = products.filter((p) => p.images.length > 0);
    const first = renderProductImage(a!.images[0]!);
    const second = renderProductImage(b!.images[0]!);
    expect(first.length).toBeGreaterThan(100);
    expect(first.length).toBeLessThan(50_000);
    expect(first.equals(second)).toBe(false);
  });
});
