// The server of the storefront benchmarks: the real API (as `main.ts` runs it in development, with
// the demo data and the demo sandbox store) on a fresh database, showing a finished layout on the
// sandbox store's home and product pages. Prints one line `READY {json}` with the addresses, or
// `FAIL <reason>`; SIGTERM closes it and removes the temporary folder.
//
// Database: DATABASE_URL when set (PostgreSQL, used as is: give it a throwaway database, the demo
// data goes into it), else PGlite in a temporary DATA_DIR.
// Embed app: BENCH_EMBED_DIST (a built apps/embed; default apps/embed/dist).
// Layout: the demo layout seed's (setting 'demo.layout-id') when the demo module has one, unless
// BENCH_OWN_LAYOUT=1; otherwise (or when the seed gives nothing within BENCH_SEED_SECONDS, 240)
// the bench's own: one uploaded video (ffmpeg test pattern, 8 s, 720×1280, H.264 + AAC) through
// the real transcode step (HLS ladder in local storage), in a PORTRAIT layout. A second finished
// layout plays a YouTube and a TikTok video. Commands on stdin (see below) switch which layout the
// store pages show; closing stdin stops the server.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../../apps/api/src/app';
import { loadConfig, type Config } from '../../apps/api/src/config';
import type { Database } from '../../apps/api/src/db/connection';
import {
  groups,
  hostedVideos,
  videos,
  virtualVideos,
  virtualVideoSegments,
  widgets,
} from '../../apps/api/src/db/schema';
import type { JobDeps } from '../../apps/api/src/jobs';
import type { Logger } from '../../apps/api/src/logger';
import {
  DEMO_GROUP_NAME,
  DEMO_STORE_NAME,
  seedDemoData,
  seedDemoStore,
} from '../../apps/api/src/modules/demo/seed';
import { getSetting, setSetting } from '../../apps/api/src/modules/settings/service';
import { newUploadId, uploadFile } from '../../apps/api/src/modules/videos/paths';
import { transcodeHostedVideo } from '../../apps/api/src/modules/videos/transcode';
import { DEMO_LAYOUT_SETTING } from '../../apps/api/src/sandbox/shopify/storefront';

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (reason: string): never => {
  say(`FAIL ${reason}`);
  process.exit(1);
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

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

/** Starts the demo layout seed when the demo module has one; false when it does not. */
async function startDemoLayoutSeed(deps: { db: Database; config: Config; logger: Logger }) {
  const dir = path.resolve(import.meta.dirname, '../../apps/api/src/modules/demo');
  for (const name of (await readdir(dir)).sort()) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const mod = (await import(path.join(dir, name))) as Record<string, unknown>;
    const start = mod.startDemoLayoutSeed;
    if (typeof start === 'function') {
      const handle = (start as (d: typeof deps) => { stop?: () => void } | undefined)(deps);
      if (typeof handle?.stop === 'function') stopSeed = () => handle.stop!();
      return true;
    }
  }
  return false;
}

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

const scratch = await mkdtemp(path.join(tmpdir(), 'vendy-bench-storefront-'));
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
let config: Config;
try {
  config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATA_DIR: path.join(scratch, 'data'),
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
  await rm(scratch, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());

try {
  await seedDemoData(deps);
  const url = await app.listen(port);
  await seedDemoStore(deps);

  let layout: { id: string; type: string } | null = null;
  let origin = 'bench';
  if (process.env.BENCH_OWN_LAYOUT !== '1' && (await startDemoLayoutSeed(deps))) {
    const deadline = Date.now() + Number(process.env.BENCH_SEED_SECONDS ?? 240) * 1000;
    while (!layout && Date.now() < deadline) {
      layout = await readyDemoLayout(deps.db);
      if (!layout) await new Promise((r) => setTimeout(r, 500));
    }
    if (layout) origin = 'demo seed';
    else
      app.logger.warn(
        'the demo layout seed gave no finished layout in time: using the bench layout',
      );
  }
  layout ??= await ownLayout(deps, scratch);

  const [shown] = await deps.db
    .select({ groupId: widgets.groupId })
    .from(widgets)
    .where(eq(widgets.id, layout.id));
  const thirdPartyLayoutId = await thirdPartyLayout(deps.db, shown!.groupId);
  const store = `${url}/sandbox/shopify/${DEMO_STORE_NAME}`;
  say(
    `READY ${JSON.stringify({
      url,
      layoutId: layout.id,
      layoutType: layout.type,
      layoutOrigin: origin,
      thirdPartyLayoutId,
      store,
      database: app.database.driver,
      pid: process.pid,
    })}`,
  );
  // Commands on stdin, one per line, each answered `OK <command>`: `LAYOUT OFF` takes the layout
  // off the store pages (the setting no longer names a layout), `LAYOUT ON` puts it back and
  // `LAYOUT THIRD-PARTY` shows the YouTube / TikTok layout instead.
  const shownLayout = layout.id;
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
  await rm(scratch, { recursive: true, force: true });
  process.exit(1);
}
