// Fuzzing the AI page's doors: its GraphQL operations with random and hostile variables (signed in
// to a paid group with both platforms connected), Synthesia's webhook with random bodies and
// signatures (some validly signed over junk), and the OpenAI and Synthesia sandboxes with random
// keys and bodies. Every request gets an answer below 500 within a few seconds, GraphQL answers
// never carry 'Unexpected error.', and no forged webhook changes a job. FUZZ_SEED=<seed> replays.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generativeVideoJobs } from '../../src/db/schema';
import { UNEXPECTED_ERROR_MESSAGE } from '../../src/graphql/plugins/unexpected-errors';
import { signSynthesiaWebhook, synthesiaApi } from '../../src/providers/synthesia';
import { sandboxRendersSettled } from '../../src/sandbox/synthesia/routes';
import { addProduct, shop, UPSERT_KEY, uploadThumbnail, type Shop } from '../ai/harness';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';
import { Random } from './random';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const CASES = 160;
const HANG_MS = 8_000;

let server: OwnAddressServer;
let dataDir: string;
let merchant: Shop;
let productId: string;
let thumbnailUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-ai-fuzz-'));
  server = await startOwnAddressServer({ DATA_DIR: dataDir });
  merchant = await shop(server);
  await merchant.gql(UPSERT_KEY, { type: 'OPENAI', key: 'sk-fuzz-key-0123456789' });
  // Videos asked for stay in progress: nothing renders in the background during the run.
  await merchant.gql(UPSERT_KEY, { type: 'SYNTHESIA', key: 'pending-fuzz-key-0123456789' });
  productId = await addProduct(server, merchant.groupId, { title: 'Fuzz Mug', price: '9' });
  thumbnailUrl = await uploadThumbnail(server, merchant.groupId);
}, 120_000);

afterAll(async () => {
  await sandboxRendersSettled();
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const OPERATIONS = {
  upsertGenerativeAIKey: `mutation upsertGenerativeAIKey($type: AIAccountType!, $key: String!) { upsertGenerativeAIKey(type: $type, key: $key) { success } }`,
  deleteGenerativeAIKey: `mutation deleteGenerativeAIKey($type: AIAccountType!) { deleteGenerativeAIKey(type: $type) { success } }`,
  generateProductScript: `mutation generateProductScript($productId: ID!) { generateProductScript(productId: $productId) { id } }`,
  getGeneratedTexts: `query getGeneratedTexts($productId: ID) { getGeneratedTexts(productId: $productId) { id } }`,
  createSynthesiaVideo: `mutation createSynthesiaVideo($videoInput: SynthesiaVideoInput!, $thumbnailUrl: String!, $generatedTextId: ID) { createSynthesiaVideo(videoInput: $videoInput, thumbnailUrl: $thumbnailUrl, generatedTextId: $generatedTextId) { id } }`,
  checkAndUpdateGenerativeVideoJobs: `mutation checkAndUpdateGenerativeVideoJobs { checkAndUpdateGenerativeVideoJobs { id status } }`,
  getGenerativeVideoJobs: `query getGenerativeVideoJobs { getGenerativeVideoJobs { id } }`,
  getGenerativeAIAccounts: `query getGenerativeAIAccounts { getGenerativeAIAccounts { id keyLastFour } }`,
};

function hostile(r: Random): unknown {
  return r.pick<unknown>([
    r.text(40),
    '',
    ' ',
    'a'.repeat(r.int(400, 9000)),
    '00000000-0000-4000-8000-000000000000',
    productId,
    thumbnailUrl,
    'http://169.254.169.254/latest/meta-data',
    `${thumbnailUrl}/../../../../etc/passwd`,
    -1,
    0,
    1e308,
    null,
    r.json(2),
  ]);
}

function sceneOf(r: Random): unknown {
  if (r.int(0, 4) === 0) return hostile(r);
  return {
    scriptText: r.pick([r.text(80), 'Meet the Fuzz Mug.', hostile(r)]),
    avatar: r.pick(['Alex', 'Ada', 'Zed', hostile(r)]),
    background: r.pick(['open_office', 'dark_blue', 'mars', hostile(r)]),
    avatarSettings: r.pick([
      {
        style: 'rectangular',
        horizontalAlign: r.pick(['left', 'up', 'center']),
        scale: r.pick([1, 0, -2, 1e9, NaN]),
      },
      hostile(r),
    ]),
  };
}

function variablesFor(r: Random, name: keyof typeof OPERATIONS): Record<string, unknown> {
  switch (name) {
    case 'upsertGenerativeAIKey':
      return { type: r.pick(['OPENAI', 'SYNTHESIA', 'GEMINI', hostile(r)]), key: hostile(r) };
    case 'deleteGenerativeAIKey':
      return { type: r.pick(['OPENAI', 'SYNTHESIA', hostile(r)]) };
    case 'generateProductScript':
    case 'getGeneratedTexts':
      return { productId: hostile(r) };
    case 'createSynthesiaVideo':
      return {
        videoInput: r.pick([
          { title: hostile(r), input: Array.from({ length: r.int(0, 25) }, () => sceneOf(r)) },
          hostile(r),
        ]),
        thumbnailUrl: r.pick([thumbnailUrl, hostile(r)]),
        generatedTextId: hostile(r),
      };
    default:
      return {};
  }
}

/** Header values are bytes: random text is kept to printable ASCII. */
const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

async function post(pathname: string, body: string | Buffer, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : new Uint8Array(body),
    signal: AbortSignal.timeout(HANG_MS),
  });
  return { status: response.status, text: await response.text() };
}

