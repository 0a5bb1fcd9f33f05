// Synced Instagram pictures in photo collections. A client names a picture by its InstagramMedia
// id only, never by an address: the row is looked up for the caller's group, must be a picture
// (an IMAGE post or carousel child) and must already point at our stored copy (an address with an
// expiry is Instagram's, which we never hand on).
//
// The collection's Image gets a copy of that stored picture in the group's images folder
// (groups/{groupId}/images/instagram/{externalId}.{ext}) instead of sharing the Instagram copy: a
// sync removes the copies of deleted posts and disconnecting removes them all, and a photo
// collection must keep its pictures through both. The subfolder is out of reach of uploads (their
// keys have no further '/'), so no upload can replace the picture. Pictures are a few hundred KB
// and copied once per group and post: the Image is reused (by sourceId) on later adds.
//
// The rows are read from the data layer rather than through the instagram module's face: the
// instagram module depends on layouts, which depends on this module.
import { and, eq, isNull } from 'drizzle-orm';
import { TEXT_MAX } from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import { isUuid } from '../../db/ids';
import { images, instagramMedia, type ImageRow } from '../../db/schema';
import { UserError } from '../../errors';
import type { Logger } from '../../logger';
import { objectKey, safeFileSegment, type Storage } from '../storage';
import { readAspectRatio } from './aspect';
import {
  INSTAGRAM_ALBUM_NOT_A_PICTURE,
  INSTAGRAM_PICTURE_NOT_STORED,
  INSTAGRAM_POST_NOT_FOUND,
  INSTAGRAM_VIDEO_NOT_A_PICTURE,
} from './messages';

interface Deps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

/** Content types of the stored copies by extension (the instagram module keeps jpg, png, webp). */
const PICTURE_TYPES = new Map([
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
]);

/** Longest description kept from a caption (the Image's description limit). */
const DESCRIPTION_MAX = 1500;

/** A synced picture of the group, checked: its row and our stored copy of it. */
export interface InstagramPicture {
  mediaId: string;
  externalId: string;
  caption: string | null;
  /** Key of the instagram module's copy (groups/{groupId}/instagram/…). */
  storedKey: string;
  extension: string;
}

/**
 * One of the group's synced pictures by its InstagramMedia id. Another group's id is as unknown
 * as a made-up one; videos, albums and pictures still at Instagram's address are refused.
 */
export async function checkInstagramPicture(
  deps: Deps,
  groupId: string,
  mediaId: string,
): Promise<InstagramPicture> {
  const id = mediaId.trim().toLowerCase();
  if (!isUuid(id)) throw new UserError(INSTAGRAM_POST_NOT_FOUND);
  const [media] = await deps.db
    .select()
    .from(instagramMedia)
    .where(and(eq(instagramMedia.id, id), eq(instagramMedia.groupId, groupId)));
  if (!media) throw new UserError(INSTAGRAM_POST_NOT_FOUND);
  if (media.mediaType === 'VIDEO') throw new UserError(INSTAGRAM_VIDEO_NOT_A_PICTURE);
  if (media.mediaType !== 'IMAGE') throw new UserError(INSTAGRAM_ALBUM_NOT_A_PICTURE);

  const key =
    media.mediaUrl && !media.mediaExpires ? deps.storage.keyFromUrl(media.mediaUrl) : null;
  const folder = `${objectKey('groups', groupId, 'instagram')}/`;
  const extension = key?.slice(key.lastIndexOf('.') + 1) ?? '';
  if (
    !key ||
    !key.startsWith(folder) ||
    key.slice(folder.length).includes('/') ||
    !PICTURE_TYPES.has(extension) ||
    !(await deps.storage.exists(key))
  ) {
    throw new UserError(INSTAGRAM_PICTURE_NOT_STORED);
  }
  return {
    mediaId: media.id,
    externalId: media.externalId,
    caption: media.caption,
    storedKey: key,
    extension,
  };
}

/** A photo's title from a caption: its first line, at most TEXT_MAX characters. */
export function titleFromCaption(caption: string | null): string {
  const line = (caption ?? '')
    .split('\n')
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .find((text) => text.length > 0);
  if (!line) return 'Instagram photo';
  if (line.length <= TEXT_MAX) return line;
  const cut = line.slice(0, TEXT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TEXT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The group's live Image of an Instagram post, if it has one. */
async function existingImage(
  db: Database,
  groupId: string,
  externalId: string,
): Promise<ImageRow | undefined> {
  const [row] = await db
    .select()
    .from(images)
    .where(
      and(
        eq(images.groupId, groupId),
        eq(images.source, 'INSTAGRAM'),
        eq(images.sourceId, externalId),
        isNull(images.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The group's Image of a checked picture: the one it already has for that post, or a new one
 * (source INSTAGRAM, sourceId the post's externalId, titled by the caption) on our own copy.
 */
export async function imageOfInstagramPicture(
  deps: Deps,
  groupId: string,
  picture: InstagramPicture,
): Promise<ImageRow> {
  const existing = await existingImage(deps.db, groupId, picture.externalId);
  if (existing) return existing;
  const fileKey = objectKey(
    'groups',
    groupId,
    'images',
    'instagram',
    safeFileSegment(`${picture.externalId}.${picture.extension}`, 'photo'),
  );
  const stored = await deps.storage.putFile(
    fileKey,
    await deps.storage.readStream(picture.storedKey),
    PICTURE_TYPES.get(picture.extension)!,
  );
  const caption = picture.caption?.trim() || null;
  const [row] = await deps.db
    .insert(images)
    .values({
      groupId,
      title: titleFromCaption(caption),
      description: caption ? caption.slice(0, DESCRIPTION_MAX) : null,
      fileKey,
      size: stored.size,
      aspectRatio: await readAspectRatio(deps.storage, fileKey),
      source: 'INSTAGRAM',
      sourceId: picture.externalId,
    })
    .returning();
  return row!;
}

/**
 * Image ids for InstagramMedia ids (each checked first, then made or reused once, even when named
 * twice): nothing is copied unless every one is usable.
 */
export async function imagesOfInstagramMedia(
  deps: Deps,
  groupId: string,
  mediaIds: readonly string[],
): Promise<Map<string, ImageRow>> {
  const checked = new Map<string, InstagramPicture>();
  for (const mediaId of mediaIds) {
    const id = mediaId.trim().toLowerCase();
    if (!checked.has(id)) checked.set(id, await checkInstagramPicture(deps, groupId, id));
  }
  const rows = new Map<string, ImageRow>();
  for (const [id, picture] of checked) {
    rows.set(id, await imageOfInstagramPicture(deps, groupId, picture));
  }
  return rows;
}
