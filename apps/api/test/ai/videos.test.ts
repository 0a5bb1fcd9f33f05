// Generated videos end to end with the sandboxes: a script written for a product pre-fills a
// Synthesia video ('Make a video'); the sandbox renders a real MP4 and calls the signed webhook;
// the server fetches the file itself, transcodes it to HLS and saves it as a Video of the group
// with the job's thumbnail, and the job tells when the avatar names the product ('Make it
// shoppable'). A failed render fails the job; a job the webhook never reached completes when the
// list loads; forged, stale and replayed webhook deliveries change nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generativeVideoJobs } from '../../src/db/schema';
import { UPGRADE_REQUIRED_MESSAGE } from '../../src/modules/billing/plan-guard';
import {
  createSynthesiaVideo,
  signSynthesiaWebhook,
  synthesiaApi,
} from '../../src/providers/synthesia';
import { sandboxRendersSettled, SANDBOX_FAIL_MARK } from '../../src/sandbox/synthesia/routes';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';
import { readLadder } from '../videos/hls-check';
import {
  addProduct,
  CHECK_JOBS,
  CREATE_VIDEO,
  GENERATE,
  JOBS,
  scene,
  shop,
  until,
  uploadThumbnail,
  UPSERT_KEY,
  VIDEOS,
  type Job,
  type Shop,
} from './harness';

let server: OwnAddressServer;
let dataDir: string;
const SYNTHESIA_KEY = 'synthesia-demo-key-0123456789';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-ai-videos-'));
  server = await startOwnAddressServer({ DATA_DIR: dataDir });
}, 120_000);

