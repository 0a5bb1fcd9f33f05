import { chmod, copyFile, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from './ffmpeg-path';
import { avcCodecOf } from './rendition-folders';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vendy-ffmpeg-path-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function binary(folder: string, name: string, mode = 0o755): Promise<string> {
  await mkdir(path.join(dir, folder), { recursive: true });
  const file = path.join(dir, folder, name);
  await writeFile(file, '#!/bin/sh\n');
  await chmod(file, mode);
  return file;
}

describe('resolveFfmpeg', () => {
  it('takes the first directory of PATH holding both ffmpeg and ffprobe', async () => {
    await binary('only-ffmpeg', 'ffmpeg');
    const ffmpeg = await binary('both', 'ffmpeg');
    const ffprobe = await binary('both', 'ffprobe');
    const found = resolveFfmpeg({
      PATH: [path.join(dir, 'only-ffmpeg'), path.join(dir, 'both')].join(':'),
      FFMPEG_SYSTEM_DIRS: '',
    });
    expect(found).toMatchObject({ source: 'system', ffmpeg, ffprobe });
    expect(found.description).toBe(`ffmpeg: the system build (${ffmpeg}, ffprobe ${ffprobe})`);
  });

  it('falls back to the packaged build, setting its missing execute bit', async () => {
    const ffmpeg = await binary('pkg', 'ffmpeg', 0o644);
    const ffprobe = await binary('pkg', 'ffprobe', 0o644);
    const found = resolveFfmpeg(
      { PATH: '', FFMPEG_SYSTEM_DIRS: '' },
      { packaged: (name) => (name.includes('ffmpeg') ? ffmpeg : ffprobe) },
    );
    expect(found).toMatchObject({ source: 'package', ffmpeg, ffprobe });
    expect(found.description).toMatch(/static build installed by npm/);
    expect((await stat(ffprobe)).mode & 0o111).toBe(0o111);
  });

  it('says what to do when there is no ffmpeg at all', () => {
    const found = resolveFfmpeg({ PATH: '', FFMPEG_SYSTEM_DIRS: '' }, { packaged: () => null });
    expect(found.source).toBe('missing');
    expect(found.description).toMatch(/Install ffmpeg.*FFMPEG_PATH and FFPROBE_PATH/);
  });

  it('uses FFMPEG_PATH, with the ffprobe beside it', async () => {
    await binary('system', 'ffmpeg');
    await binary('system', 'ffprobe');
    const ffmpeg = await binary('custom', 'ffmpeg');
    const ffprobe = await binary('custom', 'ffprobe');
    const found = resolveFfmpeg({ PATH: path.join(dir, 'system'), FFMPEG_PATH: ffmpeg });
    expect(found).toMatchObject({ source: 'configured', ffmpeg, ffprobe });
  });

  it('resolves the packages npm installed to executables', async () => {
    const found = resolveFfmpeg({ PATH: '', FFMPEG_SYSTEM_DIRS: '' });
    expect(found.source).toBe('package');
    expect(found.ffmpeg).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(found.ffprobe).toMatch(/@ffprobe-installer\/linux-x64\/ffprobe$/);
    // A copy without the execute bit, as npm 11 leaves it, is made usable.
    const copy = path.join(dir, 'ffprobe');
    await copyFile(found.ffprobe, copy);
    await chmod(copy, 0o644);
    const fixed = resolveFfmpeg(
      { PATH: '', FFMPEG_SYSTEM_DIRS: '' },
      { packaged: (name) => (name.includes('ffmpeg') ? found.ffmpeg : copy) },
    );
    expect(fixed.ffprobe).toBe(copy);
    expect((await stat(copy)).mode & 0o100).toBe(0o100);
  });
});

describe('avcCodecOf', () => {
  it('reads profile, constraints and level from the SPS', () => {
    const bytes = Uint8Array.from([
      0x47, 0, 0, 0, 1, 0x09, 0xf0, 0, 0, 0, 1, 0x67, 0x64, 0, 0x1f, 0xac,
    ]);
    expect(avcCodecOf(bytes)).toBe('avc1.64001f');
    expect(avcCodecOf(Uint8Array.from([0, 0, 1, 0x65, 1, 2, 3, 4]))).toBeNull();
  });
});