describe(`fuzzing the AI page's doors (FUZZ_SEED=${SEED})`, () => {
  it('answers every GraphQL case with a clear refusal or an answer, never an unexpected error', async () => {
    const r = new Random(SEED);
    const names = Object.keys(OPERATIONS) as Array<keyof typeof OPERATIONS>;
    for (let i = 0; i < CASES; i++) {
      const name = r.pick(names);
      // Keep the accounts connected for the operations that need them.
      if (name === 'deleteGenerativeAIKey' || name === 'upsertGenerativeAIKey') continue;
      const variables = variablesFor(r, name);
      const answer = await merchant.gql(OPERATIONS[name], variables);
      const label = `case ${i} ${name} ${JSON.stringify(variables).slice(0, 200)}`;
      expect(answer.status, label).toBeLessThan(500);
      expect(JSON.stringify(answer.body), label).not.toContain(UNEXPECTED_ERROR_MESSAGE);
    }
    for (let i = 0; i < 30; i++) {
      const name = r.pick(['upsertGenerativeAIKey', 'deleteGenerativeAIKey'] as const);
      const variables = variablesFor(r, name);
      const answer = await merchant.gql(OPERATIONS[name], variables);
      const label = `key case ${i} ${name} ${JSON.stringify(variables).slice(0, 200)}`;
      expect(answer.status, label).toBeLessThan(500);
      expect(JSON.stringify(answer.body), label).not.toContain(UNEXPECTED_ERROR_MESSAGE);
    }
  }, 600_000);

  it('refuses every unsigned or forged webhook delivery, and survives junk that is signed', async () => {
    const r = new Random(SEED + 1);
    const [job] = await server.database.db
      .insert(generativeVideoJobs)
      .values({
        groupId: merchant.groupId,
        type: 'SYNTHESIA',
        externalId: 'fuzz-external-id',
        title: 'Fuzz',
        script: 'Hi.',
        estimatedSeconds: 2,
      })
      .returning();
    const secret = synthesiaApi(server.config).webhookSecret!;
    let accepted = 0;
    for (let i = 0; i < CASES; i++) {
      const body = r.pick<string | Buffer>([
        JSON.stringify({ type: 'video.completed', data: { id: 'fuzz-external-id' } }),
        JSON.stringify(r.json(3)),
        r.bytes(r.int(0, 2000)),
        r.text(300),
      ]);
      const now = Math.floor(Date.now() / 1000);
      const timestamp = r.pick([String(now), String(now - 10_000), ascii(r.text(12)), '', '1e9']);
      const honest = r.int(0, 3) === 0;
      const signature = honest
        ? signSynthesiaWebhook(secret, timestamp, body)
        : r.pick([ascii(r.text(64)), '', signSynthesiaWebhook('wrong', timestamp, body)]);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (timestamp && r.bool()) headers['synthesia-timestamp'] = timestamp;
      if (signature && r.bool()) headers['synthesia-signature'] = signature;
      const answer = await post('/webhooks/synthesia', body, headers);
      const label = `webhook case ${i}`;
      expect(answer.status, label).toBeLessThan(500);
      const signedNow =
        honest &&
        timestamp === String(now) &&
        headers['synthesia-timestamp'] !== undefined &&
        headers['synthesia-signature'] !== undefined;
      if (!signedNow) expect(answer.status, label).toBe(401);
      else if (answer.status === 200 && body.includes('fuzz-external-id')) accepted += 1;
    }
    // Only a delivery signed with the secret, now, may have reached the job.
    const [after] = await server.database.db
      .select()
      .from(generativeVideoJobs)
      .where(eq(generativeVideoJobs.id, job!.id));
    if (accepted === 0) expect(after!.webhookAt).toBeNull();
    else expect(after!.webhookAt).not.toBeNull();
  }, 600_000);

  it('keeps the sandboxes answering hostile keys and bodies below 500', async () => {
    const r = new Random(SEED + 2);
    for (let i = 0; i < CASES; i++) {
      const target = r.pick([
        '/sandbox/openai/v1/responses',
        '/sandbox/openai/v1/models',
        '/sandbox/synthesia/v2/videos',
        `/sandbox/synthesia/v2/videos/${r.pick([r.text(20), '00000000-0000-4000-8000-000000000000'])}`,
      ]);
      const key = r.pick([
        'sk-fuzz-key-0123456789',
        'pending-fuzz-key-0123456789',
        ascii(r.text(60)),
        '',
      ]);
      const body = r.pick<string | Buffer>([
        JSON.stringify({ model: 'x', input: r.text(200), title: r.text(20), input_: r.json(2) }),
        JSON.stringify({
          title: 'x',
          input: [{ scriptText: r.text(50), avatar: 'Alex', background: 'x' }],
        }),
        JSON.stringify(r.json(3)),
        r.bytes(r.int(0, 1000)),
      ]);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        authorization: target.includes('openai') ? `Bearer ${key}` : key,
      };
      const answer =
        target.endsWith('/models') || /videos\/.+/.test(target)
          ? await fetch(`${server.url}${encodeURI(target)}`, {
              headers,
              signal: AbortSignal.timeout(HANG_MS),
            }).then(async (res) => ({ status: res.status, text: await res.text() }))
          : await post(target, body, headers);
      expect(answer.status, `sandbox case ${i} ${target}`).toBeLessThan(500);
    }
  }, 600_000);
});
