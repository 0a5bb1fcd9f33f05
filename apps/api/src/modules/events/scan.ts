// POST /events bodies straight to binary COPY rows. The common case — an array of video events
// with plain ASCII strings — is read from the body's bytes in one pass: no JSON.parse, no event
// objects, no intermediate strings; each event is checked and written as a row at once. Whatever
// this reader does not handle itself is left to the shared validator (`parseEventBatch` of
// @vendy/client/domain), which stays the definition of what is valid and of every message:
// - an event that is not a plain video event (product and page events, escapes, non-ASCII text,
//   true/false, nested values, repeated fields, anything invalid) is cut out of the body,
//   JSON.parse'd alone and checked by the shared validator;
// - a body that is not a plain array of 1..MAX_EVENTS_PER_BATCH values, or not JSON at all, is
//   parsed whole by `parseEventBatchText`.
// A body is therefore accepted, with the same rows and the same rejections, exactly when the shared
// validator accepts it (test/events/scan.test.ts compares both on generated and mutated bodies).
import {
  EVENT_MESSAGES,
  MAX_EVENTS_PER_BATCH,
  VIDEO_EVENT_TYPES,
  parseEventBatch,
  parseEventBatchText,
  type RejectedEvent,
  type ValidEvent,
} from '@vendy/client/domain';
import { RowBuffer, encodeEvent, isUuidText } from './binary';
import { plausibleTime } from './store';

/** Accepted events as binary COPY rows whose group_id slots are still to be filled. */
export interface PreparedBatch {
  rows: RowBuffer;
  /** Per row: where it starts, where its group_id bytes go, its origin ('w<uuid>' / 'f<uuid>'). */
  starts: number[];
  slots: number[];
  origins: string[];
  /** Per row: the event's position in the posted array. */
  indexes: number[];
  rejected: RejectedEvent[];
}

export type PrepareResult =
  { ok: true; batch: PreparedBatch } | { ok: false; error: string; rejected?: RejectedEvent[] };

// --- bytes ----------------------------------------------------------------------------------
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const LBRACE = 123;
const RBRACE = 125;
const LBRACKET = 91;
const RBRACKET = 93;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const NINE = 57;

/** `expected` is at `at` in `src` (the caller checked the length). */
function sameBytes(src: Buffer, at: number, expected: Buffer): boolean {
  for (let i = 0; i < expected.length; i++) if (src[at + i] !== expected[i]) return false;
  return true;
}

/** The 36 bytes at `a` and at `b` are the same. */
function sameUuid(src: Buffer, a: number, b: number): boolean {
  for (let i = 0; i < 36; i++) if (src[a + i] !== src[b + i]) return false;
  return true;
}

const isWs = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
const isDigit = (c: number) => c >= ZERO && c <= NINE;

// --- the fields a video event reads -----------------------------------------------------------
const F_EVENT_ID = 0;
const F_ANONYMOUS_ID = 1;
const F_OCCURRED_AT = 2;
const F_CATEGORY = 3;
const F_TYPE = 4;
const F_WIDGET_ID = 5;
const F_FEED_ID = 6;
const F_GROUP_ID = 7;
const F_VIDEO_ID = 8;
const F_STRATEGY_ID = 9;
const F_EXPERIMENT_ID = 10;
const F_POSITION = 11;
const F_WATCHED = 12;
const F_ELAPSED = 13;
const F_VIEW_ID = 14;
const FIELD_NAMES = [
  'eventId',
  'anonymousId',
  'occurredAt',
  'category',
  'type',
  'widgetId',
  'feedId',
  'groupId',
  'videoId',
  'strategyId',
  'experimentId',
  'videoPosition',
  'videoSecondsWatched',
  'videoSecondsElapsed',
  'viewId',
];
const FIELD_BYTES = FIELD_NAMES.map((name) => Buffer.from(name, 'latin1'));
const FIELD_COUNT = FIELD_NAMES.length;
/** Each name with its closing quote, its length, and its whole 4-byte words (little-endian). */
const QUOTED_NAMES = FIELD_NAMES.map((name) => Buffer.from(`${name}"`, 'latin1'));
const QUOTED_LENGTHS = Int32Array.from(QUOTED_NAMES, (quoted) => quoted.length);
const QUOTED_WORDS = QUOTED_NAMES.map((quoted) =>
  Uint32Array.from({ length: quoted.length >> 2 }, (_, w) => quoted.readUInt32LE(w * 4)),
);

