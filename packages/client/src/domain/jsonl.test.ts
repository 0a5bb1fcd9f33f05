import { describe, expect, it } from 'vitest';
import { JsonLinesError, readJsonLines } from './jsonl';

const encoder = new TextEncoder();

/** A web stream delivering `text` in chunks of `size` bytes (cutting through characters). */
function streamOf(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function all(source: AsyncIterable<unknown>): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const value of source) out.push(value);
  return out;
}

describe('readJsonLines', () => {
  it('reads records across chunk boundaries, multi-byte characters included', async () => {
    const text = '{"title":"Café crème"}\n{"title":"Ünïcödé ✓","n":2}\r\n\n{"last":true}';
    for (const size of [1, 2, 3, 7, 1000]) {
      expect(await all(readJsonLines(streamOf(text, size)))).toEqual([
        { title: 'Café crème' },
        { title: 'Ünïcödé ✓', n: 2 },
        { last: true },
      ]);
    }
  });

  it('reads Shopify’s escaped slashes', async () => {
    const line = '{"id":"gid:\\/\\/shopify\\/Product\\/1"}\n';
    expect(await all(readJsonLines(streamOf(line, 5)))).toEqual([
      { id: 'gid://shopify/Product/1' },
    ]);
  });

  it('names the line that is not JSON', async () => {
    const records = readJsonLines(streamOf('{"a":1}\n{"b":\n{"c":3}\n', 4));
    await expect(all(records)).rejects.toEqual(new JsonLinesError('Line 2 is not valid JSON.', 2));
  });

  it('refuses a line longer than the limit instead of buffering it', async () => {
    const long = `{"a":"${'x'.repeat(500)}"}\n`;
    await expect(all(readJsonLines(streamOf(long, 64), { maxLineLength: 100 }))).rejects.toThrow(
      'Line 1 is too long.',
    );
  });

  it('stops reading the stream when the consumer stops', async () => {
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(encoder.encode(`{"n":${pulls}}\n`));
      },
    });
    for await (const value of readJsonLines(endless)) {
      if ((value as { n: number }).n === 3) break;
    }
    const before = pulls;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pulls).toBe(before);
  });
});
