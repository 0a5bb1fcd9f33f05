// The server of the storefront benchmarks: the real API (as `main.ts` runs it in development, with
// the demo data, the demo sandbox store and the demo Instagram account) showing a finished layout on
// the sandbox store's home and product pages and the demo Instagram feed (DEMO_FEED_ID, its posts
// synced from the sandbox account, their pictures and videos copied to our storage) on its
// Instagram page (pages/instagram). Prints one line `READY {json}` with the addresses (`feed`: the
// demo feed's id and counts), or `FAIL <reason>`; SIGTERM (or closing stdin) closes it and removes
// its temporary folder.
//
// Three ways to start (lib.mjs picks):
// - BENCH_PREPARE=<dir>: makes the fixture in <dir>/data (PGlite database and local media): the demo
//   data, the demo layout (its clip made with ffmpeg and sent through the real upload transcode:
//   HLS ladder and poster), a second layout of a YouTube and a TikTok video, and the demo Instagram
//   feed (seedDemoInstagram as main.ts runs it, its products from the layout seed, its videos'
//   copies transcoded); closes the app, prints `PREPARED {json}` and exits. Waits for the
//   transcodes however long they take.
// - BENCH_FIXTURE=<dir>: copies a prepared <dir>/data into a temporary folder and serves it at once.
//   The data names the preparing server's public address in absolute addresses (our copies of the
//   Instagram pictures and videos, the sandbox store's product images, its webhooks): they are
//   rebased to this server's address first, as a deployment's public address never changes.
// - neither (DATABASE_URL set: PostgreSQL, used as is: give it a throwaway database): prepares in
//   place, then serves.
// Layout: the demo layout seed's (setting 'demo.layout-id'), unless BENCH_OWN_LAYOUT=1 or the seed
// gives none: then the bench's own, one uploaded video (ffmpeg test pattern, 8 s, 720×1280, H.264 +
// AAC) through the same transcode, in a PORTRAIT layout.
// Addresses: listens on 127.0.0.1:BENCH_PORT; PUBLIC_URL (where the loader, the embed frame, its API
// and media are) is http://BENCH_PUBLIC_HOST:BENCH_PORT (default localhost: another site than the
// store page at 127.0.0.1, as a store and Vendy are in production). Embed app: BENCH_EMBED_DIST (a
// built apps/embed; default apps/embed/dist). Commands on stdin (see below) switch which layout the
// store pages show.
// Branding: BENCH_BRANDING=1 saves BENCH_BRANDING_SETTINGS for the layouts' group before READY, as
// a merchant's save does (the shared validation, the branding service, the public cache cleared),
// and checks that the embeds' read answers it (the group's plan has the branding feature), so the
// layout loads two custom fonts from our server; READY then names them (`branding`). The fixture
// itself never has it: a bench run without the option shows the defaults.
import { spawnSync } from 'node:child_process';
import { setDefaultResultOrder } from 'node:dns';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandingSchema } from '@vendy/client/validation';
import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '../../apps/api/src/app';
import { loadConfig, type Config } from '../../apps/api/src/config';
import type { Database } from '../../apps/api/src/db/connection';
import {
  groups,
  hostedVideos,
  instagramFeeds,
  instagramMedia,
  videos,
  virtualVideos,
  virtualVideoSegments,
  widgets,
} from '../../apps/api/src/db/schema';
import type { JobDeps } from '../../apps/api/src/jobs';
import { seedDemoInstagram, startDemoLayoutSeed } from '../../apps/api/src/composition';
import { DEMO_FEED_ID } from '../../apps/api/src/modules/demo/instagram-seed';
import {
  VIDEO_COPIES_QUEUE,
  VIDEO_SETTLED_QUEUE,
} from '../../apps/api/src/modules/instagram/video-copies';
import {
  DEMO_GROUP_NAME,
  DEMO_STORE_NAME,
  seedDemoData,
  seedDemoStore,
} from '../../apps/api/src/modules/demo/seed';
import {
  brandingFor,
  brandingValuesOf,
  saveBranding,
} from '../../apps/api/src/modules/branding/service';
import { getSetting, setSetting } from '../../apps/api/src/modules/settings/service';
import { COPY_TRANSCODE_QUEUE, TRANSCODE_QUEUE } from '../../apps/api/src/modules/videos/hosted';
import { newUploadId, uploadFile } from '../../apps/api/src/modules/videos/paths';
import { transcodeHostedVideo } from '../../apps/api/src/modules/videos/transcode';
import { DEMO_LAYOUT_SETTING } from '../../apps/api/src/sandbox/shopify/storefront';