// Value kinds as scanned.
const V_NONE = 0;
const V_NULL = 1;
const V_STRING = 2;
const V_NUMBER = 3;

const VIDEO = Buffer.from('video', 'latin1');
const TYPE_BYTES = VIDEO_EVENT_TYPES.map((type) => Buffer.from(type, 'latin1'));
/** A `view` must name its playback (viewId); the validator says why when it does not. */
const VIEW_TYPE = VIDEO_EVENT_TYPES.indexOf('view');

const MAX_SECONDS = 100_000_000;
const MAX_TIME_MS = 1000 * 365.25 * 24 * 3600 * 1000;
const POW10 = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/** Reads one body. Not reentrant: one instance per call of prepareEventBatch. */
class Scanner {
  pos = 0;
  src: Buffer = Buffer.alloc(0);
  /** The same bytes, for reading four at a time. */
  view: DataView = new DataView(new ArrayBuffer(0));
  // Per field of the current event: kind, start and end of the value's bytes (strings: inside
  // the quotes).
  readonly kinds = new Uint8Array(FIELD_NAMES.length);
  readonly starts = new Int32Array(FIELD_NAMES.length);
  readonly ends = new Int32Array(FIELD_NAMES.length);

  ws(): void {
    const src = this.src;
    let pos = this.pos;
    while (pos < src.length && isWs(src[pos]!)) pos++;
    this.pos = pos;
  }

  /**
   * Skips any value without checking it (strings with escapes, nested values...); false when the
   * body ends first. The caller has JSON.parse check what was skipped.
   */
  skipValue(): boolean {
    const src = this.src;
    let pos = this.pos;
    let depth = 0;
    while (pos < src.length) {
      const c = src[pos]!;
      if (c === QUOTE) {
        pos++;
        while (pos < src.length && src[pos] !== QUOTE) pos += src[pos] === BACKSLASH ? 2 : 1;
        if (pos >= src.length) return false;
        pos++;
        if (depth === 0) break;
        continue;
      }
      if (c === LBRACE || c === LBRACKET) depth++;
      else if (c === RBRACE || c === RBRACKET) {
        if (depth === 0) break;
        depth--;
        if (depth === 0) {
          pos++;
          break;
        }
      } else if (depth === 0 && (c === COMMA || isWs(c))) break;
      pos++;
    }
    if (pos > src.length) return false;
    this.pos = pos;
    return true;
  }

  /**
   * Reads a plain event object's fields; false when it is not plain (repeated or nested fields,
   * escapes, true/false...): the caller falls back.
   */
  plainObject(): boolean {
    const end = readPlainObject(
      this.src,
      this.view,
      this.pos + 1,
      this.kinds,
      this.starts,
      this.ends,
    );
    if (end < 0) return false;
    this.pos = end;
    return true;
  }

  // --- checks of the scanned fields (the shared validator's rules) ---

  isUuidAt(field: number): boolean {
    return (
      this.ends[field]! - this.starts[field]! === 36 && isUuidText(this.src, this.starts[field]!)
    );
  }

  /** null/absent or a UUID string. */
  optionalId(field: number): boolean {
    const kind = this.kinds[field];
    if (kind === V_NONE || kind === V_NULL) return true;
    return kind === V_STRING && this.isUuidAt(field);
  }

  equalsAt(field: number, bytes: Buffer): boolean {
    const s = this.starts[field]!;
    const e = this.ends[field]!;
    return e - s === bytes.length && sameBytes(this.src, s, bytes);
  }

