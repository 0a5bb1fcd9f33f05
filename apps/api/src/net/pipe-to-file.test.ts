import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipeToFile } from './pipe-to-file';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pipe-to-file-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A source that fails at once, before the file can have opened. */
const failing = () =>
  new Readable({
    read() {
      this.destroy(new Error('went away'));
    },
  });

describe('pipeToFile', () => {
  it('writes the bytes through the transforms', async () => {
    const file = path.join(dir, 'ok.bin');
    const upper = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        done(null, Buffer.from(chunk.toString().toUpperCase()));
      },
    });
    await pipeToFile(Readable.from([Buffer.from('abc'), Buffer.from('def')]), [upper], file);
    expect(await readFile(file, 'utf8')).toBe('ABCDEF');
  });

  it('leaves no file behind when the source fails before the file has opened', async () => {
    // Removing the file as soon as the pipeline failed could run before the stream's own open,
    // which then created it: a run under load once found such an empty file. Each failure must
    // leave nothing, whatever the order.
    const names = Array.from({ length: 40 }, (_, i) => `early-${i}.bin`);
    const results = await Promise.allSettled(
      names.map((name) => pipeToFile(failing(), [], path.join(dir, name))),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect((await readdir(dir)).filter((name) => name.startsWith('early-'))).toEqual([]);
  });

  it("with 'wx' refuses a file that is there and leaves it as it was", async () => {
    const file = path.join(dir, 'taken.bin');
    await writeFile(file, 'theirs');
    await expect(
      pipeToFile(Readable.from([Buffer.from('ours')]), [], file, { flags: 'wx' }),
    ).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(file, 'utf8')).toBe('theirs');
  });
});
