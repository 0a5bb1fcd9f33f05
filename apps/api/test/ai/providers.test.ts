// Both AI clients against their sandboxes over real HTTP (the server's own address): OpenAI's
// Responses API (a script from the product data, refused and failing keys) and Synthesia's API v2
// (a real MP4 rendered by ffmpeg, in_progress then complete, a failed render, refused keys), and
// Synthesia's webhook signature (valid, forged, stale, unsigned).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo } from '../../src/modules/videos';
import {
  checkOpenAIKey,
  createResponse,
  OpenAIError,
  openaiApi,
  outputText,
} from '../../src/providers/openai';
import type { SynthesiaError } from '../../src/providers/synthesia';
import {
  checkSynthesiaKey,
  createSynthesiaVideo,
  durationSeconds,
  getSynthesiaVideo,
  signSynthesiaWebhook,
  synthesiaApi,
  verifySynthesiaWebhook,
} from '../../src/providers/synthesia';
import { SANDBOX_FAIL_MARK } from '../../src/sandbox/synthesia/routes';
import { loadConfig } from '../../src/config';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

let server: OwnAddressServer;
let dataDir: string;
const OPENAI_KEY = 'sk-test-0123456789abcdef';
const SYNTHESIA_KEY = 'synthesia-key-0123456789';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-ai-providers-'));
  server = await startOwnAddressServer({ DATA_DIR: dataDir });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function captureError<T extends Error>(promise: Promise<unknown>): Promise<T> {
  try {
    await promise;
  } catch (error) {
    return error as T;
  }
  throw new Error('expected a failure');
}

describe('OpenAI client against the sandbox', () => {
  it('uses the sandbox only while no platform is configured', () => {
    expect(openaiApi(server.config)).toMatchObject({
      baseUrl: `${server.config.publicUrl}/sandbox/openai/v1`,
      sandbox: true,
      serverKey: null,
    });
    const live = openaiApi(loadConfig({ NODE_ENV: 'test', OPENAI_API_KEY: 'sk-live' }));
    expect(live).toMatchObject({ baseUrl: 'https://api.openai.com/v1', sandbox: false });
    const custom = openaiApi(
      loadConfig({
        NODE_ENV: 'test',
        OPENAI_BASE_URL: 'https://llm.example.com/v1/',
        OPENAI_MODEL: 'm1',
      }),
    );
    expect(custom).toMatchObject({
      baseUrl: 'https://llm.example.com/v1',
      model: 'm1',
      sandbox: false,
    });
  });

  it('writes a script from the product data it is given', async () => {
    const text = await createResponse(openaiApi(server.config), OPENAI_KEY, {
      instructions: 'Write a script.',
      input: [
        'Product data:',
        'Title: Linen Weekender Bag',
        'Description: A roomy bag woven from Belgian linen. Fits a long weekend.',
        'Price: 89.00',
        'Variants: Sand; Olive; Navy',
      ].join('\n'),
    });
    expect(text).toContain('Linen Weekender Bag');
    expect(text).toContain('Belgian linen');
    expect(text).toContain('89.00');
    expect(text).toContain('Sand, Olive, Navy');
  });

  it('checks a key, and refuses one of the form it rejects', async () => {
    const api = openaiApi(server.config);
    await expect(checkOpenAIKey(api, OPENAI_KEY)).resolves.toBeUndefined();
    for (const bad of ['sk-invalid-0123456789', 'not-a-key', '']) {
      const error = await captureError<OpenAIError>(checkOpenAIKey(api, bad));
      expect(error).toBeInstanceOf(OpenAIError);
      expect(error).toMatchObject({ kind: 'auth', status: 401 });
    }
  });

  it('maps the platform errors: refused key, rate limit, server error', async () => {
    const api = openaiApi(server.config);
    const ask = (key: string) => createResponse(api, key, { instructions: 'x', input: 'Title: A' });
    expect(await captureError(ask('sk-invalid-0123456789'))).toMatchObject({ kind: 'auth' });
    expect(await captureError(ask('sk-ratelimit-0123456789'))).toMatchObject({
      kind: 'rate_limit',
      status: 429,
    });
    expect(await captureError(ask('sk-broken-0123456789'))).toMatchObject({
      kind: 'provider',
      status: 500,
    });
  });

  it('reads only output_text parts of message items', () => {
    expect(
      outputText({
        output: [
          { type: 'reasoning', summary: [] },
          { type: 'message', content: [{ type: 'output_text', text: 'Hello ' }] },
          { type: 'message', content: [{ type: 'output_text', text: 'there.' }] },
        ],
      }),
    ).toBe('Hello there.');
    expect(() =>
      outputText({ output: [{ type: 'message', content: [{ type: 'refusal', refusal: 'no' }] }] }),
    ).toThrow(OpenAIError);
  });
});

