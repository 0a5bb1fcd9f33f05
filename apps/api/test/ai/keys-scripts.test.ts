// The AI page's keys and product scripts through GraphQL, with the OpenAI and Synthesia sandboxes:
// a key is checked against its platform before it is saved, kept sealed, shown only by its last
// four characters and only to its own group; a script is written from the product's own data with
// the group's key and kept; a paid plan is needed to connect and to generate.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedTexts, generativeAiAccounts, products } from '../../src/db/schema';
import { encryptToken } from '../../src/modules/auth';
import { UPGRADE_REQUIRED_MESSAGE } from '../../src/modules/billing/plan-guard';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';
import {
  ACCOUNTS,
  addProduct,
  DELETE_KEY,
  GENERATE,
  memberOf,
  shop,
  TEXTS,
  UPSERT_KEY,
  type Shop,
} from './harness';

let server: OwnAddressServer;
let dataDir: string;
const OPENAI_KEY = 'sk-proj-Abcdefghijklmnop1234';
const SYNTHESIA_KEY = 'synthesia0123456789WXYZ';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-ai-keys-'));
  server = await startOwnAddressServer({ DATA_DIR: dataDir });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const messages = (response: { body: { errors?: Array<{ message: string }> } }) =>
  (response.body.errors ?? []).map((e) => e.message);
