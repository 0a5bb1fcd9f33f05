// Our own copies of the synced pictures: a post's image, a video's cover and each carousel
// picture are fetched once (through the SSRF-safe fetch) and kept in our storage under the group's
// folder, groups/{groupId}/instagram/{externalId}.{ext} (removed with the group), so a feed keeps showing them after Instagram's CDN addresses
// expire (they do within days). The rows then point at our copies and carry no expiry. A picture
// that cannot be fetched keeps Instagram's address (and its expiry) until the next sync tries again.
import type { IncomingMessage } from 'node:http';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { safeGet } from '../../net/safe-fetch';
import { IMMUTABLE_CACHE, objectKey, sniffContentType, type Storage } from '../storage';
import { fetchOptions, instagramSandboxInUse, type ImportNetworkOverrides } from '../videos';

export interface CopyDeps {
  config: Config;
  storage: Storage;
  importNetwork: ImportNetworkOverrides;
  logger: Logger;
}

/** Pictures larger than this are not copied (Instagram's are at most a few MB). */
const MAX_PICTURE_BYTES = 16 * 1024 * 1024;
const PICTURE_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);
/** Pictures fetched at the same time. */
const PARALLEL = 4;

export const copiesPrefix = (groupId: string) => `${objectKey('groups', groupId, 'instagram')}/`;

async function readAll(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > MAX_PICTURE_BYTES) {
      response.destroy();
      throw new Error('picture too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The public address of our copy of the picture at `source`, made now unless it exists. */
async function copyPicture(
  deps: CopyDeps,
  groupId: string,
  externalId: string,
  source: string,
): Promise<string> {
  for (const ext of PICTURE_TYPES.values()) {
    const key = `${copiesPrefix(groupId)}${externalId}.${ext}`;
    if (await deps.storage.exists(key)) return deps.storage.publicUrl(key);
  }
  const response = await safeGet(
    source,
    fetchOptions(deps, { sandbox: instagramSandboxInUse(deps.config), timeoutMs: 20_000 }),
  );
  const bytes = await readAll(response);
  const type = await sniffContentType(bytes.subarray(0, 4100));
  const ext = type ? PICTURE_TYPES.get(type) : undefined;
  if (!type || !ext) throw new Error(`not a picture (${type ?? 'unknown'})`);
  const key = `${copiesPrefix(groupId)}${externalId}.${ext}`;
  await deps.storage.putFile(key, bytes, type, { cacheControl: IMMUTABLE_CACHE });
  return deps.storage.publicUrl(key);
}

export interface PictureRow {
  externalId: string;
  mediaType: string;
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  mediaExpires: Date | null;
  thumbnailExpires: Date | null;
}

/**
 * Points each row's picture at our copy: an image's file and cover, a video's cover (its video
 * file stays Instagram's for now). Rows change in place; failures are logged and left as they are.
 */
export async function copyPictures(
  deps: CopyDeps,
  groupId: string,
  rows: PictureRow[],
): Promise<{ copied: number; failed: number }> {
  let copied = 0;
  let failed = 0;
  const work = rows.filter((row) => row.mediaType !== 'CAROUSEL_ALBUM' && row.thumbnailUrl);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const row = work[next++];
      if (!row) return;
      try {
        const own = await copyPicture(deps, groupId, row.externalId, row.thumbnailUrl!);
        row.thumbnailUrl = own;
        row.thumbnailExpires = null;
        if (row.mediaType === 'IMAGE') {
          row.mediaUrl = own;
          row.mediaExpires = null;
        }
        copied += 1;
      } catch (error) {
        failed += 1;
        deps.logger.warn(
          { err: error, externalId: row.externalId },
          'instagram picture not copied',
        );
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { copied, failed };
}

/** Removes the copies of posts no longer synced (and all of them when the account goes). */
export async function removeCopies(
  storage: Storage,
  groupId: string,
  externalIds: readonly string[] | 'all',
): Promise<void> {
  if (externalIds === 'all') {
    await storage.deletePrefix(copiesPrefix(groupId));
    return;
  }
  for (const externalId of externalIds) {
    for (const ext of PICTURE_TYPES.values()) {
      await storage.delete(`${copiesPrefix(groupId)}${externalId}.${ext}`);
    }
  }
}
