// The shape of a stored photo, read from its file (what the file says wins over the browser).
import { imageSize } from 'image-size';
import type { Storage } from '../storage';

/** Width / height of a stored image from its first bytes; null when they do not tell. */
export async function readAspectRatio(storage: Storage, key: string): Promise<number | null> {
  try {
    const stream = await storage.readStream(key, { start: 0, end: 256 * 1024 - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const { width, height } = imageSize(Buffer.concat(chunks));
    return width > 0 && height > 0 ? width / height : null;
  } catch {
    return null;
  }
}
