// The one-pass reader of POST /events bodies (scan.ts) must answer exactly as the shared validator
// (parseEventBatchText) followed by the row encoder: same accepted events in the same rows, same
// rejections and messages, same errors. Compared on plain bodies and on many mutated ones.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEventBatchText, type RejectedEvent } from '@vendy/client/domain';
import {
  BINARY_COPY_HEADER,
  BINARY_COPY_TRAILER,
  RowBuffer,
  encodeEvent,
  putUuid,
} from '../../src/modules/events/binary';
import { prepareEventBatch } from '../../src/modules/events/scan';
import { plausibleTime } from '../../src/modules/events/store';
import { addToCartEvent, videoEvent } from './fixtures';

const GROUP = '0f0e0d0c-0b0a-4908-8706-050403020100';
const NOW = Date.now();

type Outcome =
  | { ok: true; rows: string; origins: string[]; indexes: number[]; rejected: RejectedEvent[] }
  | { ok: false; error: string; rejected?: RejectedEvent[] };

/** What the shared validator and the encoder make of a body. */
function reference(body: Buffer): Outcome {
  const parsed = parseEventBatchText(body.toString('utf8'));
  if (!parsed.ok) return parsed;
  const out = new RowBuffer(1024);
  for (const event of parsed.events) {
    const slot = encodeEvent(out, event, plausibleTime(event.occurredAt, NOW));
    putUuid(out.buf, slot, GROUP);
  }
  return {
    ok: true,
    rows: out.view().toString('hex'),
    origins: parsed.events.map((e) => (e.widgetId !== null ? `w${e.widgetId}` : `f${e.feedId}`)),
    indexes: parsed.indexes,
    rejected: parsed.rejected,
  };
}

/** What the one-pass reader makes of it. */
function scanned(body: Buffer): Outcome {
  const result = prepareEventBatch(body, NOW);
  if (!result.ok) return result;
  const { rows, slots, origins, indexes, rejected } = result.batch;
  for (const slot of slots) putUuid(rows.buf, slot, GROUP);
  return {
    ok: true,
    rows: rows.view().toString('hex'),
    origins: [...origins],
    indexes: [...indexes],
    rejected,
  };
}

function same(body: Buffer | string): Outcome {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const expected = reference(bytes);
  expect(scanned(bytes), bytes.toString('utf8').slice(0, 300)).toEqual(expected);
  return expected;
}

