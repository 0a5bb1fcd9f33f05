// The vertical metrics of a WOFF2 font (head.unitsPerEm, hhea ascender / descender / lineGap), read
// from its Brotli-compressed table stream, so that our @font-face can state them
// (ascent-override...) and the line box is the same on every platform. Only the table directory
// and the stream are read; glyph data is never parsed.
import { brotliDecompressSync } from 'node:zlib';

export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
}

// The WOFF2 known-tag table (WOFF2 §5.1): the indices of the tables we read and of glyf/loca,
// whose transform version 0 means transformed (the other tables: non-zero means transformed).
const HEAD = 1;
const HHEA = 2;
const GLYF = 10;
const LOCA = 11;
const HEADER_SIZE = 48;

/** UIntBase128 (WOFF2 §4.1): at most 5 bytes, 7 bits each, no leading zero byte. */
function readBase128(data: Buffer, at: { offset: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i += 1) {
    const byte = data.readUInt8(at.offset);
    at.offset += 1;
    if (i === 0 && byte === 0x80) throw new Error('woff2: bad UIntBase128');
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error('woff2: UIntBase128 too long');
}

/** The font's metrics, or null when the file is not a single-font WOFF2 with head and hhea. */
export function woff2Metrics(data: Buffer): FontMetrics | null {
  try {
    if (data.toString('latin1', 0, 4) !== 'wOF2') return null;
    if (data.toString('latin1', 4, 8) === 'ttcf') return null;
    const numTables = data.readUInt16BE(12);
    const compressedLength = data.readUInt32BE(20);
    const at = { offset: HEADER_SIZE };
    const tables: Array<{ index: number; length: number }> = [];
    for (let i = 0; i < numTables; i += 1) {
      const flags = data.readUInt8(at.offset);
      at.offset += 1;
      const index = flags & 0x3f;
      if (index === 63) at.offset += 4; // An arbitrary tag: not one we read.
      const version = flags >> 6;
      const originalLength = readBase128(data, at);
      const transformed = index === GLYF || index === LOCA ? version === 0 : version !== 0;
      const length = transformed ? readBase128(data, at) : originalLength;
      tables.push({ index, length });
    }
    const stream = brotliDecompressSync(data.subarray(at.offset, at.offset + compressedLength));
    let offset = 0;
    const where = new Map<number, number>();
    for (const table of tables) {
      where.set(table.index, offset);
      offset += table.length;
    }
    const head = where.get(HEAD);
    const hhea = where.get(HHEA);
    if (head === undefined || hhea === undefined) return null;
    const unitsPerEm = stream.readUInt16BE(head + 18);
    if (unitsPerEm === 0) return null;
    return {
      unitsPerEm,
      ascender: stream.readInt16BE(hhea + 4),
      descender: stream.readInt16BE(hhea + 6),
      lineGap: stream.readInt16BE(hhea + 8),
    };
  } catch {
    return null;
  }
}
