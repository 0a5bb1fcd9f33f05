// The pipeline side of the transcode bench: the API's upload transcode exactly as the job runs it
// (the video-transcode job's handler, transcodeJob.handle: transcodeHostedVideo's probe, frame
// rate, ladder, HLS encode, rendition folders, master playlist from the produced segments, poster,
// publish to local storage, settle READY, upload file removed; then whatever else the job does
// for a finished upload, such as the poster's copies), on the API's own services (database,
// storage, tus) in a throwaway data folder. No job queue is started: the bench calls the job's
// handler itself, as pg-boss does (the queue wakes its worker on send, so it adds no waiting).
//
// Protocol (run by run.mjs): prints `READY {json}` with the ffmpeg build, then for each line
// `round <clip>` on stdin transcodes the clip as a fresh upload and prints `ROUND {json}` with the
// wall time and the CPU time of this process and of the ffmpeg/ffprobe processes it ran; `quit`
// (or the end of stdin) closes it. Failures print `FAIL <reason>`.
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildServices } from '../../apps/api/src/composition';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/connection';
import { groups, hostedVideos, videos } from '../../apps/api/src/db/schema';
import type { JobDeps, Jobs } from '../../apps/api/src/jobs';
import { createLogger } from '../../apps/api/src/logger';
import { FFMPEG_BINARIES } from '../../apps/api/src/modules/videos/ffmpeg';
import { findHosted } from '../../apps/api/src/modules/videos/hosted';
import { mediaKeys, newUploadId, uploadFile } from '../../apps/api/src/modules/videos/paths';
import { transcodeJob } from '../../apps/api/src/modules/videos/jobs';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** Clock ticks per second of /proc's times (getconf CLK_TCK; 100 on Linux). */
const CLK_TCK = Number(process.env.BENCH_CLK_TCK ?? 100);

/** CPU seconds of the children this process has waited for (user + sys, /proc/self/stat). */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 (cutime, cstime), counted from `state` (field 3) here.
  return (Number(fields[13]) + Number(fields[14])) / CLK_TCK;
}

function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

const scratch = await mkdtemp(path.join(tmpdir(), 'vendy-bench-transcode-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  HOST: '127.0.0.1',
  PORT: '3800',
  PUBLIC_URL: 'http://127.0.0.1:3800',
  DATA_DIR: path.join(scratch, 'data'),
});
const logger = createLogger(config);
const database = await openDatabase(config.database);
await database.migrate();
const noJobs: Jobs = {
  send: () => Promise.reject(new Error('no job queue in the transcode bench')),
  state: () => Promise.resolve(null),
  stop: () => Promise.resolve(),
};
const deps: JobDeps = { ...buildServices(config, database.db), jobs: noJobs, logger };
const [group] = await deps.db.insert(groups).values({ name: 'Transcode bench' }).returning();

async function close() {
  await database.close().catch(() => {});
  await rm(scratch, { recursive: true, force: true });
}

/** One upload of `clip`, from "every byte received" to READY. */
async function round(clip: string, index: number) {
  const uploadId = newUploadId();
  const target = uploadFile(config, uploadId);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(clip, target);
  const [hosted] = await deps.db
    .insert(hostedVideos)
    .values({
      groupId: group!.id,
      uploadId,
      fileName: `bench-${index}.mp4`,
      size: (await stat(clip)).size,
      declaredSeconds: 10,
      status: 'PROCESSING',
      uploadedAt: new Date(),
    })
    .returning();
  await deps.db.insert(videos).values({
    groupId: group!.id,
    title: `Bench ${index}`,
    duration: 10,
    aspectRatio: 16 / 9,
    status: 'PROCESSING',
    source: 'UPLOAD',
    externalId: hosted!.id,
  });

  const cpu0 = ownCpuSeconds();
  const children0 = childrenCpuSeconds();
  const t0 = performance.now();
  await transcodeJob.handle(
    {
      id: `bench-${index}`,
      data: { hostedVideoId: hosted!.id },
      retryCount: 0,
      retryLimit: 0,
      signal: new AbortController().signal,
    },
    deps,
  );
  const wallSeconds = (performance.now() - t0) / 1000;
  const ownCpu = ownCpuSeconds() - cpu0;
  const childrenCpu = childrenCpuSeconds() - children0;

  const done = await findHosted(deps.db, hosted!.id);
  if (done?.status !== 'READY') {
    throw new Error(`the upload ended ${done?.status}: ${done?.errorMessage ?? ''}`);
  }
  const chunks: Buffer[] = [];
  const masterKey = mediaKeys.manifestFile(hosted!.id, 'video.m3u8');
  for await (const chunk of await deps.storage.readStream(masterKey)) chunks.push(chunk as Buffer);
  const posterStored = await deps.storage.head(mediaKeys.poster(hosted!.id));
  const result = {
    wallSeconds,
    cpuSeconds: ownCpu + childrenCpu,
    ownCpuSeconds: ownCpu,
    childrenCpuSeconds: childrenCpu,
    renditions: done.renditions,
    master: Buffer.concat(chunks).toString('utf8'),
    posterBytes: posterStored?.size ?? 0,
  };
  // The next round starts from an empty storage folder, as the disk would fill otherwise.
  await deps.storage.deletePrefix(mediaKeys.prefix(hosted!.id));
  return result;
}

say(
  `READY ${JSON.stringify({
    ffmpeg: FFMPEG_BINARIES.ffmpeg,
    ffprobe: FFMPEG_BINARIES.ffprobe,
    description: FFMPEG_BINARIES.description,
    database: config.database.kind,
  })}`,
);

let index = 0;
for await (const line of createInterface({ input: process.stdin })) {
  const [command, ...rest] = line.trim().split(' ');
  if (command === 'quit') break;
  if (command !== 'round') continue;
  try {
    say(`ROUND ${JSON.stringify(await round(rest.join(' '), (index += 1)))}`);
  } catch (error) {
    say(`FAIL ${error instanceof Error ? error.message : String(error)}`);
  }
}
await close();
process.exit(0);