afterAll(async () => {
  await sandboxRendersSettled();
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const messages = (response: { body: { errors?: Array<{ message: string }> } }) =>
  (response.body.errors ?? []).map((e) => e.message);

async function connected(): Promise<Shop> {
  const s = await shop(server);
  for (const [type, key] of [
    ['OPENAI', 'sk-demo-key-0123456789'],
    ['SYNTHESIA', SYNTHESIA_KEY],
  ]) {
    const saved = await s.gql(UPSERT_KEY, { type, key });
    expect(saved.body.errors).toBeUndefined();
  }
  return s;
}

async function jobOf(s: Shop, id: string): Promise<Job> {
  const answer = await s.gql<{ getGenerativeVideoJobs: Job[] }>(JOBS);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.getGenerativeVideoJobs.find((job) => job.id === id)!;
}

interface VideoItem {
  id: string;
  title: string;
  status: string;
  thumbnailUrl: string | null;
  duration: number;
}

async function videosOf(s: Shop): Promise<VideoItem[]> {
  const answer = await s.gql<{ getVideos: VideoItem[] }>(VIDEOS);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.getVideos;
}

describe('the loop: script → video → a Video ready to use, with the product placed', () => {
  it('makes a video from a script and saves it to the Videos page', async () => {
    const s = await connected();
    const productId = await addProduct(server, s.groupId, {
      title: 'Linen Weekender Bag',
      description: 'A roomy bag woven from Belgian linen.',
      price: '89',
      variants: ['Sand', 'Olive'],
    });
    const generated = await s.gql<{ generateProductScript: { id: string; content: string } }>(
      GENERATE,
      { productId },
    );
    const script = generated.body.data!.generateProductScript;
    const thumbnailUrl = await uploadThumbnail(server, s.groupId);
    const intro = 'Hello and welcome to our shop today.';
    const created = await s.gql<{ createSynthesiaVideo: Job }>(CREATE_VIDEO, {
      videoInput: {
        title: 'Weekender spotlight',
        input: [scene(intro), scene(script.content, { background: 'light_blue', avatar: 'Ada' })],
      },
      thumbnailUrl,
      generatedTextId: script.id,
    });
    expect(created.body.errors).toBeUndefined();
    const job = created.body.data!.createSynthesiaVideo;
    expect(job).toMatchObject({
      status: 'PROCESSING',
      type: 'SYNTHESIA',
      title: 'Weekender spotlight',
      thumbnailUrl,
      generatedVideoId: null,
      generatedTextId: script.id,
      productId,
      product: { id: productId, title: 'Linen Weekender Bag' },
      script: `${intro}\n\n${script.content}`,
    });
    // The intro's seven words take 2.8 s at 150 words a minute; then the words of the script
    // before the product's title.
    const words = script.content.toLowerCase().split(/\s+/);
    const before = words.indexOf('linen');
    expect(before).toBeGreaterThanOrEqual(0);
    const expected = 7 / 2.5 + before / 2.5;
    expect(job.productMentionSeconds).toBeCloseTo(expected, 1);

    // The sandbox renders, calls the webhook; the server fetches and saves the video.
    const done = await until('the job to complete', async () => {
      const current = await jobOf(s, job.id);
      return current.status === 'PROCESSING' ? undefined : current;
    });
    expect(done.status).toBe('COMPLETE');
    expect(done.generatedVideoId).toBeTruthy();
    const listed = (await videosOf(s)).find((v) => v.id === done.generatedVideoId);
    expect(listed).toMatchObject({ title: 'Weekender spotlight', thumbnailUrl });
    // Ready to use once the HLS pipeline has transcoded it.
    const ready = await until('the video to be ready', async () => {
      const answer = await s.gql<{ checkAndUpdateVideoStatus: VideoItem & { url: string | null } }>(
        `mutation checkAndUpdateVideoStatus($videoId: ID!) { checkAndUpdateVideoStatus(videoId: $videoId) { id status duration url } }`,
        { videoId: done.generatedVideoId },
      );
      const video = answer.body.data?.checkAndUpdateVideoStatus;
      return video && video.status !== 'PROCESSING' ? video : undefined;
    });
    expect(ready.status).toBe('READY');
    const ladder = await readLadder(ready.url!);
    expect(ladder.variants.length).toBeGreaterThan(0);
    // The mention stays within the video, scaled to its real length (the sandbox speaks at the
    // same pace, so the estimate barely moves).
    expect(done.productMentionSeconds!).toBeLessThan(ready.duration);
    expect(done.productMentionSeconds!).toBeCloseTo(expected, 0);
  }, 400_000);

  it('fails the job when the platform cannot make the video', async () => {
    const s = await connected();
    const created = await s.gql<{ createSynthesiaVideo: Job }>(CREATE_VIDEO, {
      videoInput: { title: 'Doomed', input: [scene(`This will not render ${SANDBOX_FAIL_MARK}`)] },
      thumbnailUrl: await uploadThumbnail(server, s.groupId),
    });
    const id = created.body.data!.createSynthesiaVideo.id;
    const done = await until('the job to fail', async () => {
      const current = await jobOf(s, id);
      return current.status === 'PROCESSING' ? undefined : current;
    });
    expect(done).toMatchObject({
      status: 'FAILED',
      generatedVideoId: null,
      errorMessage: 'Synthesia could not generate this video.',
    });
    expect(await videosOf(s)).toEqual([]);
  }, 120_000);

  it('completes a job the webhook never reached when the list is loaded', async () => {
    const s = await connected();
    // A video made at Synthesia before its job was recorded: its webhook found no job.
    const video = await createSynthesiaVideo(synthesiaApi(server.config), SYNTHESIA_KEY, {
      title: 'Late job',
      input: [scene('Our autumn collection is here.')],
    });
    await sandboxRendersSettled();
    const [row] = await server.database.db
      .insert(generativeVideoJobs)
      .values({
        groupId: s.groupId,
        type: 'SYNTHESIA',
        externalId: video.id,
        title: 'Late job',
        script: 'Our autumn collection is here.',
        estimatedSeconds: 2.4,
      })
      .returning();
    expect((await jobOf(s, row!.id)).status).toBe('PROCESSING');
    const checked = await s.gql<{ checkAndUpdateGenerativeVideoJobs: Job[] }>(CHECK_JOBS);
    expect(checked.body.errors).toBeUndefined();
    const done = await until('the job to complete', async () => {
      const current = await jobOf(s, row!.id);
      return current.status === 'PROCESSING' ? undefined : current;
    });
    expect(done.status).toBe('COMPLETE');
    expect((await videosOf(s)).map((v) => v.id)).toEqual([done.generatedVideoId]);
  }, 240_000);
});

describe("Synthesia's webhook", () => {
  const secret = () => synthesiaApi(server.config).webhookSecret!;
  const deliver = (body: string, headers: Record<string, string>) =>
    fetch(`${server.url}/webhooks/synthesia`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const signed = (body: string, at = Math.floor(Date.now() / 1000), key = secret()) => ({
    'synthesia-timestamp': String(at),
    'synthesia-signature': signSynthesiaWebhook(key, String(at), body),
  });

  it('refuses forged, stale and replayed deliveries, changing nothing', async () => {
    const s = await connected();
    const [row] = await server.database.db
      .insert(generativeVideoJobs)
      .values({
        groupId: s.groupId,
        type: 'SYNTHESIA',
        externalId: 'ext-webhook-test',
        title: 'Webhook',
        script: 'Hi.',
        estimatedSeconds: 2,
      })
      .returning();
    const body = JSON.stringify({ type: 'video.completed', data: { id: 'ext-webhook-test' } });
    const stored = async () =>
      (
        await server.database.db
          .select()
          .from(generativeVideoJobs)
          .where(eq(generativeVideoJobs.id, row!.id))
      )[0]!;

    expect((await deliver(body, {})).status).toBe(401);
    expect((await deliver(body, signed(body, undefined, 'not-the-secret'))).status).toBe(401);
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect((await deliver(body, signed(body, old))).status).toBe(401);
    expect((await stored()).webhookAt).toBeNull();

    const headers = signed(body);
    expect((await deliver(body, headers)).status).toBe(200);
    expect((await stored()).webhookAt).not.toBeNull();
    // The very same delivery again.
    expect((await deliver(body, headers)).status).toBe(409);
    // An unknown video is acknowledged and ignored.
    const other = JSON.stringify({ type: 'video.completed', data: { id: 'not-ours' } });
    expect((await deliver(other, signed(other))).status).toBe(200);
    // The server asked Synthesia itself: it does not know this video, so the job fails.
    const failed = await until('the job to be checked', async () => {
      const current = await stored();
      return current.status === 'PROCESSING' ? undefined : current;
    });
    expect(failed.status).toBe('FAILED');
    expect(failed.generatedVideoId).toBeNull();
  }, 120_000);
});

describe('createSynthesiaVideo refusals', () => {
  it('checks the form, the thumbnail, the account and the plan', async () => {
    const s = await shop(server);
    const thumbnailUrl = await uploadThumbnail(server, s.groupId);
    const ask = (videoInput: unknown, thumbnail = thumbnailUrl) =>
      s.gql(CREATE_VIDEO, { videoInput, thumbnailUrl: thumbnail });
    expect(messages(await ask({ title: 'No account', input: [scene('Hi there.')] }))).toEqual([
      'Error saving data.',
    ]);
    await s.gql(UPSERT_KEY, { type: 'SYNTHESIA', key: SYNTHESIA_KEY });
    expect(messages(await ask({ title: ' ', input: [scene('Hi.')] }))).toEqual([
      'This field is required',
    ]);
    expect(messages(await ask({ title: 'No scenes', input: [] }))).toEqual([
      'This field is required',
    ]);
    expect(messages(await ask({ title: 'Blank', input: [scene('  ')] }))).toEqual([
      'This field is required',
    ]);
    expect(
      messages(
        await ask({
          title: 'Scale',
          input: [
            scene('Hi.', {
              avatarSettings: { style: 'rectangular', horizontalAlign: 'left', scale: -1 },
            }),
          ],
        }),
      ),
    ).toEqual(['Must be positive.']);
    expect(messages(await ask({ title: 'Thumb', input: [scene('Hi.')] }, ' '))).toEqual([
      'This field is required.',
    ]);
    const other = await shop(server);
    expect(
      messages(
        await ask(
          { title: 'Thumb', input: [scene('Hi.')] },
          await uploadThumbnail(server, other.groupId),
        ),
      ),
    ).toEqual(['This field is required.']);
    expect(
      messages(
        await ask({ title: 'Thumb', input: [scene('Hi.')] }, 'https://evil.example.com/x.png'),
      ),
    ).toEqual(['This field is required.']);
    const rows = await server.database.db
      .select()
      .from(generativeVideoJobs)
      .where(eq(generativeVideoJobs.groupId, s.groupId));
    expect(rows).toEqual([]);

    const free = await shop(server, 'free');
    expect(
      messages(
        await free.gql(CREATE_VIDEO, {
          videoInput: { title: 'Free', input: [scene('Hi.')] },
          thumbnailUrl: await uploadThumbnail(server, free.groupId),
        }),
      ),
    ).toEqual([UPGRADE_REQUIRED_MESSAGE]);
  }, 60_000);
});
