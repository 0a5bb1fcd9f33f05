// Photos of a group (doc 2 §2 /images, §3, §7): upload addresses, images and their files; the
// collections are in collections.ts. Callers have already authorized the group; every file
// reference is resolved here to an upload of this group.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  imageCollectionItems,
  images,
  type ImageRow,
  type ImageSourceValue,
} from '../../db/schema';
import { UserError } from '../../errors';
import type { Image } from '../../graphql/generated/resolvers-types';
import type { Logger } from '../../logger';
import { FORBIDDEN_MESSAGE } from '../auth';
import { isUuid } from '../../db/ids';
import { UploadRejectedError, type Storage } from '../storage';
import { readAspectRatio } from './aspect';
import { IMAGE_CONTENT_TYPES, imageKey, isGroupImageKey, MAX_IMAGE_BYTES } from './keys';
import {
  FILE_NOT_FOUND,
  IMAGE_NOT_FOUND,
  NOT_AN_IMAGE_FILE,
  TOO_MANY_FILES,
  UNABLE_TO_GET_UPLOAD_URLS,
} from './messages';

export interface ServiceDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

export const MAX_FILES_PER_CALL = 100;

export const forbidden = () => new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });
const imageNotFound = () => new UserError(IMAGE_NOT_FOUND, { code: 'NOT_FOUND' });

export function toImage(storage: Storage, row: ImageRow): Image {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    title: row.title,
    description: row.description,
    aspectRatio: row.aspectRatio,
    imageUrl: row.fileKey ? storage.publicUrl(row.fileKey) : (row.externalUrl ?? ''),
    source: row.source,
    sourceId: row.sourceId,
  };
}

// ---------------------------------------------------------------------------------------------
// Uploads

export interface FileData {
  fileName: string;
  fileType: string;
}

/** Signed PUT addresses for photos, one per file in the order given. */
export async function imageUploadUrls(deps: ServiceDeps, groupId: string, files: FileData[]) {
  if (files.length > MAX_FILES_PER_CALL) throw new UserError(TOO_MANY_FILES);
  for (const file of files) {
    if (!IMAGE_CONTENT_TYPES.has(file.fileType.toLowerCase())) {
      throw new UserError(NOT_AN_IMAGE_FILE);
    }
  }
  try {
    return await Promise.all(
      files.map(async ({ fileName, fileType }) => {
        const key = imageKey(groupId, fileName);
        const [upload, objectExists] = await Promise.all([
          deps.storage.createUploadUrl({
            key,
            kind: 'image',
            contentType: fileType.toLowerCase(),
            maxBytes: MAX_IMAGE_BYTES,
          }),
          deps.storage.exists(key),
        ]);
        return { fileName, fileKey: upload.fileKey, url: upload.url, objectExists };
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, groupId }, 'image upload urls not created');
    throw new UserError(UNABLE_TO_GET_UPLOAD_URLS);
  }
}

export interface CheckedUpload {
  fileKey: string;
  size: number;
  aspectRatio: number | null;
}

/**
 * The upload named by `reference` (one of our public addresses or a bare key), checked: a file of
 * this group's images folder, present, within the size limit and an image by its bytes.
 */
export async function checkUpload(
  storage: Storage,
  groupId: string,
  reference: string,
): Promise<CheckedUpload> {
  const key = storage.keyFromUrl(reference.trim());
  if (key === null || !isGroupImageKey(groupId, key)) throw new UserError(FILE_NOT_FOUND);
  try {
    const object = await storage.verifyUpload(key, { kind: 'image', maxBytes: MAX_IMAGE_BYTES });
    return { fileKey: key, size: object.size, aspectRatio: await readAspectRatio(storage, key) };
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      throw new UserError(error.reason === 'missing' ? FILE_NOT_FOUND : NOT_AN_IMAGE_FILE);
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Images

export async function ownImage(db: Database, groupId: string, id: string): Promise<ImageRow> {
  if (!isUuid(id)) throw imageNotFound();
  const [row] = await db.select().from(images).where(eq(images.id, id.toLowerCase()));
  if (row && row.groupId !== groupId) throw forbidden();
  if (!row || row.deletedAt) throw imageNotFound();
  return row;
}

export interface ImageInput {
  id?: string | null;
  title: string;
  description?: string | null;
  aspectRatio?: number | null;
  imageUrl?: string | null;
  source?: ImageSourceValue | null;
  sourceId?: string | null;
}

/** Creates (imageUrl: an upload of the group) or updates an image of the group. */
export async function upsertImage(
  deps: ServiceDeps,
  groupId: string,
  input: ImageInput,
): Promise<Image> {
  const existing = input.id ? await ownImage(deps.db, groupId, input.id) : undefined;
  const upload = input.imageUrl?.trim()
    ? await checkUpload(deps.storage, groupId, input.imageUrl)
    : undefined;
  if (!existing && !upload) throw new UserError(FILE_NOT_FOUND);
  const values = {
    title: input.title,
    ...(input.description === undefined ? {} : { description: input.description || null }),
    ...(upload ? { fileKey: upload.fileKey, size: upload.size, externalUrl: null } : {}),
    // What the file says wins over what the browser says.
    aspectRatio: upload?.aspectRatio ?? input.aspectRatio ?? existing?.aspectRatio ?? null,
    ...(input.source ? { source: input.source } : {}),
    ...(input.sourceId === undefined ? {} : { sourceId: input.sourceId }),
  };
  const [row] = existing
    ? await deps.db
        .update(images)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(images.id, existing.id), isNull(images.deletedAt)))
        .returning()
    : await deps.db
        .insert(images)
        .values({ ...values, groupId })
        .returning();
  if (!row) throw imageNotFound();
  return toImage(deps.storage, row);
}

/** Removes a stored file unless another live image of the group still shows it. */
async function removeFileIfUnused(deps: ServiceDeps, row: ImageRow): Promise<void> {
  if (!row.fileKey) return;
  const [other] = await deps.db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.fileKey, row.fileKey), isNull(images.deletedAt)))
    .limit(1);
  if (other) return;
  try {
    await deps.storage.delete(row.fileKey);
  } catch (error) {
    deps.logger.warn({ err: error, key: row.fileKey }, 'image file not deleted');
  }
}

/** Deletes an image: collections holding it lose that item, and its file goes when unused. */
export async function deleteImage(deps: ServiceDeps, groupId: string, id: string): Promise<void> {
  const row = await ownImage(deps.db, groupId, id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(imageCollectionItems).where(eq(imageCollectionItems.imageId, row.id));
    await tx
      .update(images)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(images.id, row.id));
  });
  await removeFileIfUnused(deps, row);
}
