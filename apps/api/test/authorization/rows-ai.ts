// Rows of the matrix for the AI page (doc 3 §2-§9): the group's platform keys, product scripts and
// generated videos. Members act on their current group's only (Otto on group B's); admins are not
// members. Both groups are on Starter (a paid plan). Keys are sealed as the server seals them and
// accepted by the sandboxes; group A's Synthesia key is of the sandbox's `pending` kind, so the
// videos asked for here stay in progress and nothing changes in the background while later rows
// check that refusals change nothing. Another group's product, script or thumbnail is refused as
// unknown, changing nothing.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  generatedTexts,
  generativeAiAccounts,
  generativeVideoJobs,
  products,
} from '../../src/db/schema';
import { encryptToken } from '../../src/modules/auth';
import { objectKey } from '../../src/modules/storage';
import {
  CheckAndUpdateGenerativeVideoJobsDocument,
  CreateSynthesiaVideoDocument,
  DeleteGenerativeAiKeyDocument,
  GenerateProductScriptDocument,
  GetGeneratedTextsDocument,
  GetGenerativeAiAccountsDocument,
  GetGenerativeVideoJobsDocument,
  UpsertGenerativeAiKeyDocument,
  type SynthesiaVideoInput,
} from '../../../../packages/client/src/generated/graphql';
import { givePlans } from './library';
import { attempt, refused, row, type Row } from './matrix';
import type { Caller, World } from './world';

const MEMBERS = ['owner', 'user', 'outsider'] as const;
const OPENAI_KEY = { A: 'sk-acme-openai-key-0001', B: 'sk-bravo-openai-key-0002' };
const SYNTHESIA_KEY = { A: 'pending-acme-synthesia-0003', B: 'pending-bravo-synthesia-0004' };
const groupOf = (w: World, who: Caller) => (who === 'outsider' ? w.groupB : w.groupA);
const letterOf = (who: Caller) => (who === 'outsider' ? 'B' : 'A');

async function connect(w: World, groupId: string, type: 'OPENAI' | 'SYNTHESIA', key: string) {
  await w.server.database.db.insert(generativeAiAccounts).values({
    groupId,
    type,
    keyEncrypted: encryptToken(key, w.server.config.sessionSecret, 'generative ai key'),
    keyLastFour: key.slice(-4),
  });
}

/** Plans, both platforms connected for A and B, a product and a script of each group. */
async function library(w: World): Promise<void> {
  await givePlans(w);
  const db = w.server.database.db;
  for (const [letter, groupId] of [
    ['A', w.groupA],
    ['B', w.groupB],
  ] as const) {
    await connect(w, groupId, 'OPENAI', OPENAI_KEY[letter]);
    await connect(w, groupId, 'SYNTHESIA', SYNTHESIA_KEY[letter]);
    const [product] = await db
      .insert(products)
      .values({
        groupId,
        alternateId: `gid://shopify/Product/ai-${letter}-${w.tag}`,
        title: `${letter === 'A' ? 'Acme' : 'Bravo'} Travel Mug`,
        description: 'Keeps drinks hot.',
        price: '20',
        availableForSale: true,
        handle: `ai-${letter}`,
      })
      .returning();
    w.data[`${letter}.product`] = product!.id;
    const [text] = await db
      .insert(generatedTexts)
      .values({
        groupId,
        type: 'OPENAI',
        productId: product!.id,
        content: `Meet the ${product!.title}. It keeps drinks hot.`,
      })
      .returning();
    w.data[`${letter}.text`] = text!.id;
    const key = objectKey('groups', groupId, 'thumbnails', 'ai-thumb.png');
    await w.server.app.services.storage.putFile(key, PNG, 'image/png');
    w.data[`${letter}.thumbnail`] = w.server.app.services.storage.publicUrl(key);
  }
}

