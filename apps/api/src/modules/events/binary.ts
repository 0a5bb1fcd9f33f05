// Rows of analytics_events in PostgreSQL's binary COPY format, written straight into a Buffer:
// uuids as 16 bytes, times as microseconds since 2000, numbers as float8, so the database parses
// no text, and the server builds no intermediate strings. Each row's group_id is left as a 16-byte
// slot that is filled once the row's layout or feed has been looked up (GroupSlots).
//
// Columns, in COPY_COLUMNS order: event_id, occurred_at, group_id, widget_id, feed_id,
// anonymous_id, category, type, video_id, strategy_id, experiment_id, video_position,
// video_seconds_watched, video_seconds_elapsed, product_id, props, view_id (last, where the
// migration that added it put it in the table).
import type { ValidEvent } from '@vendy/client/domain';

export const COPY_COLUMNS =
  'event_id, occurred_at, group_id, widget_id, feed_id, anonymous_id, category, type, video_id, ' +
  'strategy_id, experiment_id, video_position, video_seconds_watched, video_seconds_elapsed, ' +
  'product_id, props, view_id';
export const FIELD_COUNT = 17;

/** `PGCOPY\n\377\r\n\0`, flags 0, no header extension. */
export const BINARY_COPY_HEADER = Buffer.from([
  0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0,
]);
/** A field count of -1 ends the data. */
export const BINARY_COPY_TRAILER = Buffer.from([0xff, 0xff]);

/** PostgreSQL's epoch (2000-01-01 UTC) in milliseconds since 1970. */
const PG_EPOCH_MS = 946_684_800_000;
const TWO_32 = 4_294_967_296;