const codeOf = (response: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  response.body.errors?.[0]?.extensions?.code;

interface Account {
  type: string;
  keyLastFour: string;
}

async function accounts(s: Shop): Promise<Account[]> {
  const answer = await s.gql<{ getGenerativeAIAccounts: Account[] }>(ACCOUNTS);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.getGenerativeAIAccounts;
}

describe('keys', () => {
  it('saves a key the platform accepts, sealed, and shows only its last four characters', async () => {
    const s = await shop(server);
    expect(await accounts(s)).toEqual([]);
    const saved = await s.gql(UPSERT_KEY, { type: 'OPENAI', key: `  ${OPENAI_KEY}  ` });
    expect(saved.body).toEqual({
      data: { upsertGenerativeAIKey: { success: true, message: null } },
    });
    const listed = await s.gql(ACCOUNTS);
    expect(JSON.stringify(listed.body)).not.toContain(OPENAI_KEY);
    expect(listed.body.data).toMatchObject({
      getGenerativeAIAccounts: [{ type: 'OPENAI', keyLastFour: '1234' }],
    });
    const [row] = await server.database.db
      .select()
      .from(generativeAiAccounts)
      .where(eq(generativeAiAccounts.groupId, s.groupId));
    expect(row!.keyEncrypted).not.toContain(OPENAI_KEY);
    expect(row!.keyEncrypted).not.toContain('Abcdefghijklmnop');

    // Replacing it keeps one account per platform.
    await s.gql(UPSERT_KEY, { type: 'OPENAI', key: 'sk-proj-Zyxwvutsrqpo9876' });
    await s.gql(UPSERT_KEY, { type: 'SYNTHESIA', key: SYNTHESIA_KEY });
    const both = await accounts(s);
    expect(both.map((a) => [a.type, a.keyLastFour]).sort()).toEqual([
      ['OPENAI', '9876'],
      ['SYNTHESIA', 'WXYZ'],
    ]);
  });

  it("refuses a key the platform rejects, and what the form's rules refuse, saving nothing", async () => {
    const s = await shop(server);
    const rejected = await s.gql(UPSERT_KEY, { type: 'OPENAI', key: 'sk-invalid-key-123456' });
    expect(messages(rejected)).toEqual(['Unable to save API key.']);
    expect(codeOf(rejected)).toBe('INVALID_API_KEY');
    const rejectedVideo = await s.gql(UPSERT_KEY, {
      type: 'SYNTHESIA',
      key: 'invalid-0123456789abc',
    });
    expect(messages(rejectedVideo)).toEqual(['Unable to save API key.']);
    expect(messages(await s.gql(UPSERT_KEY, { type: 'OPENAI', key: '   ' }))).toEqual([
      'This field is required',
    ]);
    expect(
      messages(await s.gql(UPSERT_KEY, { type: 'OPENAI', key: `sk-${'a'.repeat(498)}` })),
    ).toEqual(['Input too long.']);
    expect(await accounts(s)).toEqual([]);
  });

  it('keeps each group to its own keys; deleting forgets the key', async () => {
    const a = await shop(server);
    const b = await shop(server);
    await a.gql(UPSERT_KEY, { type: 'OPENAI', key: OPENAI_KEY });
    expect(await accounts(b)).toEqual([]);
    // B cannot delete A's key: it has none of its own.
    const refused = await b.gql(DELETE_KEY, { type: 'OPENAI' });
    expect(messages(refused)).toEqual(['Unable to delete API key.']);
    expect(await accounts(a)).toHaveLength(1);
    // A USER of the group may manage its keys.
    const user = await memberOf(server, a);
    const deleted = await user(DELETE_KEY, { type: 'OPENAI' });
    expect(deleted.body.data).toEqual({ deleteGenerativeAIKey: { success: true, message: null } });
    expect(await accounts(a)).toEqual([]);
    expect(messages(await a.gql(DELETE_KEY, { type: 'OPENAI' }))).toEqual([
      'Unable to delete API key.',
    ]);
  });

  it('needs a paid plan to connect', async () => {
    const s = await shop(server, 'free');
    const refused = await s.gql(UPSERT_KEY, { type: 'OPENAI', key: OPENAI_KEY });
    expect(messages(refused)).toEqual([UPGRADE_REQUIRED_MESSAGE]);
    expect(await accounts(s)).toEqual([]);
    expect(messages(await server.gql(ACCOUNTS))).toEqual(['You must be logged in.']);
  });
});

describe('product scripts', () => {
  it('writes a script from the product data with the group key and keeps it', async () => {
    const s = await shop(server);
    const productId = await addProduct(server, s.groupId, {
      title: 'Cedar Camp Mug',
      description: 'An enamel mug with a cedar handle.\nKeeps coffee hot on cold mornings.',
      price: '24.5000',
      variants: ['Forest', 'Ember', 'Snow'],
    });
    const noAccount = await s.gql(GENERATE, { productId });
    expect(messages(noAccount)).toEqual(['Unable to generate script.']);
    expect(codeOf(noAccount)).toBe('NO_ACCOUNT');

    await s.gql(UPSERT_KEY, { type: 'OPENAI', key: OPENAI_KEY });
    const answer = await s.gql<{ generateProductScript: { content: string; productId: string } }>(
      GENERATE,
      { productId },
    );
    expect(answer.body.errors).toBeUndefined();
    const script = answer.body.data!.generateProductScript;
    expect(script).toMatchObject({
      type: 'OPENAI',
      productId,
      product: { id: productId, title: 'Cedar Camp Mug' },
    });
    // From the product's own data: its title, description, variants and price.
    expect(script.content).toContain('Cedar Camp Mug');
    expect(script.content).toContain('enamel mug with a cedar handle');
    expect(script.content).toContain('Forest, Ember, Snow');
    expect(script.content).toContain('24.50');

    const other = await addProduct(server, s.groupId, { title: 'Trail Spork', price: '6' });
    await s.gql(GENERATE, { productId: other });
    const all = await s.gql<{ getGeneratedTexts: Array<{ productId: string }> }>(TEXTS);
    expect(all.body.data!.getGeneratedTexts.map((t) => t.productId)).toEqual([other, productId]);
    const one = await s.gql<{ getGeneratedTexts: Array<{ productId: string }> }>(TEXTS, {
      productId,
    });
    expect(one.body.data!.getGeneratedTexts.map((t) => t.productId)).toEqual([productId]);

    // A removed product leaves its scripts, without the product.
    await server.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, other));
    const after = await s.gql<{ getGeneratedTexts: Array<{ product: unknown }> }>(TEXTS, {
      productId: other,
    });
    expect(after.body.data!.getGeneratedTexts).toEqual([
      expect.objectContaining({ productId: other, product: null }),
    ]);
  });

  it("refuses another group's product and unknown ids, writing nothing", async () => {
    const a = await shop(server);
    const b = await shop(server);
    const bProduct = await addProduct(server, b.groupId, { title: 'Bravo Lamp' });
    await a.gql(UPSERT_KEY, { type: 'OPENAI', key: OPENAI_KEY });
    for (const productId of [bProduct, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const refused = await a.gql(GENERATE, { productId });
      expect(messages(refused)).toEqual(['Unable to generate script.']);
      expect(codeOf(refused)).toBe('NOT_FOUND');
    }
    const rows = await server.database.db
      .select()
      .from(generatedTexts)
      .where(eq(generatedTexts.groupId, a.groupId));
    expect(rows).toEqual([]);
    // Nor are B's scripts A's to read.
    expect(
      (await a.gql<{ getGeneratedTexts: unknown[] }>(TEXTS)).body.data!.getGeneratedTexts,
    ).toEqual([]);
  });

  it("answers the spec's message when the platform refuses the saved key or fails", async () => {
    const s = await shop(server);
    const productId = await addProduct(server, s.groupId, { title: 'Brass Compass' });
    const seal = (key: string) =>
      encryptToken(key, server.config.sessionSecret, 'generative ai key');
    for (const [key, code] of [
      ['sk-invalid-revoked-key', 'INVALID_API_KEY'],
      ['sk-ratelimit-0123456789', 'RATE_LIMITED'],
      ['sk-broken-0123456789', 'PROVIDER_ERROR'],
    ] as const) {
      // A key the platform accepted once and refuses now (revoked, over its quota, an outage).
      await server.database.db
        .insert(generativeAiAccounts)
        .values({
          groupId: s.groupId,
          type: 'OPENAI',
          keyEncrypted: seal(key),
          keyLastFour: key.slice(-4),
        })
        .onConflictDoUpdate({
          target: [generativeAiAccounts.groupId, generativeAiAccounts.type],
          set: { keyEncrypted: seal(key) },
        });
      const refused = await s.gql(GENERATE, { productId });
      expect(messages(refused)).toEqual(['Unable to generate script.']);
      expect(codeOf(refused)).toBe(code);
    }
    const rows = await server.database.db
      .select()
      .from(generatedTexts)
      .where(eq(generatedTexts.groupId, s.groupId));
    expect(rows).toEqual([]);
  });

  it('needs a paid plan to generate', async () => {
    const s = await shop(server, 'free');
    const productId = await addProduct(server, s.groupId, { title: 'Free Plan Tee' });
    expect(messages(await s.gql(GENERATE, { productId }))).toEqual([UPGRADE_REQUIRED_MESSAGE]);
  });
});
