// Oversized bodies on the provider webhooks are the sender's mistake: 413, not a server error.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** POSTs `size` bytes; resolves with the status as soon as the server answers. */
function post(path: string, size: number, declared: boolean) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    let answered = false;
    const req = httpRequest(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-hmac-sha256': 'c29tZXRoaW5n',
        ...(declared ? { 'content-length': String(size) } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(256 * 1024, 'x');
    let sent = 0;
    const write = () => {
      if (answered) return void req.destroy();
      if (sent >= size) return void req.end();
      const part = piece.subarray(0, Math.min(piece.length, size - sent));
      sent += part.length;
      if (req.write(part)) setImmediate(write);
      else req.once('drain', write);
    };
    write();
  });
}

describe('webhook bodies', () => {
  it.each([
    ['declared', true],
    ['chunked', false],
  ])('answers a %s 6 MB Shopify webhook 413', async (_label, declared) => {
    const answer = await post('/webhooks/shopify/orders/create', 6 * 1024 * 1024, declared);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request body too large.' });
  });

  it('still checks the signature of a body within the limit', async () => {
    const answer = await post('/webhooks/shopify/orders/create', 1024, true);
    expect(answer.status).toBe(401);
  });
});
