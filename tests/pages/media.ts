// Media files made at test time with Debian's ffmpeg (spec doc 2 journeys): a short H.264/AAC
// video, an mp3 and PNG pictures, written to a temporary folder the caller removes.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';

async function ffmpeg(args: string[]) {
  await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: 120_000 });
}

export class MediaFolder {
  private constructor(readonly dir: string) {}

  static async create(): Promise<MediaFolder> {
    return new MediaFolder(await mkdtemp(path.join(tmpdir(), 'vendy-e2e-media-')));
  }

  async remove() {
    await rm(this.dir, { recursive: true, force: true });
  }

  /** A 3-second 640x360 test card with a tone, H.264 + AAC in MP4. */
  async video(name = 'test-card.mp4'): Promise<string> {
    const file = path.join(this.dir, name);
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=30',
      '-f',
      'lavfi',
      '-i',
      'sine',
      '-t',
      '3',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      file,
    ]);
    return file;
  }

  /** A 3-second 440 Hz tone as mp3. */
  async mp3(name = 'tone.mp3'): Promise<string> {
    const file = path.join(this.dir, name);
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=3',
      '-c:a',
      'libmp3lame',
      file,
    ]);
    return file;
  }

  /** A single-colour PNG picture (colour as ffmpeg names it, e.g. 'red' or '0x3366cc'). */
  async png(name: string, color: string, size = '320x240'): Promise<string> {
    const file = path.join(this.dir, name);
    await ffmpeg(['-f', 'lavfi', '-i', `color=c=${color}:s=${size}`, '-frames:v', '1', file]);
    return file;
  }
}