  /** The number a number token stands for (as JSON.parse reads it). */
  numberAt(field: number): number {
    const src = this.src;
    const s = this.starts[field]!;
    const e = this.ends[field]!;
    // Whole numbers of up to 15 digits are exact; others as JavaScript reads them.
    if (e - s <= 15) {
      let n = 0;
      let i = s;
      const negative = src[i] === MINUS;
      if (negative) i++;
      for (; i < e; i++) {
        const c = src[i]!;
        if (!isDigit(c)) return Number(src.toString('latin1', s, e));
        n = n * 10 + (c - ZERO);
      }
      return negative ? -n : n;
    }
    return Number(src.toString('latin1', s, e));
  }

  /** Seconds as the validator reads them: /^\d{1,9}(\.\d{1,6})?$/ text, or a number; else NaN. */
  secondsAt(field: number): number {
    const kind = this.kinds[field];
    let n = Number.NaN;
    if (kind === V_STRING) {
      const src = this.src;
      const s = this.starts[field]!;
      const e = this.ends[field]!;
      let i = s;
      let whole = 0;
      while (i < e && isDigit(src[i]!)) whole = whole * 10 + (src[i++]! - ZERO);
      const wholeDigits = i - s;
      if (wholeDigits < 1 || wholeDigits > 9) return Number.NaN;
      if (i === e) return whole;
      if (src[i] !== DOT) return Number.NaN;
      i++;
      const fractionStart = i;
      let fraction = 0;
      while (i < e && isDigit(src[i]!)) fraction = fraction * 10 + (src[i++]! - ZERO);
      const digits = i - fractionStart;
      if (i !== e || digits < 1 || digits > 6) return Number.NaN;
      // One correctly rounded division of two exact integers: the same double as Number(text).
      const scale = POW10[digits]!;
      n = (whole * scale + fraction) / scale;
    } else if (kind === V_NUMBER) {
      n = this.numberAt(field);
    }
    return n;
  }

  /** anonymousId: null/absent or 1..64 of [A-Za-z0-9_-]. */
  anonymousIdOk(): boolean {
    const kind = this.kinds[F_ANONYMOUS_ID];
    if (kind === V_NONE || kind === V_NULL) return true;
    if (kind !== V_STRING) return false;
    const s = this.starts[F_ANONYMOUS_ID]!;
    const e = this.ends[F_ANONYMOUS_ID]!;
    if (e - s < 1 || e - s > 64) return false;
    const src = this.src;
    for (let i = s; i < e; i++) {
      const c = src[i]!;
      const ok =
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || isDigit(c) || c === MINUS || c === 95;
      if (!ok) return false;
    }
    return true;
  }
}

/** 1 for the fields holding UUIDs, indexed by field + 1 (0 is "not a known field"). */
const IS_ID_FIELD = new Uint8Array(FIELD_NAMES.length + 1);
for (const field of [
  F_EVENT_ID,
  F_WIDGET_ID,
  F_FEED_ID,
  F_GROUP_ID,
  F_VIDEO_ID,
  F_STRATEGY_ID,
  F_EXPERIMENT_ID,
  F_VIEW_ID,
]) {
  IS_ID_FIELD[field + 1] = 1;
}

/** The known field whose name (and closing quote) starts at `at`, or -1. */
function knownField(src: Buffer, view: DataView, end: number, at: number): number {
  let field: number;
  switch (src[at]) {
    case 101: // e
      field = src[at + 1] === 118 ? F_EVENT_ID : F_EXPERIMENT_ID;
      break;
    case 97:
      field = F_ANONYMOUS_ID;
      break;
    case 111:
      field = F_OCCURRED_AT;
      break;
    case 99:
      field = F_CATEGORY;
      break;
    case 116:
      field = F_TYPE;
      break;
    case 119:
      field = F_WIDGET_ID;
      break;
    case 102:
      field = F_FEED_ID;
      break;
    case 103:
      field = F_GROUP_ID;
      break;
    case 115:
      field = F_STRATEGY_ID;
      break;
    case 118: {
      // viewId; videoId, videoPosition, videoSecondsWatched, videoSecondsElapsed
      const c = src[at + 5];
      field =
        src[at + 2] === 101
          ? F_VIEW_ID
          : c === 73
            ? F_VIDEO_ID
            : c === 80
              ? F_POSITION
              : src[at + 12] === 87
                ? F_WATCHED
                : F_ELAPSED;
      break;
    }
    default:
      return -1;
  }
  return quotedNameAt(src, view, end, at, field) ? field : -1;
}