// PUBLIC_URL names localhost and the server listens on 127.0.0.1: the server's own requests to its
// public address (the sandbox store's admin calls) must not try ::1 first.
setDefaultResultOrder('ipv4first');

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (reason: string): never => {
  say(`FAIL ${reason}`);
  process.exit(1);
};

/** A READY layout named by the demo setting, with every video it plays READY, or null. */
async function readyDemoLayout(db: Database): Promise<{ id: string; type: string } | null> {
  const id = await getSetting(db, DEMO_LAYOUT_SETTING);
  if (typeof id !== 'string') return null;
  const [layout] = await db
    .select({ id: widgets.id, type: widgets.type, status: widgets.status })
    .from(widgets)
    .where(eq(widgets.id, id));
  if (layout?.status !== 'READY') return null;
  const [group] = await db
    .select({ groupId: widgets.groupId })
    .from(widgets)
    .where(eq(widgets.id, id));
  const pending = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.groupId, group!.groupId), eq(videos.status, 'PROCESSING')));
  return pending.length === 0 ? { id: layout.id, type: layout.type } : null;
}

let stopSeed = () => {};

/** The bench's own layout: one video uploaded and transcoded as the upload path does it. */
async function ownLayout(deps: JobDeps, scratch: string) {
  const { db, config } = deps;
  const [group] = await db.select().from(groups).where(eq(groups.name, DEMO_GROUP_NAME));
  if (!group) return fail(`no '${DEMO_GROUP_NAME}' group: the demo data seed did not run`);
  const source = path.join(scratch, 'bench-video.mp4');
  const ffmpeg = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=720x1280:rate=30:duration=8'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=8'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', source],
    ],
    { stdio: 'inherit' },
  );
  if (ffmpeg.status !== 0) fail('ffmpeg could not make the test video');
  const uploadId = newUploadId();
  const target = uploadFile(config, uploadId);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(source, target);
  const [hosted] = await db
    .insert(hostedVideos)
    .values({
      groupId: group.id,
      uploadId,
      fileName: 'bench-video.mp4',
      size: (await stat(source)).size,
      declaredSeconds: 8,
      status: 'PROCESSING',
      uploadedAt: new Date(),
    })
    .returning();
  const [video] = await db
    .insert(videos)
    .values({
      groupId: group.id,
      title: 'Bench video',
      // The declared length and shape until the transcode settles them from the probe.
      duration: 8,
      aspectRatio: 720 / 1280,
      status: 'PROCESSING',
      source: 'UPLOAD',
      externalId: hosted!.id,
    })
    .returning();
  await transcodeHostedVideo(
    {
      id: 'bench',
      data: { hostedVideoId: hosted!.id },
      retryCount: 0,
      retryLimit: 0,
      signal: new AbortController().signal,
    },
    deps,
  );
  const [done] = await db.select().from(videos).where(eq(videos.id, video!.id));
  if (done?.status !== 'READY') fail(`the bench video did not transcode (status ${done?.status})`);
  const [virtualVideo] = await db
    .insert(virtualVideos)
    .values({ groupId: group.id, title: 'Bench shoppable video' })
    .returning();
  await db
    .insert(virtualVideoSegments)
    .values({ virtualVideoId: virtualVideo!.id, rank: 0, videoId: video!.id });
  const [layout] = await db
    .insert(widgets)
    .values({
      groupId: group.id,
      title: 'Bench layout',
      type: 'PORTRAIT',
      status: 'READY',
      virtualVideoId: virtualVideo!.id,
    })
    .returning();
  await setSetting(db, DEMO_LAYOUT_SETTING, layout!.id);
  return { id: layout!.id, type: layout!.type };
}

/**
 * A second finished layout whose items play on YouTube and TikTok (imported videos, no stored
 * thumbnail): the store page with it must not reach either before a click.
 */
