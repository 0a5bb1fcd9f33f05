// The metrics of a WOFF2 font that our @font-face rules state: head.unitsPerEm, hhea ascender /
// descender / lineGap (so the line box is the same on every platform) and the average advance of
// English text (so a local fallback font can be scaled to the same width while the file loads).
// Read from the Brotli-compressed table stream: the table directory, head, hhea, cmap and hmtx;
// glyph outlines are never parsed.
import { brotliDecompressSync } from 'node:zlib';

export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  /**
   * The advance of an average character of English text, in font units: lower-case letters and
   * the space weighted by how often they occur (TEXT_FREQUENCIES). Null when a letter is missing.
   */
  averageAdvance: number | null;
}

/**
 * How often each character occurs in English running text (letters by their usual frequency, the
 * space about one character in six), the weights of `averageAdvance`. Comparing two fonts' averages
 * gives the size-adjust that makes a line of one as wide as the other.
 */
export const TEXT_FREQUENCIES: Readonly<Record<string, number>> = {
  ' ': 0.1818,
  a: 0.0668,
  b: 0.0122,
  c: 0.0228,
  d: 0.0348,
  e: 0.1039,
  f: 0.0182,
  g: 0.0165,
  h: 0.0499,
  i: 0.057,
  j: 0.0013,
  k: 0.0063,
  l: 0.0329,
  m: 0.0197,
  n: 0.0552,
  o: 0.0614,
  p: 0.0158,
  q: 0.0008,
  r: 0.049,
  s: 0.0518,
  t: 0.0741,
  u: 0.0226,
  v: 0.008,
  w: 0.0193,
  x: 0.0012,
  y: 0.0162,
  z: 0.0006,
};

// The WOFF2 known-tag table (WOFF2 §5.1): the indices of the tables we read and of glyf/loca,
// whose transform version 0 means transformed (the other tables: non-zero means transformed).
const CMAP = 0;
const HEAD = 1;
const HHEA = 2;
const HMTX = 3;
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

/** The tables of a font, each a Buffer of its own (a sfnt's or a decompressed WOFF2 stream's). */
export interface FontTables {
  head: Buffer;
  hhea: Buffer;
  cmap?: Buffer;
  /** Untransformed hmtx (a transformed one is left out: its side bearings are not stored). */
  hmtx?: Buffer;
}

/** The glyph of a character code from a cmap (formats 4 and 12, Unicode subtables), or 0. */
function glyphOf(cmap: Buffer, code: number): number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const table = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(table);
    if (format === 4) {
      const segments = cmap.readUInt16BE(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const ranges = deltas + segments * 2;
      for (let s = 0; s < segments; s += 1) {
        if (cmap.readUInt16BE(ends + s * 2) < code) continue;
        const start = cmap.readUInt16BE(starts + s * 2);
        if (start > code) break;
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(ranges + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(ranges + s * 2 + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(table + 12);
      for (let g = 0; g < groups; g += 1) {
        const at = table + 16 + g * 12;
        const start = cmap.readUInt32BE(at);
        if (code >= start && code <= cmap.readUInt32BE(at + 4)) {
          return cmap.readUInt32BE(at + 8) + (code - start);
        }
      }
    }
  }
  return 0;
}

function averageAdvance(tables: FontTables): number | null {
  const { cmap, hmtx, hhea } = tables;
  if (!cmap || !hmtx) return null;
  const metricsCount = hhea.readUInt16BE(34);
  if (metricsCount === 0) return null;
  const advance = (glyph: number) => hmtx.readUInt16BE(4 * Math.min(glyph, metricsCount - 1));
  let sum = 0;
  for (const [char, weight] of Object.entries(TEXT_FREQUENCIES)) {
    const glyph = glyphOf(cmap, char.charCodeAt(0));
    if (glyph === 0) return null;
    sum += advance(glyph) * weight;
  }
  return Math.round(sum);
}

/** The metrics of a font's tables (throws on truncated tables). */
export function metricsOfTables(tables: FontTables): FontMetrics | null {
  const unitsPerEm = tables.head.readUInt16BE(18);
  if (unitsPerEm === 0) return null;
  return {
    unitsPerEm,
    ascender: tables.hhea.readInt16BE(4),
    descender: tables.hhea.readInt16BE(6),
    lineGap: tables.hhea.readInt16BE(8),
    averageAdvance: averageAdvance(tables),
  };
}

/** The font's metrics, or null when the file is not a single-font WOFF2 with head and hhea. */
export function woff2Metrics(data: Buffer): FontMetrics | null {
  try {
    if (data.toString('latin1', 0, 4) !== 'wOF2') return null;
    if (data.toString('latin1', 4, 8) === 'ttcf') return null;
    const numTables = data.readUInt16BE(12);
    const compressedLength = data.readUInt32BE(20);
    const at = { offset: HEADER_SIZE };
    const tables: Array<{ index: number; length: number; transformed: boolean }> = [];
    for (let i = 0; i < numTables; i += 1) {
      const flags = data.readUInt8(at.offset);
      at.offset += 1;
      const index = flags & 0x3f;
      if (index === 63) at.offset += 4; // An arbitrary tag: not one we read.
      const version = flags >> 6;
      const originalLength = readBase128(data, at);
      const transformed = index === GLYF || index === LOCA ? version === 0 : version !== 0;
      const length = transformed ? readBase128(data, at) : originalLength;
      tables.push({ index, length, transformed });
    }
    const stream = brotliDecompressSync(data.subarray(at.offset, at.offset + compressedLength));
    let offset = 0;
    const found = new Map<number, Buffer>();
    for (const table of tables) {
      if (offset + table.length > stream.length) return null;
      if (!table.transformed)
        found.set(table.index, stream.subarray(offset, offset + table.length));
      offset += table.length;
    }
    const head = found.get(HEAD);
    const hhea = found.get(HHEA);
    if (!head || !hhea) return null;
    return metricsOfTables({ head, hhea, cmap: found.get(CMAP), hmtx: found.get(HMTX) });
  } catch {
    return null;
  }
}
