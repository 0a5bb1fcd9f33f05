// The tus endpoint as tus clients and browsers see it: it advertises only what it does, answers
// an unknown protocol version with 412 and the versions it speaks, and lets the merchant app's
// origin read the headers tus-js-client relies on (Upload-Offset, Upload-Expires...).
import { readFile } from 'node:fs/promises';
import { UPLOAD_RETRY_DELAYS } from '@vendy/client/domain';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clip, REAL_WORLD } from './clips';
import {
  createVideoCast,
  dataOf,
  Q,
  startVideoServer,
  tusHead,
  type VideoCast,
  type VideoServer,
} from './fixtures';

let server: VideoServer;
let cast: VideoCast;
let origin: string;

beforeAll(async () => {
  server = await startVideoServer();
  cast = await createVideoCast(server);
  origin = new URL(server.url).origin;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function prepare(bytes: number) {
  return dataOf(
    await cast.as.owner<{ getVideoUploadUrl: { id: string; url: string } }>(Q.getVideoUploadUrl, {
      fileName: 'phone.mp4',
      size: bytes,
      duration: 3,
    }),
  ).getVideoUploadUrl;
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

describe('what the endpoint advertises', () => {
  it('offers only expiration, and the methods it answers', async () => {
    const { url } = await prepare(1000);
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'tus-resumable, upload-offset, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(list(response.headers.get('tus-extension'))).toEqual(['expiration']);
    expect(Number(response.headers.get('tus-max-size'))).toBeGreaterThan(0);
    expect(list(response.headers.get('access-control-allow-methods')).sort()).toEqual(
      ['head', 'options', 'patch'].sort(),
    );
    expect(list(response.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining(['tus-resumable', 'upload-offset', 'content-type']),
    );
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('refuses what it does not advertise, and leaves the upload as it was', async () => {
    const { url } = await prepare(1000);
    const headers = { 'tus-resumable': '1.0.0', cookie: cast.cookies.owner };
    const create = await fetch(`${server.url}/uploads/videos`, {
      method: 'POST',
      headers: { ...headers, 'upload-length': '100' },
    });
    expect(create.status).toBe(403);
    const terminate = await fetch(url, { method: 'DELETE', headers });
    expect(terminate.status).toBe(405);
    expect(terminate.headers.get('allow')).toBe('HEAD, PATCH, OPTIONS');
    const head = await tusHead(url, cast.cookies.owner);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-length')).toBe('1000');
  });
});

describe('protocol version', () => {
  it('answers 412 with Tus-Version to a version it does not speak, or none', async () => {
    const { url } = await prepare(1000);
    for (const version of ['0.2.2', '2.0.0', undefined]) {
      for (const method of ['HEAD', 'PATCH']) {
        const response = await fetch(url, {
          method,
          headers: {
            origin,
            cookie: cast.cookies.owner,
            'content-type': 'application/offset+octet-stream',
            'upload-offset': '0',
            ...(version ? { 'tus-resumable': version } : {}),
          },
          ...(method === 'PATCH' ? { body: new Uint8Array(10) } : {}),
        });
        expect(response.status, `${method} ${version}`).toBe(412);
        expect(response.headers.get('tus-version')).toBe('1.0.0');
        // Readable by the merchant app, so its client can tell the user.
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      }
    }
    // Nothing was written.
    expect((await tusHead(url, cast.cookies.owner)).headers.get('upload-offset')).toBe('0');
  });
});

describe('headers a browser may read', () => {
  it('exposes Upload-Offset and Upload-Expires to the merchant app only', async () => {
    const { url } = await prepare(1000);
    const before = Date.now();
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: {
        origin,
        cookie: cast.cookies.owner,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(400),
    });
    expect(patch.status).toBe(204);
    expect(patch.headers.get('upload-offset')).toBe('400');
    const expires = Date.parse(patch.headers.get('upload-expires') ?? '');
    // 24 h after the upload was prepared.
    expect(expires - before).toBeGreaterThan(23.9 * 3600_000);
    expect(expires - before).toBeLessThan(24.1 * 3600_000);
    expect(list(patch.headers.get('access-control-expose-headers'))).toEqual(
      expect.arrayContaining(['upload-offset', 'upload-expires', 'upload-length', 'tus-version']),
    );
    expect(patch.headers.get('access-control-allow-origin')).toBe(origin);

    // Another site gets no CORS grant: its scripts cannot read the answers.
    const elsewhere = await fetch(url, {
      method: 'HEAD',
      headers: { origin: 'https://attacker.example', 'tus-resumable': '1.0.0' },
    });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('tus-js-client', () => {
  it('resumes an aborted upload from the offset the server reports', async () => {
    const file = await clip(REAL_WORLD.rotated);
    const bytes = await readFile(file);
    const { url } = await prepare(bytes.length);
    const chunkSize = 16 * 1024;
    const options = {
      uploadUrl: url,
      chunkSize,
      retryDelays: [...UPLOAD_RETRY_DELAYS],
      headers: { cookie: cast.cookies.owner },
    };
    // The tab is closed after three chunks.
    await new Promise<void>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(bytes, {
        ...options,
        onError: reject,
        onChunkComplete: (_size, accepted) => {
          if (accepted >= 3 * chunkSize) void upload.abort().then(resolve, reject);
        },
      });
      upload.start();
    });
    const offset = Number((await tusHead(url, cast.cookies.owner)).headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(3 * chunkSize);
    expect(offset).toBeLessThan(bytes.length);

    // Opened again: the client asks where to go on and sends only the rest.
    const sentFrom: number[] = [];
    await new Promise<void>((resolve, reject) => {
      new tus.Upload(bytes, {
        ...options,
        onError: reject,
        onProgress: (sent) => sentFrom.push(sent),
        onSuccess: () => resolve(),
      }).start();
    });
    expect(Math.min(...sentFrom)).toBeGreaterThanOrEqual(offset);
    const done = await tusHead(url, cast.cookies.owner);
    expect(done.headers.get('upload-offset')).toBe(String(bytes.length));
  });
});