/**
 * The field's name and its closing quote are at `at`: compared four bytes at a time (this runs
 * for every field of every event).
 */
function quotedNameAt(
  src: Buffer,
  view: DataView,
  end: number,
  at: number,
  field: number,
): boolean {
  const quoted = QUOTED_NAMES[field]!;
  const length = QUOTED_LENGTHS[field]!;
  if (at + length > end) return false;
  const words = QUOTED_WORDS[field]!;
  let i = 0;
  for (let w = 0; w < words.length; w++, i += 4) {
    if (view.getUint32(at + i, true) !== words[w]) return false;
  }
  for (; i < length; i++) if (src[at + i] !== quoted[i]) return false;
  return true;
}

/** The field a name of `length` bytes at `at` stands for, or -1. */
function fieldOf(src: Buffer, at: number, length: number): number {
  let field = -1;
  switch (length) {
    case 4:
      field = F_TYPE;
      break;
    case 6:
      field = src[at] === 118 ? F_VIEW_ID : F_FEED_ID;
      break;
    case 7: {
      const c = src[at];
      field = c === 101 ? F_EVENT_ID : c === 103 ? F_GROUP_ID : F_VIDEO_ID;
      break;
    }
    case 8:
      field = src[at] === 99 ? F_CATEGORY : F_WIDGET_ID;
      break;
    case 10:
      field = src[at] === 111 ? F_OCCURRED_AT : F_STRATEGY_ID;
      break;
    case 11:
      field = F_ANONYMOUS_ID;
      break;
    case 12:
      field = F_EXPERIMENT_ID;
      break;
    case 13:
      field = F_POSITION;
      break;
    case 19:
      field = src[at + 12] === 87 ? F_WATCHED : F_ELAPSED;
      break;
    default:
      return -1;
  }
  return sameBytes(src, at, FIELD_BYTES[field]!) ? field : -1;
}

/**
 * Reads the fields of a plain object from just after its `{`: names and string values without
 * escapes, control characters or non-ASCII bytes, numbers and null. Returns the position after
 * its `}`, or -1 when it is not such an object (or a known field repeats).
 */
