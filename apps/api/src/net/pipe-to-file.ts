// Streams bytes into a file and, when anything fails on the way (a limit, a client that went away,
// a full disk), leaves no file behind. A write stream destroyed before its file has opened still
// opens (creates) it afterwards and then closes it, so removing the file as soon as the pipeline
// fails can run before it exists and leave an empty file behind: remove it once the stream closed.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export async function pipeToFile(
  source: Readable,
  transforms: Transform[],
  destination: string,
  options: { flags?: 'w' | 'wx' } = {},
): Promise<void> {
  const file = createWriteStream(destination, { flags: options.flags ?? 'w' });
  try {
    await pipeline([source, ...transforms, file]);
  } catch (error) {
    if (!file.closed) await once(file, 'close').catch(() => undefined);
    // With 'wx' a file that was already there was never ours to remove.
    if (!(options.flags === 'wx' && (error as NodeJS.ErrnoException).code === 'EEXIST'))
      await rm(destination, { force: true });
    throw error;
  }
}