const FLOAT = new Float64Array(1);
const FLOAT_BYTES = new Uint8Array(FLOAT.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** A field's length (non-negative, big-endian int32) at `pos`. */
function putLength(buf: Buffer, pos: number, length: number): void {
  buf[pos] = length >>> 24;
  buf[pos + 1] = (length >>> 16) & 255;
  buf[pos + 2] = (length >>> 8) & 255;
  buf[pos + 3] = length & 255;
}

/** A NULL field (length -1) at `pos`. */
function putNull(buf: Buffer, pos: number): void {
  buf[pos] = 255;
  buf[pos + 1] = 255;
  buf[pos + 2] = 255;
  buf[pos + 3] = 255;
}

/** Hex digit values by character code; -1 for anything else. */
export const HEX = new Int8Array(256).fill(-1);
for (let i = 0; i < 10; i++) HEX[48 + i] = i;
for (let i = 0; i < 6; i++) {
  HEX[65 + i] = 10 + i;
  HEX[97 + i] = 10 + i;
}

/** The byte two hex digits stand for, by (first code << 8 | second code); -1 when not hex. */
const HEX_PAIR = new Int16Array(65536).fill(-1);
for (let hi = 0; hi < 256; hi++) {
  if (HEX[hi]! < 0) continue;
  for (let lo = 0; lo < 256; lo++) {
    if (HEX[lo]! >= 0) HEX_PAIR[(hi << 8) | lo] = (HEX[hi]! << 4) | HEX[lo]!;
  }
}
/** Where each of a uuid text's 16 digit pairs starts (8-4-4-4-12, dashes at 8, 13, 18, 23). */
const PAIR_AT = Uint8Array.from([0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34]);

/** The uuid text at `start` has its four dashes where 8-4-4-4-12 puts them. */
function hasUuidDashes(src: Buffer, start: number): boolean {
  return (
    src[start + 8] === 45 &&
    src[start + 13] === 45 &&
    src[start + 18] === 45 &&
    src[start + 23] === 45
  );
}

/** The 36 bytes of `src` at `start` are a uuid's text (either case). */
export function isUuidText(src: Buffer, start: number): boolean {
  if (!hasUuidDashes(src, start)) return false;
  for (let k = 0; k < 16; k++) {
    const at = start + PAIR_AT[k]!;
    if (HEX_PAIR[(src[at]! << 8) | src[at + 1]!]! < 0) return false;
  }
  return true;
}

/** A growing buffer of binary COPY rows. */
export class RowBuffer {
  buf: Buffer;
  pos = 0;

  constructor(capacity: number) {
    this.buf = Buffer.allocUnsafe(Math.max(256, capacity));
  }

  ensure(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + bytes) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  /** Starts a row (its field count). */
  row(): void {
    this.ensure(2);
    this.buf[this.pos] = 0;
    this.buf[this.pos + 1] = FIELD_COUNT;
    this.pos += 2;
  }

  null(): void {
    this.ensure(4);
    putNull(this.buf, this.pos);
    this.pos += 4;
  }

  /**
   * A uuid given as 36 ASCII characters of `src` from `start`, checked while it is written
   * (8-4-4-4-12 hex digits, either case); false when it is not one.
   */
  uuidChecked(src: Buffer, start: number): boolean {
    if (!hasUuidDashes(src, start)) return false;
    this.ensure(20);
    const buf = this.buf;
    const pos = this.pos;
    putLength(buf, pos, 16);
    for (let k = 0; k < 16; k++) {
      const at = start + PAIR_AT[k]!;
      const byte = HEX_PAIR[(src[at]! << 8) | src[at + 1]!]!;
      if (byte < 0) return false;
      buf[pos + 4 + k] = byte;
    }
    this.pos = pos + 20;
    return true;
  }

  /** A uuid given as text (a checked UUID, either case). */
  uuidText(value: string): void {
    this.ensure(20);
    const buf = this.buf;
    let pos = this.pos;
    putLength(buf, pos, 16);
    pos += 4;
    for (let i = 0; i < 36;) {
      const hi = value.charCodeAt(i);
      if (hi === 45) {
        i++;
        continue;
      }
      buf[pos++] = (HEX[hi]! << 4) | HEX[value.charCodeAt(i + 1)]!;
      i += 2;
    }
    this.pos = pos;
  }

  uuidTextOrNull(value: string | null): void {
    if (value === null) this.null();
    else this.uuidText(value);
  }

  /** Reserves a 16-byte uuid to be filled later; returns where its bytes start. */
  uuidSlot(): number {
    this.ensure(20);
    putLength(this.buf, this.pos, 16);
    const at = this.pos + 4;
    this.pos += 20;
    return at;
  }

  /** Text as bytes of `src` (UTF-8 already). */
  bytes(src: Buffer, start: number, end: number): void {
    const length = end - start;
    this.ensure(4 + length);
    const buf = this.buf;
    putLength(buf, this.pos, length);
    let pos = this.pos + 4;
    // Short texts (ids, categories) are copied here: a native copy costs more than the loop.
    if (length <= 64) for (let i = start; i < end; i++) buf[pos++] = src[i]!;
    else {
      src.copy(buf, pos, start, end);
      pos += length;
    }
    this.pos = pos;
  }

  /** Fixed text given as its bytes (a category or a type). */
  constant(value: Buffer): void {
    this.bytes(value, 0, value.length);
  }

  text(value: string): void {
    const length = Buffer.byteLength(value, 'utf8');
    this.ensure(4 + length);
    this.buf.writeInt32BE(length, this.pos);
    this.buf.write(value, this.pos + 4, length, 'utf8');
    this.pos += 4 + length;
  }

  textOrNull(value: string | null): void {
    if (value === null) this.null();
    else this.text(value);
  }

  /** jsonb: version 1, then the JSON text. */
  jsonb(json: string): void {
    const length = Buffer.byteLength(json, 'utf8');
    this.ensure(5 + length);
    this.buf.writeInt32BE(length + 1, this.pos);
    this.buf[this.pos + 4] = 1;
    this.buf.write(json, this.pos + 5, length, 'utf8');
    this.pos += 5 + length;
  }

  float8(value: number): void {
    this.ensure(12);
    const buf = this.buf;
    const pos = this.pos;
    putLength(buf, pos, 8);
    FLOAT[0] = value;
    // FLOAT_BYTES holds the double in the machine's order; COPY wants it big-endian.
    if (LITTLE_ENDIAN) {
      for (let i = 0; i < 8; i++) buf[pos + 4 + i] = FLOAT_BYTES[7 - i]!;
    } else {
      for (let i = 0; i < 8; i++) buf[pos + 4 + i] = FLOAT_BYTES[i]!;
    }
    this.pos = pos + 12;
  }

  float8OrNull(value: number | null): void {
    if (value === null) this.null();
    else this.float8(value);
  }

  /** timestamptz from whole milliseconds since 1970 (microseconds since 2000, int64). */
  timestamp(ms: number): void {
    this.ensure(12);
    const micros = (ms - PG_EPOCH_MS) * 1000;
    const high = Math.floor(micros / TWO_32);
    const low = micros - high * TWO_32;
    const buf = this.buf;
    const pos = this.pos;
    putLength(buf, pos, 8);
    // Two's complement halves (a time before 2000 is negative); >>> and & keep them in 32 bits.
    buf[pos + 4] = (high >>> 24) & 255;
    buf[pos + 5] = (high >>> 16) & 255;
    buf[pos + 6] = (high >>> 8) & 255;
    buf[pos + 7] = high & 255;
    buf[pos + 8] = (low >>> 24) & 255;
    buf[pos + 9] = (low >>> 16) & 255;
    buf[pos + 10] = (low >>> 8) & 255;
    buf[pos + 11] = low & 255;
    this.pos = pos + 12;
  }

  /** The rows written so far (a view, not a copy). */
  view(): Buffer {
    return this.buf.subarray(0, this.pos);
  }
}

/** A uuid's 16 bytes from its text (a checked UUID, either case). */
export function uuidBytes(value: string): Uint8Array {
  const bytes = new Uint8Array(16);
  putUuid(bytes, 0, value);
  return bytes;
}

/** Writes a uuid's 16 bytes (from its text) at `at`. */
export function putUuid(buf: Uint8Array, at: number, value: string): void {
  let pos = at;
  for (let i = 0; i < 36;) {
    const hi = value.charCodeAt(i);
    if (hi === 45) {
      i++;
      continue;
    }
    buf[pos++] = (HEX[hi]! << 4) | HEX[value.charCodeAt(i + 1)]!;
    i += 2;
  }
}

/**
 * Appends one validated event as a row whose group_id is left to fill; returns the slot's offset.
 * The same columns and values as the JSON and text paths (empty props are NULL).
 */
export function encodeEvent(out: RowBuffer, event: ValidEvent, occurredAt: number): number {
  out.row();
  out.uuidText(event.eventId);
  out.timestamp(occurredAt);
  const slot = out.uuidSlot();
  out.uuidTextOrNull(event.widgetId);
  out.uuidTextOrNull(event.feedId);
  out.textOrNull(event.anonymousId);
  out.text(event.category);
  out.text(event.type);
  out.uuidTextOrNull(event.videoId);
  out.uuidTextOrNull(event.strategyId);
  out.uuidTextOrNull(event.experimentId);
  out.float8OrNull(event.videoPosition);
  out.float8OrNull(event.videoSecondsWatched);
  out.float8OrNull(event.videoSecondsElapsed);
  out.textOrNull(event.productId);
  if (event.props !== null && Object.keys(event.props).length > 0) {
    out.jsonb(JSON.stringify(event.props));
  } else {
    out.null();
  }
  out.uuidTextOrNull(event.viewId);
  return slot;
}

/**
 * Keeps requests' encoded rows until they are written: copies them into shared 1 MiB slabs rather
 * than one buffer per request (far fewer large allocations for the garbage collector to track).
 */
export class RowSlab {
  private slab = Buffer.allocUnsafe(0);
  private used = 0;

  constructor(private readonly size = 1 << 20) {}

  keep(rows: Buffer): Buffer {
    if (rows.length > this.size / 4) return Buffer.from(rows);
    if (this.used + rows.length > this.slab.length) {
      this.slab = Buffer.allocUnsafe(this.size);
      this.used = 0;
    }
    const start = this.used;
    rows.copy(this.slab, start);
    this.used += rows.length;
    return this.slab.subarray(start, this.used);
  }
}
