import { Agent, get as httpGet } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './harness/database';
import { startTestServer, type TestServer } from './harness/server';

describe('/healthz', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports ok when the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('reports 503 when the database is gone', async () => {
    const database = await createTestDatabase();
    const broken = await startTestServer({ database });
    try {
      await database.close();
      const response = await fetch(`${broken.url}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'error', database: 'unreachable' });
    } finally {
      await broken.close();
    }
  });
});

describe('unknown API paths', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['/api', '/api/unknown', '/api/v1/widgets?x=1'])(
    'answer %s with a JSON 404',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ error: 'Not found.' });
    },
  );

  it('answers a POST to a page address with a JSON 404', async () => {
    const response = await fetch(`${server.url}/login`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('keep-alive connections', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // A proxy or a client that keeps an idle connection for a while and then reuses it must find it
  // open: a close that crosses the reuse resets that request.
  it('stay open while idle for longer than Node’s default (5 s, closed after 6 s), and say so', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; keepAlive: unknown; socket: Socket }>((resolve, reject) => {
        const request = httpGet(`${server.url}/healthz`, { agent }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              keepAlive: response.headers['keep-alive'],
              socket: request.socket as Socket,
            }),
          );
        });
        request.on('error', reject);
      });
    try {
      const first = await get();
      expect(first.status).toBe(200);
      expect(first.keepAlive).toBe('timeout=65');
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(first.socket.destroyed).toBe(false);
      const second = await get();
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});