function readPlainObject(
  src: Buffer,
  view: DataView,
  start: number,
  kinds: Uint8Array,
  starts: Int32Array,
  ends: Int32Array,
): number {
  const length = src.length;
  for (let f = 0; f < FIELD_COUNT; f++) kinds[f] = V_NONE;
  let pos = start;
  let c = 0;
  while (pos < length && isWs((c = src[pos]!))) pos++;
  if (c === RBRACE) return -1;
  for (;;) {
    if (pos >= length || src[pos] !== QUOTE) return -1;
    // The field's name: a known one is matched in place, others are read to their end.
    const nameStart = ++pos;
    let field = knownField(src, view, length, nameStart);
    if (field >= 0) {
      pos = nameStart + QUOTED_LENGTHS[field]! - 1;
    } else {
      for (;;) {
        if (pos >= length) return -1;
        c = src[pos]!;
        if (c === QUOTE) break;
        if (c === BACKSLASH || c < 0x20 || c >= 0x7f) return -1;
        pos++;
      }
      field = fieldOf(src, nameStart, pos - nameStart);
    }
    pos++;
    while (pos < length && isWs(src[pos]!)) pos++;
    if (pos >= length || src[pos] !== COLON) return -1;
    pos++;
    while (pos < length && isWs(src[pos]!)) pos++;
    if (pos >= length) return -1;
    // The value.
    c = src[pos]!;
    let kind: number;
    let valueStart = pos;
    let valueEnd: number;
    if (c === QUOTE && IS_ID_FIELD[field + 1] === 1 && src[pos + 37] === QUOTE) {
      // Where an id is expected, 36 characters are taken as the string without looking at them
      // here: every id field is checked to be a UUID before the event is used, and an event with
      // one that is not (a quote or a backslash inside) is read by JSON.parse instead.
      valueStart = pos + 1;
      valueEnd = pos + 37;
      pos += 38;
      kind = V_STRING;
    } else if (c === QUOTE) {
      valueStart = ++pos;
      for (;;) {
        if (pos >= length) return -1;
        c = src[pos]!;
        if (c === QUOTE) break;
        if (c === BACKSLASH || c < 0x20 || c >= 0x7f) return -1;
        pos++;
      }
      valueEnd = pos;
      pos++;
      kind = V_STRING;
    } else if (c === 110) {
      if (src[pos + 1] !== 117 || src[pos + 2] !== 108 || src[pos + 3] !== 108) return -1;
      pos += 4;
      valueEnd = pos;
      kind = V_NULL;
    } else {
      pos = numberEnd(src, pos);
      if (pos < 0) return -1;
      valueEnd = pos;
      kind = V_NUMBER;
    }
    if (field >= 0) {
      if (kinds[field] !== V_NONE) return -1;
      kinds[field] = kind;
      starts[field] = valueStart;
      ends[field] = valueEnd;
    }
    while (pos < length && isWs((c = src[pos]!))) pos++;
    if (pos >= length) return -1;
    if (c === COMMA) {
      pos++;
      while (pos < length && isWs(src[pos]!)) pos++;
      continue;
    }
    if (c === RBRACE) return pos + 1;
    return -1;
  }
}

/** The end of a number in JSON's grammar starting at `at`, or -1. */
function numberEnd(src: Buffer, at: number): number {
  const length = src.length;
  let pos = at;
  if (pos < length && src[pos] === MINUS) pos++;
  if (pos >= length) return -1;
  if (src[pos] === ZERO) pos++;
  else if (isDigit(src[pos]!)) {
    while (pos < length && isDigit(src[pos]!)) pos++;
  } else return -1;
  if (pos < length && src[pos] === DOT) {
    pos++;
    if (!(pos < length && isDigit(src[pos]!))) return -1;
    while (pos < length && isDigit(src[pos]!)) pos++;
  }
  if (pos < length && (src[pos] === 101 || src[pos] === 69)) {
    pos++;
    if (pos < length && (src[pos] === PLUS || src[pos] === MINUS)) pos++;
    if (!(pos < length && isDigit(src[pos]!))) return -1;
    while (pos < length && isDigit(src[pos]!)) pos++;
  }
  return pos;
}

const secondsOk = (n: number) => Number.isFinite(n) && n >= 0 && n <= MAX_SECONDS;

/**
 * Writes an id field (NULL when null or absent); false when it is not a UUID (a number, or text
 * of another shape).
 */
function idChecked(sc: Scanner, out: RowBuffer, field: number): boolean {
  const kind = sc.kinds[field];
  if (kind === V_STRING) {
    const start = sc.starts[field]!;
    return sc.ends[field]! - start === 36 && out.uuidChecked(sc.src, start);
  }
  if (kind === V_NUMBER) return false;
  out.null();
  return true;
}

/** The lowercase text of the uuid at a field (for the layout/feed lookup). */
function lowerUuid(src: Buffer, start: number): string {
  return src.toString('latin1', start, start + 36).toLowerCase();
}

/**
 * Writes the scanned plain video event as a row; false when it is not a valid plain video event
 * (then the shared validator decides).
 */
