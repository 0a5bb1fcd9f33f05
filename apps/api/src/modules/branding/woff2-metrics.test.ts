import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { woff2Metrics } from './woff2-metrics';

const fontFile = (name: string) => {
  const root = path.dirname(
    createRequire(import.meta.url).resolve('@fontsource/roboto/package.json'),
  );
  return readFileSync(path.join(root, 'files', name));
};

describe('woff2Metrics', () => {
  it("reads Roboto's units per em, hhea metrics and average advance of English text", () => {
    expect(woff2Metrics(fontFile('roboto-latin-400-normal.woff2'))).toEqual({
      unitsPerEm: 2048,
      ascender: 1900,
      descender: -500,
      lineGap: 0,
      // Roboto's lower-case letters and space (cmap format 4, hmtx), weighted by frequency.
      averageAdvance: 906,
    });
    // Bold letters are wider.
    expect(woff2Metrics(fontFile('roboto-latin-700-normal.woff2'))?.averageAdvance).toBe(918);
  });

  it('answers null for anything that is not a readable WOFF2', () => {
    expect(woff2Metrics(Buffer.alloc(0))).toBeNull();
    expect(woff2Metrics(Buffer.from('wOF2 and then nothing'))).toBeNull();
    expect(woff2Metrics(fontFile('roboto-latin-400-normal.woff'))).toBeNull();
    const truncated = fontFile('roboto-latin-400-normal.woff2').subarray(0, 200);
    expect(woff2Metrics(truncated)).toBeNull();
    // A header whose stream decompresses to too little for its tables.
    const header = Buffer.alloc(48);
    header.write('wOF2', 0, 'latin1');
    header.writeUInt16BE(2, 12);
    const stream = brotliCompressSync(Buffer.alloc(4));
    header.writeUInt32BE(stream.length, 20);
    const directory = Buffer.from([0x01, 0x36, 0x02, 0x24]);
    expect(woff2Metrics(Buffer.concat([header, directory, stream]))).toBeNull();
  });
});