async function thirdPartyLayout(db: Database, groupId: string): Promise<string> {
  const [youtube, tiktok] = await db
    .insert(videos)
    .values([
      {
        groupId,
        title: 'Bench YouTube video',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        sourceUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        sourceId: 'aqz-KE-bpKQ',
        source: 'YOUTUBE' as const,
        duration: 60,
        aspectRatio: 16 / 9,
        status: 'READY' as const,
      },
      {
        groupId,
        title: 'Bench TikTok video',
        url: 'https://www.tiktok.com/@scout2015/video/6718335390845095173',
        sourceUrl: 'https://www.tiktok.com/@scout2015/video/6718335390845095173',
        sourceId: '6718335390845095173',
        source: 'TIKTOK' as const,
        duration: 15,
        aspectRatio: 9 / 16,
        status: 'READY' as const,
      },
    ])
    .returning();
  const [virtualVideo] = await db
    .insert(virtualVideos)
    .values({ groupId, title: 'Bench imported videos' })
    .returning();
  await db.insert(virtualVideoSegments).values([
    { virtualVideoId: virtualVideo!.id, rank: 0, videoId: youtube!.id },
    { virtualVideoId: virtualVideo!.id, rank: 1, videoId: tiktok!.id },
  ]);
  const [layout] = await db
    .insert(widgets)
    .values({
      groupId,
      title: 'Bench imported videos',
      type: 'PORTRAIT',
      status: 'READY',
      virtualVideoId: virtualVideo!.id,
    })
    .returning();
  return layout!.id;
}

/**
 * The branding BENCH_BRANDING=1 saves: every visible choice off its default, the button font and
 * the text font two different served families (so the frame loads two stylesheets and two woff2
 * files), and the Powered-by logo hidden.
 */
const BENCH_BRANDING_SETTINGS = {
  buttonBackgroundColor: '#1f6f50',
  buttonTextColor: '#fffaf0',
  buttonBorderRadius: 4,
  buttonFontName: 'work-sans-n7',
  textColor: '#222222',
  textHighlightColor: '#c2410c',
  textFontName: 'lato-n4',
  bannerHighlightColor: '#c2410c',
  productCardBackgroundColor: '#fffaf0',
  hideVendyBranding: true,
};

/**
 * Saves BENCH_BRANDING_SETTINGS for the group as upsertBrandingSettings does (validated by the
 * shared schema, stored over the defaults, the group's public answers forgotten), then reads it
 * back as the embeds do: the bench fails unless the saved fonts are in force.
 */
async function saveBenchBranding(groupId: string) {
  const input = await brandingSchema.validate(BENCH_BRANDING_SETTINGS, {
    abortEarly: true,
    stripUnknown: true,
  });
  const saved = await saveBranding(deps.db, groupId, brandingValuesOf(input));
  deps.publicCache.invalidateGroup(groupId);
  const shown = (await brandingFor(deps, [groupId])).get(groupId);
  if (
    shown?.buttonFontName !== saved.buttonFontName ||
    shown.textFontName !== saved.textFontName ||
    !shown.buttonFontUrl ||
    !shown.textFontUrl ||
    shown.hideVendyBranding !== true
  ) {
    throw new Error(
      "the saved branding is not what the embeds show: the layouts' group's plan has no branding feature",
    );
  }
  return saved;
}

/** The demo Instagram feed as the fixture has it (null: the seed made none). */
interface PreparedFeed {
  feedId: string;
  /** Posts shown (carousel children not counted) and every media row (children counted). */
  posts: number;
  media: number;
  /** Video rows, and those whose address is our HLS copy (not the sandbox CDN's MP4). */
  videos: number;
  ownVideos: number;
}

interface Prepared {
  layoutId: string;
  layoutType: string;
  layoutOrigin: string;
  thirdPartyLayoutId: string;
  feed: PreparedFeed | null;
  /** The public address of the server that prepared the data (PUBLIC_URL then). */
  publicUrl: string;
}

