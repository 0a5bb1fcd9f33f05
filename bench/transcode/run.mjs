// Transcode bench: the API's upload transcode (pipeline.ts: the job's own handler, from "every
// byte received" to READY and the job's end) against the bare ffmpeg command line that makes the same HLS ladder
// from the same 10 s 1080p clip, in alternating rounds.
//
//   node bench/transcode/run.mjs [--rounds 5] [--check] [--by cpu|wall|both] [--no-write]
//
// Target: pipeline / bare ≤ 1.1 × in EVERY round, by CPU time (user + sys of the whole process
// tree: the pipeline's node process and the ffmpeg/ffprobe processes it runs; the bare ffmpeg
// process). CPU time decides `--check` by default because it does not depend on what else the
// machine is doing; the wall-time ratio is reported beside it (and flagged when it misses) but, on
// a shared 2-core machine, swings with the machine's other work: on a quiet machine, `--by wall` or
// `--by both` judges it too. `--check` exits 1 when any round misses.
// `--no-write` leaves bench/README.md alone (otherwise the `transcode` section is rewritten).
//
// The clip (testsrc2 1920×1080 at 30 fps with a 48 kHz tone, H.264 High + AAC, 10 s) is made once
// and kept in bench/.cache/transcode/, named by a hash of the ffmpeg binary (path, size, mtime,
// version line) and the generating arguments. The ffmpeg build is the one the API resolves
// (FFMPEG_PATH / FFPROBE_PATH, else the system build, else @ffmpeg-installer's static build):
// the clip, the pipeline and the bare command all use it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(root, 'bench/.cache/transcode');
const readmeFile = path.join(root, 'bench/README.md');

const TARGET_RATIO = 1.1;
const MIN_ROUNDS = 5;

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
};
const rounds = Math.max(MIN_ROUNDS, Number(option('--rounds', MIN_ROUNDS)) || MIN_ROUNDS);
const check = flag('--check');
/** The measure `--check` judges: cpu (default), wall, or both. */
const by = option('--by', 'cpu');
if (!['cpu', 'wall', 'both'].includes(by)) {
  console.error('--by takes cpu, wall or both');
  process.exit(2);
}
const write = !flag('--no-write');

