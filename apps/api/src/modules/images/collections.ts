// Photo collections of a group (doc 2 §2 /images, §3, §7): listing, saving a new one from uploads,
// images and synced Instagram pictures, replacing the photos of one, deleting. Callers have already
// authorized the group.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  imageCollectionItems,
  imageCollections,
  images,
  type ImageCollectionRow,
  type ImageRow,
} from '../../db/schema';
import { isUuid } from '../../db/ids';
import { UserError } from '../../errors';
import type { Image, ImageCollection } from '../../graphql/generated/resolvers-types';
import type { Storage } from '../storage';
import { checkInstagramPicture, imagesOfInstagramMedia } from './instagram';
import { titleFromKey } from './keys';
import {
  COLLECTION_NOT_FOUND,
  DUPLICATE_RANKS,
  NO_PHOTOS_SELECTED,
  TOO_MANY_FILES,
  unableToUploadImage,
} from './messages';
import {
  checkUpload,
  forbidden,
  MAX_FILES_PER_CALL,
  ownImage,
  toImage,
  type CheckedUpload,
  type ServiceDeps,
} from './service';

const collectionNotFound = () => new UserError(COLLECTION_NOT_FOUND, { code: 'NOT_FOUND' });

async function ownCollection(
  db: Database,
  groupId: string,
  id: string,
): Promise<ImageCollectionRow> {
  if (!isUuid(id)) throw collectionNotFound();
  const [row] = await db
    .select()
    .from(imageCollections)
    .where(eq(imageCollections.id, id.toLowerCase()));
  if (row && row.groupId !== groupId) throw forbidden();
  if (!row || row.deletedAt) throw collectionNotFound();
  return row;
}

/** Collections with their images in order (ranks counted from 0), in the order of `rows`. */
async function withItems(
  db: Database,
  storage: Storage,
  rows: ImageCollectionRow[],
): Promise<ImageCollection[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({ collectionId: imageCollectionItems.collectionId, image: images })
    .from(imageCollectionItems)
    .innerJoin(images, eq(images.id, imageCollectionItems.imageId))
    .where(
      and(
        inArray(
          imageCollectionItems.collectionId,
          rows.map((row) => row.id),
        ),
        isNull(images.deletedAt),
      ),
    )
    .orderBy(asc(imageCollectionItems.collectionId), asc(imageCollectionItems.rank));
  const byCollection = new Map<string, Image[]>();
  for (const item of items) {
    const list = byCollection.get(item.collectionId) ?? [];
    list.push(toImage(storage, item.image));
    byCollection.set(item.collectionId, list);
  }
  return rows.map((row) => {
    const photos = byCollection.get(row.id) ?? [];
    return {
      id: row.id,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      title: row.title,
      thumbnailUrl: photos[0]?.imageUrl ?? null,
      source:
        photos.length > 0 && photos.every((p) => p.source === 'INSTAGRAM') ? 'INSTAGRAM' : 'UPLOAD',
      items: photos.map((image, rank) => ({ rank, imageId: image.id, image })),
    };
  });
}

/** The group's photo collections, newest first. */
export async function listImageCollections(
  db: Database,
  storage: Storage,
  groupId: string,
): Promise<ImageCollection[]> {
  const rows = await db
    .select()
    .from(imageCollections)
    .where(and(eq(imageCollections.groupId, groupId), isNull(imageCollections.deletedAt)))
    .orderBy(desc(imageCollections.createdAt), desc(imageCollections.id));
  return withItems(db, storage, rows);
}

async function oneCollection(deps: ServiceDeps, row: ImageCollectionRow) {
  const [shape] = await withItems(deps.db, deps.storage, [row]);
  return shape!;
}

export interface SaveItem {
  /** The client's key for the photo. */
  id: string;
  /** An upload of the group (key or address), or the id of an image of the group. */
  data?: string | null;
  /** Or one of the group's synced Instagram pictures (instagram.ts). */
  instagramMediaId?: string | null;
}

export type SaveResult =
  | {
      success: true;
      errorMessage: null;
      imageCollection: ImageCollection;
      uploadedImages: Image[];
    }
  | { success: false; errorMessage: string; imageCollection: null; uploadedImages: [] };

const failed = (errorMessage: string): SaveResult => ({
  success: false,
  errorMessage,
  imageCollection: null,
  uploadedImages: [],
});

/**
 * Creates a collection from photos in the order given: uploaded files become new images, image
 * ids are placed as they are, synced Instagram pictures get (or reuse) their image. Nothing is saved unless every photo is usable; problems come back
 * as success false with the message.
 */
