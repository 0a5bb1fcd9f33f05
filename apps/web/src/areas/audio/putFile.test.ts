import { describe, expect, it } from 'vitest';
import { createXhrPut } from './putFile';

/** An XMLHttpRequest stand-in that records the request and lets the test answer it. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

function setup() {
  const made: FakeXhr[] = [];
  const put = createXhrPut(() => {
    const xhr = new FakeXhr();
    made.push(xhr);
    return xhr as unknown as XMLHttpRequest;
  });
  return { put, xhr: () => made[0]! };
}

describe('PUT with progress', () => {
  it('sends the file with its content type and reports progress and the status', async () => {
    const { put, xhr } = setup();
    const file = new Blob(['abc']);
    const fractions: number[] = [];
    const done = put('https://media.example/put?sig=1', file, 'audio/mpeg', {
      onProgress: (f) => fractions.push(f),
    });
    expect(xhr()).toMatchObject({
      method: 'PUT',
      url: 'https://media.example/put?sig=1',
      headers: { 'Content-Type': 'audio/mpeg' },
      body: file,
    });
    xhr().upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr().upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 });
    xhr().answer(200);
    await expect(done).resolves.toBe(200);
    expect(fractions).toEqual([0.25, 1]);
  });

  it('answers other statuses, 0 for a network failure, and rejects when cancelled', async () => {
    const refused = setup();
    const p1 = refused.put('u', new Blob(), 'audio/mpeg');
    refused.xhr().answer(413);
    await expect(p1).resolves.toBe(413);

    const offline = setup();
    const p2 = offline.put('u', new Blob(), 'audio/mpeg');
    offline.xhr().onerror?.();
    await expect(p2).resolves.toBe(0);

    const cancelled = setup();
    const controller = new AbortController();
    const p3 = cancelled.put('u', new Blob(), 'audio/mpeg', { signal: controller.signal });
    controller.abort();
    await expect(p3).rejects.toMatchObject({ name: 'AbortError' });
  });
});