/** Deterministic random numbers (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const widget = randomUUID();

describe('prepareEventBatch', () => {
  it('reads plain video batches as the validator does, row for row', () => {
    const events = Array.from({ length: 50 }, (_, i) =>
      videoEvent(widget, { type: i % 3 === 0 ? 'play' : 'watch', occurredAt: NOW - i }),
    );
    const outcome = same(JSON.stringify(events));
    expect(outcome.ok && outcome.indexes.length).toBe(50);
    // Whitespace anywhere JSON allows it.
    same(JSON.stringify(events, null, 2));
    same(` \r\n\t${JSON.stringify(events.slice(0, 3))} \n`);
  });

  it('reads impressions, views and playback ids as the validator does', () => {
    const view = randomUUID();
    const outcome = same(
      JSON.stringify([
        videoEvent(widget, { type: 'impression', videoId: null, videoPosition: '0' }),
        videoEvent(widget, { type: 'view', viewId: view }),
        videoEvent(widget, { type: 'play', viewId: view }),
        videoEvent(widget, { type: 'watch', viewId: view.toUpperCase() }),
        { viewId: view, ...videoEvent(widget, { type: 'ended' }) },
        addToCartEvent(widget, { viewId: view }),
        { ...videoEvent(widget, { type: 'pause' }), viewId: null },
        { ...videoEvent(widget, { type: 'pause', viewId: view }), feedId: randomUUID() },
      ]),
    );
    expect(outcome.ok && outcome.indexes).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Invalid playback ids and views without one are rejected with the validator's message.
    const rejected = same(
      JSON.stringify([
        videoEvent(widget, { type: 'view' }),
        videoEvent(widget, { type: 'view', viewId: null }),
        videoEvent(widget, { viewId: 'x' }),
        videoEvent(widget, { viewId: 12 }),
        videoEvent(widget, { viewId: `${view.slice(0, 35)}g` }),
        videoEvent(widget, { type: 'views', viewId: view }),
        videoEvent(widget, { type: 'view', viewId: view, viewid: 1 }),
      ]),
    );
    expect(rejected.ok && rejected.indexes).toEqual([6]);
    expect(rejected.rejected?.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('mixes in product and page events, feeds and unknown fields', () => {
    same(
      JSON.stringify([
        videoEvent(widget),
        addToCartEvent(widget),
        { ...videoEvent(widget), widgetId: null, feedId: randomUUID() },
        {
          eventId: randomUUID(),
          category: 'page',
          type: 'page',
          widgetId: widget,
          branchId: 'b-1',
        },
        { ...videoEvent(widget), extra: 'x', more: 12, none: null },
        { ...videoEvent(widget), videoPosition: 12.5, occurredAt: 1.5e12 },
        {
          ...videoEvent(widget),
          eventId: randomUUID().toUpperCase(),
          widgetId: widget.toUpperCase(),
        },
        { ...videoEvent(widget), anonymousId: null, occurredAt: null },
        { ...videoEvent(widget), occurredAt: 12, videoSecondsWatched: '007.000001' },
      ]),
    );
  });

  it('rejects invalid events with the validator’s messages and keeps the rest', () => {
    same(
      JSON.stringify([
        videoEvent(widget),
        { ...videoEvent(widget), eventId: 'nope' },
        { ...videoEvent(widget), type: 'purchase' },
        { ...videoEvent(widget), videoPosition: '1e3' },
        { ...videoEvent(widget), videoPosition: '1234567890' },
        { ...videoEvent(widget), videoPosition: -1 },
        { ...videoEvent(widget), occurredAt: '12' },
        { ...videoEvent(widget), anonymousId: 'a b' },
        { ...videoEvent(widget), widgetId: null },
        { ...videoEvent(widget), groupId: 'x' },
        null,
        7,
        'text',
        [],
        {},
      ]),
    );
  });

  it('answers whole-body errors as the validator does', () => {
    for (const body of [
      '',
      '[]',
      '{}',
      '{"events": []}',
      `{"events": [${JSON.stringify(videoEvent(widget))}]}`,
      '[1,]',
      '[1 2]',
      `[${JSON.stringify(videoEvent(widget))}`,
      `[${JSON.stringify(videoEvent(widget))}]x`,
      `\uFEFF[${JSON.stringify(videoEvent(widget))}]`,
      JSON.stringify(Array.from({ length: 201 }, () => videoEvent(widget))),
      JSON.stringify(Array.from({ length: 200 }, () => videoEvent(widget))),
      '[null]',
      '[{"eventId": 01}]',
      '[{"eventId": -}]',
      '[{"a": "\\u0000"}]',
      '[{"a": tru}]',
    ]) {
      same(body);
    }
  });

  it('agrees with the validator on thousands of mutated bodies', () => {
    const random = prng(Number(process.env.FUZZ_SEED ?? 20_261_126));
    const int = (n: number) => Math.floor(random() * n);
    const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
    const pieces = [
      '"',
      '\\',
      '\\"',
      ',',
      ':',
      '{',
      '}',
      '[',
      ']',
      ' ',
      '\n',
      'null',
      'true',
      '-',
      '0',
      '.5',
      'e9',
      'é',
      '\u0000',
      '"video"',
      '"eventId":"x",',
      '"type":"play",',
      '"occurredAt":1e400,',
      '"videoPosition":"1.2345678",',
      '"widgetId":null,',
      '"category":"video",',
      '"type":"view",',
      '"type":"impression",',
      `"viewId":"${randomUUID()}",`,
      '"viewId":null,',
    ];
    for (let n = 0; n < 3000; n++) {
      const viewId = randomUUID();
      const events = Array.from({ length: 1 + int(4) }, () => {
        const r = random();
        if (r < 0.5) return videoEvent(widget);
        if (r < 0.65) return videoEvent(widget, { type: 'view', viewId });
        if (r < 0.8) return videoEvent(widget, { viewId });
        if (r < 0.85) return videoEvent(widget, { type: 'impression', videoId: null });
        return addToCartEvent(widget, random() < 0.5 ? { viewId } : {});
      });
      let text = JSON.stringify(events);
      for (let k = 1 + int(3); k > 0; k--) {
        const at = int(text.length);
        const op = int(3);
        if (op === 0) text = text.slice(0, at) + pick(pieces) + text.slice(at);
        else if (op === 1) text = text.slice(0, at) + text.slice(at + 1 + int(4));
        else text = text.slice(0, at) + pick(pieces) + text.slice(at + 1);
      }
      same(text);
    }
  });

  it('reads bodies with invalid UTF-8 as the validator reads their text', () => {
    const text = JSON.stringify([videoEvent(widget, { anonymousId: 'viewer-1' })]);
    const bytes = Buffer.from(text, 'utf8');
    const at = bytes.indexOf('viewer-1') + 2;
    bytes[at] = 0xff;
    same(bytes);
  });

  it('encodes the binary COPY framing PostgreSQL expects', () => {
    expect(BINARY_COPY_HEADER.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
    expect(BINARY_COPY_TRAILER.readInt16BE(0)).toBe(-1);
  });
});