export async function saveImageCollection(
  deps: ServiceDeps,
  groupId: string,
  title: string,
  items: SaveItem[],
): Promise<SaveResult> {
  if (items.length === 0) return failed(NO_PHOTOS_SELECTED);
  if (items.length > MAX_FILES_PER_CALL) return failed(TOO_MANY_FILES);

  type Placed = { existing: ImageRow } | { upload: CheckedUpload } | { instagram: string };
  const placed: Placed[] = [];
  for (const item of items) {
    if (item.instagramMediaId) {
      try {
        const picture = await checkInstagramPicture(deps, groupId, item.instagramMediaId);
        placed.push({ instagram: picture.mediaId });
        continue;
      } catch (error) {
        if (error instanceof UserError) return failed(error.message);
        throw error;
      }
    }
    const data = (item.data ?? '').trim();
    try {
      if (isUuid(data)) placed.push({ existing: await ownImage(deps.db, groupId, data) });
      else placed.push({ upload: await checkUpload(deps.storage, groupId, data) });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      const key = deps.storage.keyFromUrl(data);
      return failed(unableToUploadImage(key ? key.slice(key.lastIndexOf('/') + 1) : data));
    }
  }

  // Every photo is usable: the Instagram pictures' images are made (or found) now.
  const instagram = await imagesOfInstagramMedia(
    deps,
    groupId,
    placed.flatMap((photo) => ('instagram' in photo ? [photo.instagram] : [])),
  );
  const { collection, uploaded } = await deps.db.transaction(async (tx) => {
    const uploaded: ImageRow[] = [];
    const imageIds: string[] = [];
    for (const photo of placed) {
      if ('existing' in photo) {
        imageIds.push(photo.existing.id);
        continue;
      }
      if ('instagram' in photo) {
        imageIds.push(instagram.get(photo.instagram)!.id);
        continue;
      }
      const [row] = await tx
        .insert(images)
        .values({
          groupId,
          title: titleFromKey(photo.upload.fileKey),
          fileKey: photo.upload.fileKey,
          size: photo.upload.size,
          aspectRatio: photo.upload.aspectRatio,
          source: 'UPLOAD',
        })
        .returning();
      uploaded.push(row!);
      imageIds.push(row!.id);
    }
    const [collection] = await tx.insert(imageCollections).values({ groupId, title }).returning();
    await tx
      .insert(imageCollectionItems)
      .values(imageIds.map((imageId, rank) => ({ collectionId: collection!.id, rank, imageId })));
    return { collection: collection!, uploaded };
  });
  return {
    success: true,
    errorMessage: null,
    imageCollection: await oneCollection(deps, collection),
    uploadedImages: uploaded.map((row) => toImage(deps.storage, row)),
  };
}

export interface CollectionInput {
  id?: string | null;
  title: string;
  /**
   * When given, replaces the collection's images (ordered by rank): images of the group, or the
   * group's synced Instagram pictures (their images are made or reused).
   */
  items?: Array<{ imageId?: string | null; instagramMediaId?: string | null; rank: number }> | null;
}

/** Creates or updates a collection; `items` replaces its photos (images of the group only). */
export async function upsertImageCollection(
  deps: ServiceDeps,
  groupId: string,
  input: CollectionInput,
): Promise<ImageCollection> {
  const existing = input.id ? await ownCollection(deps.db, groupId, input.id) : undefined;
  let ordered: string[] | undefined;
  if (input.items) {
    const ranks = new Set(input.items.map((item) => item.rank));
    if (ranks.size !== input.items.length) throw new UserError(DUPLICATE_RANKS);
    if (input.items.length > MAX_FILES_PER_CALL) throw new UserError(TOO_MANY_FILES);
    const sorted = [...input.items].sort((a, b) => a.rank - b.rank);
    const imageIds = sorted.flatMap((item) => (item.imageId ? [item.imageId] : []));
    for (const imageId of new Set(imageIds)) await ownImage(deps.db, groupId, imageId);
    const instagram = await imagesOfInstagramMedia(
      deps,
      groupId,
      sorted.flatMap((item) =>
        item.imageId || !item.instagramMediaId ? [] : [item.instagramMediaId],
      ),
    );
    ordered = sorted.map((item) =>
      item.imageId
        ? item.imageId.toLowerCase()
        : instagram.get(item.instagramMediaId!.trim().toLowerCase())!.id,
    );
  }
  const row = await deps.db.transaction(async (tx) => {
    const [row] = existing
      ? await tx
          .update(imageCollections)
          .set({ title: input.title, updatedAt: new Date() })
          .where(and(eq(imageCollections.id, existing.id), isNull(imageCollections.deletedAt)))
          .returning()
      : await tx.insert(imageCollections).values({ groupId, title: input.title }).returning();
    if (!row) throw collectionNotFound();
    if (ordered) {
      await tx.delete(imageCollectionItems).where(eq(imageCollectionItems.collectionId, row.id));
      if (ordered.length > 0) {
        await tx
          .insert(imageCollectionItems)
          .values(ordered.map((imageId, rank) => ({ collectionId: row.id, rank, imageId })));
      }
    }
    return row;
  });
  return oneCollection(deps, row);
}

/** Deletes a collection of the group; its images stay. */
export async function deleteImageCollection(
  deps: ServiceDeps,
  groupId: string,
  id: string,
): Promise<void> {
  const row = await ownCollection(deps.db, groupId, id);
  const [deleted] = await deps.db
    .update(imageCollections)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(imageCollections.id, row.id), isNull(imageCollections.deletedAt)))
    .returning({ id: imageCollections.id });
  if (!deleted) throw collectionNotFound();
}