const CLK_TCK = 100;
/** CPU seconds (user + sys) of the children this process has waited for. */
function childrenCpuSeconds() {
  const text = readFileSync('/proc/self/stat', 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / CLK_TCK;
}

function runCommand(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${command} exited with ${code}: ${err.trim().slice(-800)}`)),
    );
  });
}

// The pipeline's process ------------------------------------------------------------------------

function startPipeline() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/transcode/pipeline.ts'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  const queued = [];
  lines.on('line', (line) => {
    if (!/^(READY|ROUND|FAIL) /.test(line)) return process.stderr.write(`${line}\n`);
    const next = waiting.shift();
    if (next) next(line);
    else queued.push(line);
  });
  child.on('exit', (code) => {
    for (const next of waiting.splice(0)) next(`FAIL the pipeline process exited (${code})`);
  });
  const nextLine = () =>
    new Promise((resolve) => {
      const line = queued.shift();
      if (line) resolve(line);
      else waiting.push(resolve);
    });
  const parse = (line, expected) => {
    if (!line.startsWith(`${expected} `)) throw new Error(line);
    return JSON.parse(line.slice(expected.length + 1));
  };
  return {
    ready: nextLine().then((line) => parse(line, 'READY')),
    async round(clip) {
      child.stdin.write(`round ${clip}\n`);
      return parse(await nextLine(), 'ROUND');
    },
    close() {
      child.stdin.end('quit\n');
      return new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

// The clip --------------------------------------------------------------------------------------

const CLIP_ARGS = [
  ...['-nostdin', '-hide_banner', '-v', 'error', '-y'],
  ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=10'],
  ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=10'],
  ...['-c:v', 'libx264', '-preset', 'medium', '-crf', '20', '-profile:v', 'high'],
  ...['-pix_fmt', 'yuv420p', '-g', '60'],
  ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
  ...['-movflags', '+faststart', '-shortest'],
];

async function cachedClip(ffmpeg) {
  const version = (await runCommand(ffmpeg, ['-version'])).split('\n')[0];
  const binary = statSync(ffmpeg);
  const key = createHash('sha256')
    .update(JSON.stringify([ffmpeg, binary.size, binary.mtimeMs, version, CLIP_ARGS]))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(cacheDir, `clip-1080p-10s-${key}.mp4`);
  if (existsSync(file)) return { file, version, made: false };
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.partial.mp4`;
  await runCommand(ffmpeg, [...CLIP_ARGS, partial]);
  await rename(partial, file);
  return { file, version, made: true };
}

// The bare command ------------------------------------------------------------------------------

/**
 * The same ladder as the pipeline makes for this clip, written out by hand: one decode, split in
 * three; 640×360 / 1280×720 / 1920×1080 H.264 High (libx264 veryfast, CRF 23 capped at 800 /
 * 2800 / 5000 kbit/s, buffer twice that), keyframes every 2 s at the same instants, AAC stereo
 * 48 kHz at 96 / 128 / 128 kbit/s, 4 s MPEG-TS segments in VOD playlists, one folder per
 * rendition. (Folders by index and no master playlist from ffmpeg: the static build knows no
 * `name:` in -var_stream_map and crashes writing one.)
 */
function bareArguments(input, outDir) {
  return [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-y', '-i', input],
    '-filter_complex',
    '[0:v:0]split=3[a][b][c];[a]scale=640:360[v0];[b]scale=1280:720[v1];[c]scale=1920:1080[v2]',
    ...['-map', '[v0]', '-map', '[v1]', '-map', '[v2]'],
    ...['-map', '0:a:0', '-map', '0:a:0', '-map', '0:a:0'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-crf', '23'],
    ...['-sc_threshold', '0', '-force_key_frames', 'expr:gte(t,n_forced*2)'],
    ...['-maxrate:v:0', '800k', '-bufsize:v:0', '1600k'],
    ...['-maxrate:v:1', '2800k', '-bufsize:v:1', '5600k'],
    ...['-maxrate:v:2', '5000k', '-bufsize:v:2', '10000k'],
    ...['-c:a', 'aac', '-ac', '2', '-ar', '48000'],
    ...['-b:a:0', '96k', '-b:a:1', '128k', '-b:a:2', '128k'],
    ...['-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod'],
    ...['-hls_flags', 'independent_segments', '-hls_segment_type', 'mpegts'],
    ...['-hls_segment_filename', `${outDir}/%v/seg_%05d.ts`],
    ...['-var_stream_map', 'v:0,a:0 v:1,a:1 v:2,a:2'],
    `${outDir}/%v/index.m3u8`,
  ];
}

async function bareRound(ffmpeg, clip) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-bare-'));
  try {
    const cpu0 = childrenCpuSeconds();
    const t0 = performance.now();
    await runCommand(ffmpeg, bareArguments(clip, outDir));
    const wallSeconds = (performance.now() - t0) / 1000;
    const cpuSeconds = childrenCpuSeconds() - cpu0;
    const folders = (await readdir(outDir)).sort();
    let segments = 0;
    for (const folder of folders) {
      segments += (await readdir(path.join(outDir, folder))).filter((f) =>
        f.endsWith('.ts'),
      ).length;
    }
    return { wallSeconds, cpuSeconds, renditions: folders.length, segments };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

// Figures ---------------------------------------------------------------------------------------

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const spread = (values) => ({
  min: Math.min(...values),
  median: median(values),
  max: Math.max(...values),
});
const fmt = (n, digits = 2) => n.toFixed(digits);
const fmtSpread = (s, digits = 2, unit = '') =>
  `${fmt(s.min, digits)}${unit} / ${fmt(s.median, digits)}${unit} / ${fmt(s.max, digits)}${unit}`;

function masterSummary(master) {
  return master
    .split('\n')
    .filter((l) => l.startsWith('#EXT-X-STREAM-INF:'))
    .map((l) => {
      const res = /RESOLUTION=(\d+x\d+)/.exec(l)?.[1];
      const bw = /BANDWIDTH=(\d+)/.exec(l)?.[1];
      const codecs = /CODECS="([^"]+)"/.exec(l)?.[1];
      const fps = /FRAME-RATE=([\d.]+)/.exec(l)?.[1];
      return `${res} ${Math.round(Number(bw) / 1000)} kbit/s ${codecs} ${fps} fps`;
    });
}

async function writeReadme(section) {
  const start = '<!-- transcode:start -->';
  const end = '<!-- transcode:end -->';
  const before = '<!-- timeline-editor:start -->';
  const text = await readFile(readmeFile, 'utf8');
  const block = `${start}\n${section.trim()}\n${end}`;
  let next;
  if (text.includes(start) && text.includes(end)) {
    next = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  } else if (text.includes(before)) {
    next = text.replace(before, `${block}\n\n${before}`);
  } else {
    next = `${text.trimEnd()}\n\n${block}\n`;
  }
  await writeFile(readmeFile, next);
}

// Main ------------------------------------------------------------------------------------------

const pipeline = startPipeline();
let exitCode = 0;
try {
  const build = await pipeline.ready;
  const ffmpeg = build.ffmpeg;
  const clip = await cachedClip(ffmpeg);
  const clipSize = (await stat(clip.file)).size;
  console.log(`ffmpeg: ${build.description}`);
  console.log(`        ${clip.version}`);
  console.log(
    `clip: ${path.relative(root, clip.file)} (${(clipSize / 1e6).toFixed(1)} MB, ${clip.made ? 'made now' : 'cached'})`,
  );
  console.log(`database: ${build.database}; ${rounds} rounds, alternating pipeline and bare`);

  const results = [];
  for (let i = 0; i < rounds; i += 1) {
    // Alternate which side goes first, so a drift in the machine's load hits both alike.
    let p;
    let b;
    if (i % 2 === 0) {
      p = await pipeline.round(clip.file);
      b = await bareRound(ffmpeg, clip.file);
    } else {
      b = await bareRound(ffmpeg, clip.file);
      p = await pipeline.round(clip.file);
    }
    const cpuRatio = p.cpuSeconds / b.cpuSeconds;
    const wallRatio = p.wallSeconds / b.wallSeconds;
    results.push({ p, b, cpuRatio, wallRatio });
    console.log(
      `round ${i + 1}: pipeline ${fmt(p.wallSeconds)} s wall, ${fmt(p.cpuSeconds)} s CPU ` +
        `(node ${fmt(p.ownCpuSeconds)} s + ffmpeg/ffprobe ${fmt(p.childrenCpuSeconds)} s); ` +
        `bare ${fmt(b.wallSeconds)} s wall, ${fmt(b.cpuSeconds)} s CPU; ` +
        `ratio ${fmt(cpuRatio, 3)} × CPU ${cpuRatio <= TARGET_RATIO ? 'ok' : 'MISS'}, ` +
        `${fmt(wallRatio, 3)} × wall ${wallRatio <= TARGET_RATIO ? 'ok' : 'MISS'}`,
    );
    if (b.renditions !== 3) throw new Error(`the bare command made ${b.renditions} renditions`);
  }

  const last = results.at(-1).p;
  const renditions = masterSummary(last.master);
  const pWall = spread(results.map((r) => r.p.wallSeconds));
  const pCpu = spread(results.map((r) => r.p.cpuSeconds));
  const pNode = spread(results.map((r) => r.p.ownCpuSeconds));
  const bWall = spread(results.map((r) => r.b.wallSeconds));
  const bCpu = spread(results.map((r) => r.b.cpuSeconds));
  const cpuRatios = spread(results.map((r) => r.cpuRatio));
  const wallRatios = spread(results.map((r) => r.wallRatio));
  const cpuMisses = results.filter((r) => r.cpuRatio > TARGET_RATIO).length;
  const wallMisses = results.filter((r) => r.wallRatio > TARGET_RATIO).length;
  const pass = cpuMisses === 0;
  const wallPass = wallMisses === 0;
  const checked = { cpu: pass, wall: wallPass, both: pass && wallPass }[by];
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const cpuModel = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');

  console.log('');
  console.log(`renditions (pipeline's master playlist): ${renditions.join('; ')}`);
  console.log(`pipeline wall  min/median/max: ${fmtSpread(pWall, 2, ' s')}`);
  console.log(
    `pipeline CPU   min/median/max: ${fmtSpread(pCpu, 2, ' s')} (node itself ${fmtSpread(pNode, 2, ' s')})`,
  );
  console.log(`bare wall      min/median/max: ${fmtSpread(bWall, 2, ' s')}`);
  console.log(`bare CPU       min/median/max: ${fmtSpread(bCpu, 2, ' s')}`);
  console.log(
    `ratio by CPU  (decides --check): ${fmtSpread(cpuRatios, 3, ' ×')}; ${cpuMisses} of ${rounds} rounds over ${TARGET_RATIO} ×`,
  );
  console.log(
    `ratio by wall (reported):        ${fmtSpread(wallRatios, 3, ' ×')}; ${wallMisses} of ${rounds} rounds over ${TARGET_RATIO} ×`,
  );
  console.log(
    `load average ${load}; target ≤ ${TARGET_RATIO} × by CPU in every round: ${pass ? 'PASS' : 'MISS'}`,
  );

  if (write) {
    const row = (name, s, unit, digits = 2) =>
      `| ${name} | ${fmt(s.min, digits)}${unit} | ${fmt(s.median, digits)}${unit} | ${fmt(s.max, digits)}${unit} |`;
    await writeReadme(`
## Transcode pipeline vs bare ffmpeg (bench/transcode)

\`npm run transcode -w @vendy/bench [-- --rounds 5 --check --by cpu|wall|both --no-write]\` (\`node bench/transcode/run.mjs\`):
a 10 s 1920×1080 30 fps clip with a tone (testsrc2 + sine, H.264 High + AAC, made once and
cached in bench/.cache/transcode/ by the ffmpeg binary and its arguments) goes, in alternating
rounds, through (a) the API's upload transcode as the job runs it (the video-transcode job's
handler: \`transcodeHostedVideo\`'s probe, frame rate, ladder, HLS encode, rendition folders,
master playlist from the produced segments, poster, publish to local storage, settle READY, and
whatever else the job does for a finished upload; \`bench/transcode/pipeline.ts\`, one node
process on PGlite unless DATABASE_URL is set) and (b) the bare ffmpeg command line for the
same ladder written out in \`run.mjs\` (one decode split three ways; 360p / 720p / 1080p libx264
veryfast CRF 23 capped at 800 / 2800 / 5000 kbit/s, keyframes every 2 s, AAC 96 / 128 / 128
kbit/s, 4 s MPEG-TS segments). CPU time is user + sys of the whole process tree (node and every
ffmpeg / ffprobe it runs; the bare ffmpeg process). **Target: pipeline / bare ≤ ${TARGET_RATIO} × by CPU
time in every round** (CPU time decides \`--check\`: it does not move with the machine's load);
the wall-time ratio is reported beside it.

Latest run: ${when} UTC; ${os.cpus().length} × ${cpuModel}, Node ${process.versions.node}, load average ${load};
${build.description}; \`${clip.version}\`. ${rounds} rounds; database ${build.database}.

| measure (n=${rounds}) | min | median | max |
|---|---|---|---|
${row('pipeline wall time', pWall, ' s')}
${row('pipeline CPU time (node + ffmpeg/ffprobe)', pCpu, ' s')}
${row('… of which the node process', pNode, ' s')}
${row('bare ffmpeg wall time', bWall, ' s')}
${row('bare ffmpeg CPU time', bCpu, ' s')}
${row('**ratio by CPU time (target ≤ ' + TARGET_RATIO + ' ×)**', cpuRatios, ' ×', 3)}
${row('ratio by wall time (reported)', wallRatios, ' ×', 3)}

**${pass ? 'PASS' : 'MISS'}** by CPU time: ${rounds - cpuMisses} of ${rounds} rounds ≤ ${TARGET_RATIO} ×; by wall time ${rounds - wallMisses} of ${rounds}.
Renditions (the pipeline's master playlist): ${renditions.join('; ')}.
`);
    console.log(`bench/README.md: transcode section written`);
  }
  if (check) {
    console.log(`--check by ${by}: ${checked ? 'PASS' : 'MISS'}`);
    if (!checked) exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 2;
} finally {
  await pipeline.close();
}
process.exit(exitCode);
