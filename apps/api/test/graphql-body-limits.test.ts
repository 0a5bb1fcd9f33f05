// GraphQL body size: anonymous bodies are capped far below what a signed-in session may send, and
// an oversized body is answered 413 before it is read or parsed. Every anonymous operation of the
// apps fits well within the anonymous cap.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specOperations } from '@vendy/client';
import * as generated from '../../../packages/client/src/generated/graphql';
import {
  ANONYMOUS_GRAPHQL_BODY_BYTES,
  GRAPHQL_BODY_TOO_LARGE,
  SIGNED_IN_GRAPHQL_BODY_BYTES,
} from '../src/graphql/body-limit';
import { createUser, signInAs } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/server';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  await createUser(server.database.db, { email: 'maya@shop.test' });
  cookie = `vendy_session=${(await signInAs(server, 'maya@shop.test')).cookie}`;
});
afterAll(() => server?.close());

interface RawAnswer {
  status: number;
  body: string;
  ms: number;
}

/**
 * POSTs `total` bytes of a JSON body to /graphql, `declared` or chunked, and stops sending as soon
 * as an answer arrives (a server that waits for the whole body answers only at the end).
 */
function post(total: number, options: { chunked?: boolean; cookie?: string } = {}) {
  return new Promise<RawAnswer & { sent: number }>((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const req = httpRequest(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vendy-csrf': '1',
        ...(options.chunked ? {} : { 'content-length': String(total) }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
          sent,
        }),
      );
    });
    // The server may close the connection once it has answered: not a failure here.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    // A valid operation whose variable is a long string: the body is the size an attacker chooses.
    const head = Buffer.from(
      '{"query":"query getCurrentUser { getCurrentUser { auth { email } } }","variables":{"pad":"',
    );
    const tail = Buffer.from('"}}');
    const padding = Buffer.alloc(64 * 1024, 'a');
    const write = () => {
      if (answered) return void req.destroy();
      if (sent === 0) {
        sent += head.length;
        req.write(head);
      }
      const left = total - sent - tail.length;
      if (left <= 0) {
        sent += tail.length;
        req.end(tail);
        return;
      }
      const piece = padding.subarray(0, Math.min(left, padding.length));
      sent += piece.length;
      if (req.write(piece)) setImmediate(write);
      else req.once('drain', write);
    };
    write();
  });
}

const MB = 1024 * 1024;

describe('GraphQL body limits', () => {
  it('answers an anonymous 12 MB body 413 at once, without reading it', async () => {
    const answer = await post(12 * MB);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ message: GRAPHQL_BODY_TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    // Answered long before the 12 MB went out. The server reads and drops what is still arriving
    // after its answer (sendBodyTooLarge), so the sender may write on until it reads the answer.
    expect(answer.sent).toBeLessThan(12 * MB * 0.5);
    expect(answer.ms).toBeLessThan(2_000);
  });

  it('answers an anonymous chunked body 413 as soon as it passes the cap', async () => {
    const answer = await post(12 * MB, { chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(12 * MB * 0.5);
  });

  it('caps anonymous bodies at 32 KiB: one byte under goes through, one over does not', async () => {
    expect(ANONYMOUS_GRAPHQL_BODY_BYTES).toBe(32 * 1024);
    const under = await post(ANONYMOUS_GRAPHQL_BODY_BYTES);
    expect(under.status).toBe(200);
    expect(JSON.parse(under.body)).toMatchObject({ data: { getCurrentUser: { auth: null } } });
    expect((await post(ANONYMOUS_GRAPHQL_BODY_BYTES + 1)).status).toBe(413);
    expect((await post(ANONYMOUS_GRAPHQL_BODY_BYTES + 1, { chunked: true })).status).toBe(413);
  });

  it('lets a signed-in session send a large body, declared or chunked', async () => {
    for (const chunked of [false, true]) {
      const answer = await post(2 * MB, { cookie, chunked });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({
        data: { getCurrentUser: { auth: { email: 'maya@shop.test' } } },
      });
    }
  });

  it('refuses a signed-in body past the signed-in cap, and a forged session the anonymous cap', async () => {
    const past = await post(SIGNED_IN_GRAPHQL_BODY_BYTES + 1, { cookie });
    expect(past.status).toBe(413);
    // Refused on its declared length: answered long before the 32 MB went out.
    expect(past.sent).toBeLessThan(SIGNED_IN_GRAPHQL_BODY_BYTES * 0.5);
    expect((await post(64 * 1024, { cookie: 'vendy_session=forged' })).status).toBe(413);
  });

  it('fits every anonymous operation of the apps in a quarter of the anonymous cap', () => {
    const documents = new Map(
      Object.entries(generated)
        .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
        .map(([name, value]) => [name.slice(0, -'Document'.length).toLowerCase(), String(value)]),
    );
    const publicOperations = specOperations.filter((op) => op.access === 'public');
    expect(publicOperations.length).toBeGreaterThan(5);
    const sizes = publicOperations.flatMap((op) => {
      const query = documents.get(op.name.toLowerCase());
      if (!query) return [];
      // Variables at their longest allowed values: free text fields are at most 500 characters.
      const body = JSON.stringify({
        operationName: op.name,
        query,
        variables: { text: 'x'.repeat(2_000) },
      });
      return [{ name: op.name, bytes: Buffer.byteLength(body) }];
    });
    expect(sizes.length).toBeGreaterThan(5);
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    expect(largest.bytes, largest.name).toBeLessThan(ANONYMOUS_GRAPHQL_BODY_BYTES / 4);
  });
});