describe('Synthesia client against the sandbox', () => {
  const scene = (scriptText: string) => ({
    scriptText,
    avatar: 'Alex',
    background: 'light_blue',
    avatarSettings: { style: 'rectangular', horizontalAlign: 'center', scale: 1 },
  });

  async function until<T>(check: () => Promise<T | undefined>, ms = 120_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('renders a real MP4: in_progress, then complete with a download that plays', async () => {
    const api = synthesiaApi(server.config);
    const created = await createSynthesiaVideo(api, SYNTHESIA_KEY, {
      title: 'Weekender',
      input: [scene('Meet the Linen Weekender Bag.'), scene('Tap it to add it to your cart.')],
    });
    expect(created.status).toBe('in_progress');
    expect(created.download).toBeNull();
    const done = await until(async () => {
      const video = await getSynthesiaVideo(api, SYNTHESIA_KEY, created.id);
      return video.status === 'in_progress' ? undefined : video;
    });
    expect(done.status).toBe('complete');
    expect(done.download).toMatch(/\/sandbox\/synthesia\/files\/.+\.mp4\?signature=/);
    // Two short scenes of at least two seconds each.
    expect(done.duration).toBeGreaterThanOrEqual(4);
    const response = await fetch(done.download!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const file = path.join(dataDir, 'downloaded.mp4');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const probed = await probeVideo(file);
    expect(probed).toMatchObject({ width: 640, height: 360, hasAudio: true });
    expect(probed!.durationSeconds).toBeGreaterThanOrEqual(4);
    // A tampered file address is refused.
    const forged = await fetch(done.download!.replace(/signature=.{4}/, 'signature=0000'));
    expect(forged.status).toBe(403);
  }, 180_000);

  it('reports a render that fails as failed', async () => {
    const api = synthesiaApi(server.config);
    const created = await createSynthesiaVideo(api, SYNTHESIA_KEY, {
      title: 'Broken',
      input: [scene(`This one breaks ${SANDBOX_FAIL_MARK}`)],
    });
    const done = await until(async () => {
      const video = await getSynthesiaVideo(api, SYNTHESIA_KEY, created.id);
      return video.status === 'in_progress' ? undefined : video;
    });
    expect(done.status).toBe('failed');
    expect(done.download).toBeNull();
  }, 60_000);

  it("refuses bad keys and bad input, and hides one key's videos from another", async () => {
    const api = synthesiaApi(server.config);
    await expect(checkSynthesiaKey(api, SYNTHESIA_KEY)).resolves.toBeUndefined();
    expect(await captureError(checkSynthesiaKey(api, 'invalid-0123456789abcdef'))).toMatchObject({
      kind: 'auth',
      status: 401,
    });
    expect(await captureError(checkSynthesiaKey(api, 'short'))).toMatchObject({ kind: 'auth' });
    expect(await captureError(checkSynthesiaKey(api, 'ratelimit-0123456789abcdef'))).toMatchObject({
      kind: 'rate_limit',
    });
    const empty = await captureError<SynthesiaError>(
      createSynthesiaVideo(api, SYNTHESIA_KEY, { title: 'x', input: [] }),
    );
    expect(empty).toMatchObject({ kind: 'refused', status: 400 });
    const created = await createSynthesiaVideo(api, SYNTHESIA_KEY, {
      title: 'Mine',
      input: [scene('Hello.')],
    });
    expect(
      await captureError(getSynthesiaVideo(api, 'another-key-0123456789', created.id)),
    ).toMatchObject({ kind: 'not_found' });
  }, 60_000);

  it('reads Synthesia durations', () => {
    expect(durationSeconds('0:00:12.50')).toBe(12.5);
    expect(durationSeconds('1:02:03')).toBe(3723);
    expect(durationSeconds(7)).toBe(7);
    expect(durationSeconds('soon')).toBeNull();
  });
});

describe("Synthesia's webhook signature", () => {
  const secret = 'whsec-test-secret';
  const body = Buffer.from('{"type":"video.completed","data":{"id":"v1"}}');
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  const ts = String(now / 1000);

  it('accepts a delivery signed with the secret at about now', () => {
    const signature = signSynthesiaWebhook(secret, ts, body);
    expect(verifySynthesiaWebhook(secret, { timestamp: ts, signature }, body, now)).toEqual({
      ok: true,
      timestamp: now / 1000,
    });
    // One of several listed signatures is enough (rotation).
    const listed = `v1=deadbeef,v1=${signature}`;
    expect(verifySynthesiaWebhook(secret, { timestamp: ts, signature: listed }, body, now).ok).toBe(
      true,
    );
  });

  it('refuses forged, altered, stale and unsigned deliveries', () => {
    const signature = signSynthesiaWebhook(secret, ts, body);
    const check = (h: { timestamp?: string; signature?: string }, b = body, at = now) =>
      verifySynthesiaWebhook(secret, { timestamp: h.timestamp, signature: h.signature }, b, at);
    expect(check({ timestamp: ts, signature: signSynthesiaWebhook('other', ts, body) })).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(check({ timestamp: ts, signature }, Buffer.from('{"data":{"id":"v2"}}'))).toEqual({
      ok: false,
      reason: 'forged',
    });
    // The same delivery with another timestamp does not match its signature.
    expect(check({ timestamp: String(now / 1000 + 1), signature })).toEqual({
      ok: false,
      reason: 'forged',
    });
    // Replayed ten minutes later.
    expect(check({ timestamp: ts, signature }, body, now + 10 * 60_000)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(check({ timestamp: ts })).toEqual({ ok: false, reason: 'unsigned' });
    expect(check({ signature })).toEqual({ ok: false, reason: 'unsigned' });
  });
});
