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