const prepareDir = process.env.BENCH_PREPARE;
const fixtureDir = process.env.BENCH_FIXTURE;
const port = Number(process.env.BENCH_PORT ?? 0);
if (!port) fail('BENCH_PORT is not set');
const scratch = prepareDir ?? (await mkdtemp(path.join(tmpdir(), 'vendy-bench-storefront-')));
await mkdir(scratch, { recursive: true });
const dataDir = path.join(scratch, 'data');
let prepared: Prepared | null = null;
if (fixtureDir) {
  prepared = JSON.parse(await readFile(path.join(fixtureDir, 'fixture.json'), 'utf8')) as Prepared;
  await cp(path.join(fixtureDir, 'data'), dataDir, { recursive: true });
}
const listenUrl = `http://127.0.0.1:${port}`;
const publicUrl = `http://${process.env.BENCH_PUBLIC_HOST ?? 'localhost'}:${port}`;
let config: Config;
try {
  config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const app = await createApp(config!, {
  ...(process.env.BENCH_EMBED_DIST ? { embedDist: process.env.BENCH_EMBED_DIST } : {}),
});
const deps: JobDeps = { ...app.services, logger: app.logger };
let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  stopSeed();
  await app.close().catch(() => {});
  if (!prepareDir) await rm(scratch, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());

/**
 * The queues whose jobs the fixture waits for: the uploads' transcode, and the Instagram videos'
 * copies (fetched from the sandbox CDN, transcoded on their own queue, then pointed at).
 */
const FIXTURE_QUEUES = [
  TRANSCODE_QUEUE,
  VIDEO_COPIES_QUEUE,
  COPY_TRANSCODE_QUEUE,
  VIDEO_SETTLED_QUEUE,
];

/**
 * Waits until no job of FIXTURE_QUEUES is queued or running: a video is READY before its job has
 * made the poster's copies, and a fixture closed then would lack them; a feed's video keeps the
 * sandbox CDN's address until its copy has settled.
 */
async function transcodeJobsDone(): Promise<void> {
  for (;;) {
    const result = (await deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where name in (${sql.join(
        FIXTURE_QUEUES.map((q) => sql`${q}`),
        sql`, `,
      )}) and state in ('created', 'retry', 'active')`,
    )) as unknown as { rows: Array<{ n: number }> } | Array<{ n: number }>;
    const rows = Array.isArray(result) ? result : result.rows;
    if (Number(rows[0]?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The demo feed's posts and whether its videos play from our copies. */
async function demoFeed(): Promise<PreparedFeed | null> {
  const [feed] = await deps.db
    .select({ id: instagramFeeds.id, groupId: instagramFeeds.groupId })
    .from(instagramFeeds)
    .where(eq(instagramFeeds.id, DEMO_FEED_ID));
  if (!feed) return null;
  const media = await deps.db
    .select({
      mediaType: instagramMedia.mediaType,
      mediaUrl: instagramMedia.mediaUrl,
      parent: instagramMedia.parentMediaExternalId,
    })
    .from(instagramMedia)
    .where(eq(instagramMedia.groupId, feed.groupId));
  const videoRows = media.filter((m) => m.mediaType === 'VIDEO');
  return {
    feedId: feed.id,
    posts: media.filter((m) => m.parent === null).length,
    media: media.length,
    videos: videoRows.length,
    ownVideos: videoRows.filter((m) => /\.m3u8(\?|$)/.test(m.mediaUrl ?? '')).length,
  };
}

/** The demo layout (waiting for its transcode, however long) and the YouTube/TikTok layout. */
async function prepare(): Promise<Prepared> {
  let layout: { id: string; type: string } | null = null;
  let origin = 'bench';
  if (process.env.BENCH_OWN_LAYOUT !== '1') {
    const seed = startDemoLayoutSeed(deps);
    stopSeed = () => seed.stop();
    const outcome = await seed.done;
    if (outcome?.status === 'created' || outcome?.status === 'exists') {
      layout = await readyDemoLayout(deps.db);
      if (layout) origin = 'demo seed';
    }
    if (!layout)
      app.logger.warn(
        { outcome },
        'the demo layout seed gave no finished layout: using the bench layout',
      );
  }
  layout ??= await ownLayout(deps, scratch);
  await transcodeJobsDone();
  const [shown] = await deps.db
    .select({ groupId: widgets.groupId })
    .from(widgets)
    .where(eq(widgets.id, layout.id));
  return {
    layoutId: layout.id,
    layoutType: layout.type,
    layoutOrigin: origin,
    thirdPartyLayoutId: await thirdPartyLayout(deps.db, shown!.groupId),
    feed: await demoFeed(),
    publicUrl,
  };
}

/**
 * Rewrites `from` (the preparing server's public address) to `to` in every text and JSON column of
 * the app's tables; answers how many values changed. Without it a fixture served on another port
 * names a dead origin: the feed viewer would take our own picture copies for another host's (and
 * show none before a click), and product images and webhooks would point nowhere.
 */
async function rebaseAddresses(from: string, to: string): Promise<number> {
  if (from === to) return 0;
  const origin = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;
  if (!origin.test(from) || !origin.test(to)) fail(`cannot rebase ${from} to ${to}`);
  const rowsOf = <T>(result: unknown): T[] =>
    Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await deps.db.execute(
      sql`select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`,
    ),
  );
  let changed = 0;
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const cast = type === 'json' || type === 'jsonb' ? `::${type}` : '';
    const result = await deps.db.execute(
      sql.raw(
        `update "${table}" set "${column}" = replace("${column}"::text, '${from}/', '${to}/')${cast} where "${column}"::text like '%${from}/%' returning 1`,
      ),
    );
    changed += rowsOf(result).length;
  }
  return changed;
}

let rebased = 0;
try {
  if (prepared?.publicUrl) rebased = await rebaseAddresses(prepared.publicUrl, publicUrl);
  await seedDemoData(deps);
  const url = await app.listen(port);
  await seedDemoStore(deps);
  // As main.ts: the demo Instagram account goes through the sandbox over HTTP (so after listen),
  // connects, syncs and makes the demo feed on the store's Instagram page; its products come with
  // the layout seed (prepare). Once per database: a fixture's copy has it already.
  await seedDemoInstagram(deps);
  if (prepareDir) {
    const made = await prepare();
    await setSetting(deps.db, DEMO_LAYOUT_SETTING, made.layoutId);
    await app.close();
    await writeFile(path.join(prepareDir, 'prepared.json'), JSON.stringify(made));
    say(`PREPARED ${JSON.stringify(made)}`);
    process.exit(0);
  }
  prepared ??= await prepare();
  await setSetting(deps.db, DEMO_LAYOUT_SETTING, prepared.layoutId);
  let branding: Awaited<ReturnType<typeof saveBenchBranding>> | null = null;
  if (process.env.BENCH_BRANDING === '1') {
    const [shown] = await deps.db
      .select({ groupId: widgets.groupId })
      .from(widgets)
      .where(eq(widgets.id, prepared.layoutId));
    if (!shown) throw new Error(`no layout ${prepared.layoutId}`);
    branding = await saveBenchBranding(shown.groupId);
  }
  const store = `${listenUrl}/sandbox/shopify/${DEMO_STORE_NAME}`;
  say(
    `READY ${JSON.stringify({
      url: publicUrl,
      listen: url,
      layoutId: prepared.layoutId,
      layoutType: prepared.layoutType,
      layoutOrigin: prepared.layoutOrigin,
      thirdPartyLayoutId: prepared.thirdPartyLayoutId,
      feed: prepared.feed ?? null,
      branding,
      rebased,
      store,
      database: app.database.driver,
      pid: process.pid,
    })}`,
  );
  // Commands on stdin, one per line, each answered `OK <command>`: `LAYOUT OFF` takes the layout
  // off the store pages (the setting no longer names a layout), `LAYOUT ON` puts it back and
  // `LAYOUT THIRD-PARTY` shows the YouTube / TikTok layout instead; `JOBS STOP` stops the job queue.
  const shownLayout = prepared.layoutId;
  const thirdPartyLayoutId = prepared.thirdPartyLayoutId;
  let input = '';
  // The bench closes stdin when it ends (or dies): never outlive it.
  process.stdin.once('end', () => void close());
  process.stdin.setEncoding('utf8').on('data', (chunk: string) => {
    input += chunk;
    let nl: number;
    while ((nl = input.indexOf('\n')) !== -1) {
      const command = input.slice(0, nl).trim();
      input = input.slice(nl + 1);
      const value =
        command === 'LAYOUT OFF'
          ? 'off'
          : command === 'LAYOUT ON'
            ? shownLayout
            : command === 'LAYOUT THIRD-PARTY'
              ? thirdPartyLayoutId
              : null;
      if (command === 'JOBS STOP') {
        // The payload bench: no job queue polling the embedded database in this process, so its
        // CPU time is the requests' own.
        void app.services.jobs.stop().then(() => say(`OK ${command}`));
        continue;
      }
      if (value === null) continue;
      void setSetting(deps.db, DEMO_LAYOUT_SETTING, value).then(() => say(`OK ${command}`));
    }
  });
} catch (error) {
  const cause =
    error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  say(
    `FAIL ${error instanceof Error ? error.message.replaceAll('\n', ' | ') : String(error)}${cause}`,
  );
  await app.close().catch(() => {});
  if (!prepareDir) await rm(scratch, { recursive: true, force: true });
  process.exit(1);
}