/** Library, plus a PROCESSING job of A whose video Synthesia no longer has. */
async function withJob(w: World): Promise<void> {
  await library(w);
  const [job] = await w.server.database.db
    .insert(generativeVideoJobs)
    .values({
      groupId: w.groupA,
      type: 'SYNTHESIA',
      externalId: randomUUID(),
      title: 'Acme mug video',
      script: 'Meet the Acme Travel Mug.',
      estimatedSeconds: 2,
    })
    .returning();
  w.data['A.job'] = job!.id;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const accountsOf = (w: World, groupId: string) =>
  w.server.database.db
    .select()
    .from(generativeAiAccounts)
    .where(eq(generativeAiAccounts.groupId, groupId));

const videoInput = (title: string): SynthesiaVideoInput => ({
  title,
  input: [
    {
      scriptText: 'Meet the Acme Travel Mug. It keeps drinks hot.',
      avatar: 'Alex',
      background: 'open_office',
      avatarSettings: { style: 'rectangular', horizontalAlign: 'center', scale: 1 },
    },
  ],
});

const UNABLE_TO_GENERATE = 'Unable to generate script.';

export const aiRows: Row[] = [
  row({
    name: 'getGenerativeAIAccounts',
    doc: GetGenerativeAiAccountsDocument,
    setup: library,
    every: {
      callers: MEMBERS,
      outcome: () => (data) => {
        expect(data.getGenerativeAIAccounts.map((a) => a.type).sort()).toEqual([
          'OPENAI',
          'SYNTHESIA',
        ]);
        // Never the key itself.
        expect(JSON.stringify(data)).not.toMatch(/sk-|pending-/);
      },
    },
  }),

  row({
    name: 'upsertGenerativeAIKey',
    doc: UpsertGenerativeAiKeyDocument,
    setup: library,
    vars: (_w, who) => ({
      type: 'OPENAI' as const,
      key: `sk-new-key-of-${who}-x99${who.length}`,
    }),
    also: [
      {
        label: 'a key the platform refuses',
        who: 'owner',
        vars: () => ({ type: 'OPENAI' as const, key: 'sk-invalid-0123456789' }),
        outcome: refused('Unable to save API key.'),
      },
    ],
    every: {
      callers: MEMBERS,
      outcome: (who) => async (data, w) => {
        expect(data.upsertGenerativeAIKey.success).toBe(true);
        const rows = await accountsOf(w, groupOf(w, who));
        expect(rows.find((r) => r.type === 'OPENAI')?.keyLastFour).toBe(`x99${who.length}`);
      },
    },
  }),

  row({
    name: 'deleteGenerativeAIKey',
    doc: DeleteGenerativeAiKeyDocument,
    setup: library,
    // Otto disconnects Bravo's OpenAI, Uma Acme's OpenAI, then Olivia Acme's Synthesia.
    vars: (_w, who) => ({
      type: who === 'owner' ? ('SYNTHESIA' as const) : ('OPENAI' as const),
    }),
    every: {
      callers: MEMBERS,
      outcome: (who) => async (data, w) => {
        expect(data.deleteGenerativeAIKey.success).toBe(true);
        const left = (await accountsOf(w, groupOf(w, who))).map((r) => r.type);
        expect(left).not.toContain(who === 'owner' ? 'SYNTHESIA' : 'OPENAI');
        // The other group's keys are untouched.
        const other = await accountsOf(w, who === 'outsider' ? w.groupA : w.groupB);
        expect(other.map((r) => r.type).sort()).toEqual(
          who === 'outsider' ? ['OPENAI', 'SYNTHESIA'] : ['SYNTHESIA'],
        );
      },
    },
    then: [
      {
        label: 'a platform already disconnected',
        who: 'owner',
        vars: () => ({ type: 'OPENAI' as const }),
        outcome: refused('Unable to delete API key.'),
      },
    ],
  }),

  row({
    name: 'getGeneratedTexts',
    doc: GetGeneratedTextsDocument,
    setup: library,
    every: {
      callers: MEMBERS,
      outcome: (who) => (data, w) =>
        expect(data.getGeneratedTexts.map((t) => t.id)).toEqual([w.data[`${letterOf(who)}.text`]]),
    },
    also: [
      attempt(
        "another group's product",
        'owner',
        GetGeneratedTextsDocument.toString(),
        (w) => ({ productId: w.data['B.product'] }),
        (data: { getGeneratedTexts: unknown[] }) => expect(data.getGeneratedTexts).toEqual([]),
      ),
    ],
  }),

  row({
    name: 'generateProductScript',
    doc: GenerateProductScriptDocument,
    setup: library,
    vars: (w, who) => ({ productId: w.data[`${letterOf(who)}.product`]! }),
    also: [
      {
        label: "another group's product",
        who: 'owner',
        vars: (w) => ({ productId: w.data['B.product']! }),
        outcome: refused(UNABLE_TO_GENERATE),
      },
    ],
    every: {
      callers: MEMBERS,
      outcome: (who) => (data, w) => {
        expect(data.generateProductScript.productId).toBe(w.data[`${letterOf(who)}.product`]);
        expect(data.generateProductScript.content).toContain(
          who === 'outsider' ? 'Bravo Travel Mug' : 'Acme Travel Mug',
        );
      },
    },
  }),

  row({
    name: 'createSynthesiaVideo',
    doc: CreateSynthesiaVideoDocument,
    setup: library,
    vars: (w, who) => ({
      videoInput: videoInput(`Video of ${who}`),
      thumbnailUrl: w.data[`${letterOf(who)}.thumbnail`]!,
    }),
    also: [
      {
        label: "another group's thumbnail",
        who: 'owner',
        vars: (w) => ({ videoInput: videoInput('Stolen'), thumbnailUrl: w.data['B.thumbnail']! }),
        outcome: refused('This field is required.'),
      },
      {
        label: "another group's script",
        who: 'owner',
        vars: (w) => ({
          videoInput: videoInput('Borrowed script'),
          thumbnailUrl: w.data['A.thumbnail']!,
          generatedTextId: w.data['B.text']!,
        }),
        outcome: refused('Error saving data.'),
      },
    ],
    every: {
      callers: MEMBERS,
      outcome: (who) => async (data, w) => {
        expect(data.createSynthesiaVideo).toMatchObject({
          status: 'PROCESSING',
          type: 'SYNTHESIA',
          title: `Video of ${who}`,
        });
        const [job] = await w.server.database.db
          .select()
          .from(generativeVideoJobs)
          .where(
            and(
              eq(generativeVideoJobs.id, data.createSynthesiaVideo.id),
              eq(generativeVideoJobs.groupId, groupOf(w, who)),
            ),
          );
        expect(job).toBeTruthy();
      },
    },
  }),

  row({
    name: 'getGenerativeVideoJobs',
    doc: GetGenerativeVideoJobsDocument,
    setup: withJob,
    every: {
      callers: MEMBERS,
      outcome: (who) => (data, w) =>
        expect(data.getGenerativeVideoJobs.map((j) => j.id)).toEqual(
          who === 'outsider' ? [] : [w.data['A.job']],
        ),
    },
  }),

  row({
    name: 'checkAndUpdateGenerativeVideoJobs',
    doc: CheckAndUpdateGenerativeVideoJobsDocument,
    setup: withJob,
    every: {
      callers: MEMBERS,
      outcome: (who) => (data, w) => {
        if (who === 'outsider') return expect(data.checkAndUpdateGenerativeVideoJobs).toEqual([]);
        // Synthesia no longer has the video: the check fails the job.
        expect(data.checkAndUpdateGenerativeVideoJobs).toEqual([
          expect.objectContaining({ id: w.data['A.job'], status: 'FAILED' }),
        ]);
      },
    },
  }),
];
