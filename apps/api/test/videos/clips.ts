// Real-world clips made with ffmpeg at test time: what phones and editors produce (fractional
// lengths, portrait 1080x1920 at 29.97 fps, a rotation in the display matrix, a variable frame
// rate, odd sizes, no sound). Each is made once and kept in a shared folder under the system's
// temporary directory, named by its recipe, so every test file (and every run) reuses it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdir, open, rename, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FFMPEG, FFPROBE } from '../../src/modules/videos/ffmpeg';

const exec = promisify(execFile);

/**
 * The ffprobe the tests check results with: the system's when there is one (the static build that
 * npm brings crashes reading MPEG-TS), otherwise the server's.
 */
export const REFERENCE_FFPROBE = existsSync('/usr/bin/ffprobe') ? '/usr/bin/ffprobe' : FFPROBE;

export interface Recipe {
  /** Readable part of the file name. */
  name: string;
  /** ffmpeg arguments between the global options and the output file. */
  args: string[];
  /** Turns the coded picture a quarter turn on display (the display matrix phones write). */
  rotate90?: boolean;
}

const CLIP_DIR = path.join(tmpdir(), 'vendy-test-clips');
const made = new Map<string, Promise<string>>();

/**
 * Writes a 90° display matrix into every video track header (tkhd) of an MP4 file: the matrix a
 * phone held upright records over landscape-coded frames. Done by hand because ffmpeg builds
 * differ in how (and whether) they write a rotation.
 */
async function rotateTrackHeaders(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    const { size } = await handle.stat();
    const data = Buffer.alloc(size);
    await handle.read(data, 0, size, 0);
    let patched = 0;
    for (let at = data.indexOf('tkhd'); at !== -1; at = data.indexOf('tkhd', at + 4)) {
      const version = data[at + 4];
      // Box type, version+flags, times, track id, reserved, duration, reserved, layer, group,
      // volume, reserved: then the 3x3 matrix, then width and height (16.16 fixed point).
      const matrixAt = at + 4 + 4 + (version === 1 ? 8 + 8 + 4 + 4 + 8 : 4 + 4 + 4 + 4 + 4) + 16;
      const width = data.readUInt32BE(matrixAt + 36);
      const height = data.readUInt32BE(matrixAt + 40);
      if (width === 0 || height === 0) continue; // an audio track
      const matrix = [0, 0x10000, 0, -0x10000, 0, 0, height, 0, 0x40000000];
      matrix.forEach((v, i) => data.writeInt32BE(v | 0, matrixAt + i * 4));
      data.writeUInt32BE(height, matrixAt + 36);
      data.writeUInt32BE(width, matrixAt + 40);
      patched += 1;
    }
    if (patched === 0) throw new Error(`no video track header in ${file}`);
    await handle.write(data, 0, size, 0);
  } finally {
    await handle.close();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** The clip of a recipe, made on first use (concurrent callers and test files share it). */
export function clip(recipe: Recipe): Promise<string> {
  const hash = createHash('sha256')
    // Builds of ffmpeg encode differently (a fractional length comes out a few ms apart), so a
    // clip made by another ffmpeg is another clip.
    .update(JSON.stringify([FFMPEG, recipe.args, recipe.rotate90 ?? false]))
    .digest('hex')
    .slice(0, 12);
  const file = path.join(CLIP_DIR, `${recipe.name}-${hash}.mp4`);
  let pending = made.get(file);
  if (!pending) {
    pending = (async () => {
      if (await exists(file)) return file;
      await mkdir(CLIP_DIR, { recursive: true });
      // Written aside and renamed: another test file making the same clip never sees half of it.
      const partial = `${file}.${process.pid}.${Date.now()}.part.mp4`;
      await exec(FFMPEG, ['-nostdin', '-v', 'error', '-y', ...recipe.args, partial]);
      if (recipe.rotate90) await rotateTrackHeaders(partial);
      await rename(partial, file);
      return file;
    })();
    made.set(file, pending);
  }
  return pending;
}

const x264 = (preset = 'ultrafast') => [
  '-c:v',
  'libx264',
  '-preset',
  preset,
  '-pix_fmt',
  'yuv420p',
];
const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'];
const aac = ['-c:a', 'aac', '-b:a', '96k'];

/** The clips, by the property each one brings. */
export const REAL_WORLD = {
  /** 10.134 s, with sound: phones never record whole seconds. */
  fractional: {
    name: 'fractional-10.134s',
    args: [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30', ...tone],
      ...['-t', '10.134', ...x264(), ...aac],
    ],
  },
  /**
   * A phone held upright: 1080x1920 at 29.97 fps, with sound, and detail that changes every frame
   * (noise over moving colours), so the encoder spends bits near its caps.
   */
  portraitPhone: {
    name: 'portrait-1080x1920-29.97-noisy',
    args: [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1080x1920:rate=30000/1001', ...tone],
      ...['-vf', 'noise=alls=60:allf=t+u', '-t', '1.5', ...x264(), '-crf', '30', ...aac],
    ],
  },
  /** Landscape-coded 320x180 frames shown portrait by a 90° display matrix; 2.5 s, no sound. */
  rotated: {
    name: 'rotated-320x180-to-180x320',
    args: ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30', '-t', '2.5', ...x264(), '-an'],
    rotate90: true,
  },
  /** Variable frame rate: 30 fps for a second, then every third frame (17 fps on average). */
  variableRate: {
    name: 'vfr-320x240',
    args: [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30', ...tone],
      ...['-t', '3', '-vf', "select='lt(t\\,1)+not(mod(n\\,3))'", '-vsync', 'vfr'],
      ...[...x264(), ...aac, '-shortest'],
    ],
  },
  /** 853x479 (odd both ways, which only 4:4:4 H.264 can code), no sound; testsrc2 would round
   * the size to even. */
  oddSize: {
    name: 'odd-853x479',
    args: [
      ...['-f', 'lavfi', '-i', 'testsrc=size=853x479:rate=25', '-t', '1.5', '-an'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv444p'],
    ],
  },
} satisfies Record<string, Recipe>;

export interface ClipFacts {
  durationSeconds: number;
  avgFrameRate: string;
  rFrameRate: string;
}

/** What ffprobe says of a file (the reference the tests compare the server's results with). */
export async function clipFacts(file: string): Promise<ClipFacts> {
  const { stdout } = await exec(REFERENCE_FFPROBE, [
    ...['-v', 'error', '-select_streams', 'v:0', '-print_format', 'json'],
    ...['-show_entries', 'format=duration:stream=avg_frame_rate,r_frame_rate', file],
  ]);
  const json = JSON.parse(stdout) as {
    format: { duration: string };
    streams: Array<{ avg_frame_rate: string; r_frame_rate: string }>;
  };
  return {
    durationSeconds: Number(json.format.duration),
    avgFrameRate: json.streams[0]?.avg_frame_rate ?? '',
    rFrameRate: json.streams[0]?.r_frame_rate ?? '',
  };
}