function writeVideoEvent(
  sc: Scanner,
  out: RowBuffer,
  now: number,
  prepared: PreparedBatch,
  index: number,
  last: { widgetStart: number; feedStart: number; origin: string },
): boolean {
  const kinds = sc.kinds;
  const src = sc.src;
  if (kinds[F_CATEGORY] !== V_STRING || !sc.equalsAt(F_CATEGORY, VIDEO)) return false;
  if (kinds[F_TYPE] !== V_STRING) return false;
  let type = -1;
  for (let t = 0; t < TYPE_BYTES.length; t++) {
    if (sc.equalsAt(F_TYPE, TYPE_BYTES[t]!)) {
      type = t;
      break;
    }
  }
  if (type === -1) return false;
  if (type === VIEW_TYPE && kinds[F_VIEW_ID] !== V_STRING) return false;
  if (kinds[F_EVENT_ID] !== V_STRING) return false;
  if (!sc.anonymousIdOk()) return false;
  let occurredAt: number | null = null;
  const occurredKind = kinds[F_OCCURRED_AT];
  if (occurredKind === V_NUMBER) {
    const t = sc.numberAt(F_OCCURRED_AT);
    if (!Number.isFinite(t) || Math.abs(t) > MAX_TIME_MS) return false;
    occurredAt = Math.round(t);
  } else if (occurredKind === V_STRING) return false;
  if (!sc.optionalId(F_GROUP_ID)) return false;
  const hasWidget = kinds[F_WIDGET_ID] === V_STRING;
  const hasFeed = kinds[F_FEED_ID] === V_STRING;
  if (!hasWidget && !hasFeed) return false;
  const position = sc.secondsAt(F_POSITION);
  const watched = sc.secondsAt(F_WATCHED);
  const elapsed = sc.secondsAt(F_ELAPSED);
  if (!secondsOk(position) || !secondsOk(watched) || !secondsOk(elapsed)) return false;

  // The row; the ids are checked while they are written (the caller drops a row left halfway).
  const rowStart = out.pos;
  out.row();
  if (!idChecked(sc, out, F_EVENT_ID)) return false;
  out.timestamp(plausibleTime(occurredAt, now));
  const slot = out.uuidSlot();
  if (!idChecked(sc, out, F_WIDGET_ID) || !idChecked(sc, out, F_FEED_ID)) return false;
  if (kinds[F_ANONYMOUS_ID] === V_STRING) {
    out.bytes(src, sc.starts[F_ANONYMOUS_ID]!, sc.ends[F_ANONYMOUS_ID]!);
  } else out.null();
  out.constant(VIDEO);
  out.constant(TYPE_BYTES[type]!);
  if (
    !idChecked(sc, out, F_VIDEO_ID) ||
    !idChecked(sc, out, F_STRATEGY_ID) ||
    !idChecked(sc, out, F_EXPERIMENT_ID)
  ) {
    return false;
  }
  out.float8(position);
  out.float8(watched);
  out.float8(elapsed);
  out.null(); // product_id
  out.null(); // props
  if (!idChecked(sc, out, F_VIEW_ID)) return false;

  // The origin the group comes from: the layout when there is one (as EventIngest.resolve does).
  let origin: string;
  if (hasWidget) {
    const s = sc.starts[F_WIDGET_ID]!;
    if (last.widgetStart >= 0 && sameUuid(src, last.widgetStart, s)) {
      origin = last.origin;
    } else {
      origin = `w${lowerUuid(src, s)}`;
      last.widgetStart = s;
      last.feedStart = -1;
      last.origin = origin;
    }
  } else {
    const s = sc.starts[F_FEED_ID]!;
    if (last.feedStart >= 0 && sameUuid(src, last.feedStart, s)) {
      origin = last.origin;
    } else {
      origin = `f${lowerUuid(src, s)}`;
      last.feedStart = s;
      last.widgetStart = -1;
      last.origin = origin;
    }
  }
  prepared.starts.push(rowStart);
  prepared.slots.push(slot);
  prepared.origins.push(origin);
  prepared.indexes.push(index);
  return true;
}

function originOf(event: ValidEvent): string {
  return event.widgetId !== null ? `w${event.widgetId}` : `f${event.feedId}`;
}

function pushValid(
  prepared: PreparedBatch,
  out: RowBuffer,
  event: ValidEvent,
  index: number,
  now: number,
): void {
  prepared.starts.push(out.pos);
  prepared.slots.push(encodeEvent(out, event, plausibleTime(event.occurredAt, now)));
  prepared.origins.push(originOf(event));
  prepared.indexes.push(index);
}

// One body is read at a time (synchronously): the scanner and the batch are reused.
const SCANNER = new Scanner();
const SCRATCH: PreparedBatch = {
  rows: new RowBuffer(256 * 1024),
  starts: [],
  slots: [],
  origins: [],
  indexes: [],
  rejected: [],
};

function emptyBatch(): PreparedBatch {
  SCRATCH.rows.pos = 0;
  SCRATCH.starts.length = 0;
  SCRATCH.slots.length = 0;
  SCRATCH.origins.length = 0;
  SCRATCH.indexes.length = 0;
  SCRATCH.rejected = [];
  return SCRATCH;
}

/**
 * A copy of a prepared batch that outlives the next prepareEventBatch call (for a caller that
 * must wait before using it).
 */
export function detachBatch(batch: PreparedBatch): PreparedBatch {
  const rows = new RowBuffer(batch.rows.pos);
  batch.rows.buf.copy(rows.buf, 0, 0, batch.rows.pos);
  rows.pos = batch.rows.pos;
  return {
    rows,
    starts: batch.starts.slice(),
    slots: batch.slots.slice(),
    origins: batch.origins.slice(),
    indexes: batch.indexes.slice(),
    rejected: batch.rejected,
  };
}

/** The one-pass reading; null when the body must be parsed whole by the shared validator. */
function scanBatch(body: Buffer, now: number): PreparedBatch | null {
  const sc = SCANNER;
  sc.src = body;
  sc.view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  sc.pos = 0;
  sc.ws();
  if (body[sc.pos] !== LBRACKET) return null;
  sc.pos++;
  sc.ws();
  if (body[sc.pos] === RBRACKET) return null;
  const prepared = emptyBatch();
  const out = prepared.rows;
  const last = { widgetStart: -1, feedStart: -1, origin: '' };
  for (let index = 0; ; index++) {
    if (index >= MAX_EVENTS_PER_BATCH) return null;
    const start = sc.pos;
    const rowStart = out.pos;
    let done = false;
    if (body[start] === LBRACE && sc.plainObject()) {
      done = writeVideoEvent(sc, out, now, prepared, index, last);
      if (!done) {
        out.pos = rowStart;
        sc.pos = start;
      }
    }
    if (!done) {
      // The shared validator decides this one.
      sc.pos = start;
      if (!sc.skipValue() || sc.pos === start) return null;
      let value: unknown;
      try {
        value = JSON.parse(body.toString('utf8', start, sc.pos));
      } catch {
        return null;
      }
      const result = parseEventBatch([value]);
      if (result.ok) pushValid(prepared, out, result.events[0]!, index, now);
      else prepared.rejected.push({ index, error: result.rejected?.[0]?.error ?? result.error });
    }
    sc.ws();
    const next = body[sc.pos];
    if (next === COMMA) {
      sc.pos++;
      sc.ws();
      continue;
    }
    if (next !== RBRACKET) return null;
    sc.pos++;
    sc.ws();
    return sc.pos === body.length ? prepared : null;
  }
}

/**
 * Checks a posted body and writes its valid events as binary COPY rows (group_id slots unfilled).
 * Same answers as `parseEventBatchText` of the body's text. The batch is valid until the next
 * call (it is reused): use it at once, or `detachBatch` it first.
 */
export function prepareEventBatch(body: Buffer, now: number): PrepareResult {
  const scanned = scanBatch(body, now);
  if (scanned) {
    if (scanned.starts.length === 0) {
      return { ok: false, error: EVENT_MESSAGES.noneValid, rejected: scanned.rejected };
    }
    return { ok: true, batch: scanned };
  }
  const parsed = parseEventBatchText(body.toString('utf8'));
  if (!parsed.ok) return parsed;
  const prepared = emptyBatch();
  prepared.rejected = parsed.rejected;
  parsed.events.forEach((event, i) =>
    pushValid(prepared, prepared.rows, event, parsed.indexes[i]!, now),
  );
  return { ok: true, batch: prepared };
}
