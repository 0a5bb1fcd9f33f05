// What /images asks of the server (doc 2 §2, §7): photos go up through signed URLs
// (getImageUploadUrls → PUT each file with its own content type, HTTP 200 required), then a new
// collection is saved with saveImageCollection, or an edited one with upsertImage for each new photo
// and upsertImageCollection with the whole ordered list. Instagram pictures go by their
// InstagramMedia id in either call (no upload: the server copies its stored picture). Dependencies are injected (GraphQL
// request, fetch, id source) so the flow is tested without a network.
import {
  DeleteImageCollectionDocument,
  GetImageUploadUrlsDocument,
  SaveImageCollectionDocument,
  UpsertImageCollectionDocument,
  UpsertImageDocument,
  type ImageCollectionFieldsFragment,
} from '@vendy/client/generated';
import { TEXT_MAX } from '@vendy/client/domain';
import { NO_PHOTOS_SELECTED } from '@vendy/client/validation';
import type { VendyRequest } from '@vendy/client/request';
import { mapWithConcurrency } from '../products/concurrency';
import type { LoadInstagramPictures } from './instagramPictures';

export type ImageCollection = ImageCollectionFieldsFragment;

export const DELETE_FAILED = 'Error deleting image collection.';
export const SAVE_FAILED = 'Error uploading image collection';
export const NO_COLLECTION_RETURNED = 'No image collection was returned';
export const uploadFailedMessage = (fileName: string) => `Unable to upload image: ${fileName}`;

/** Files PUT at the same time. */
export const PUT_CONCURRENCY = 4;
/** Room left for the random prefix within the server's 255-character file name limit. */
const MAX_NAME_LENGTH = 200;

/**
 * A photo of a collection being saved: one already stored, a file chosen in the browser, or one of
 * the group's synced Instagram pictures (by InstagramMedia id; the server makes or reuses its image).
 */
export type PhotoItem =
  | { kind: 'saved'; imageId: string }
  | { kind: 'new'; /** The form's key for this photo. */ id: string; file: File }
  | { kind: 'instagram'; mediaId: string };

export type UploadPhase = 'preparing' | 'uploading' | 'saving';

export interface UploadProgress {
  phase: UploadPhase;
  /** Files stored so far, of `total`. */
  done: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface PhotoActionDeps {
  request: VendyRequest;
  fetch: typeof globalThis.fetch;
  /** A short random id; file names start with it so that no upload overwrites another. */
  newId?: () => string;
}

export interface PhotoCollectionValues {
  title: string;
  photos: readonly PhotoItem[];
}

export interface PhotoActions {
  create(values: PhotoCollectionValues, options?: UploadOptions): Promise<ImageCollection>;
  save(
    collection: ImageCollection,
    values: PhotoCollectionValues,
    options?: UploadOptions,
  ): Promise<ImageCollection>;
  remove(collection: ImageCollection): Promise<void>;
  /** The group's synced Instagram pictures; only when the group has an account connected. */
  loadInstagramPictures?: LoadInstagramPictures;
}

export const randomId = (): string => crypto.randomUUID().replace(/-/g, '').slice(0, 12);

/**
 * The name a file is uploaded under: a random prefix, then the file's own name (shortened when very
 * long, keeping its extension). Stored keys follow from names, so two photos called 'IMG_0001.jpg'
 * must not share one.
 */
export function uniqueFileName(fileName: string, id: string): string {
  const name = fileName.split(/[\\/]/).pop() || 'photo';
  if (name.length <= MAX_NAME_LENGTH) return `${id}-${name}`;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 11 ? name.slice(dot) : '';
  return `${id}-${name.slice(0, MAX_NAME_LENGTH - ext.length)}${ext}`;
}

/** A photo's default title: its file name without the extension. */
export function titleOfFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
  return (stem || 'Photo').slice(0, TEXT_MAX);
}

function abortError(): Error {
  const error = new Error('The upload was cancelled.');
  error.name = 'AbortError';
  return error;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

interface NewPhoto {
  id: string;
  file: File;
}

/**
 * Stores files through signed URLs and answers their file keys, in the files' order. A PUT that
 * does not answer 200 (or never answers) fails the whole upload, naming the file.
 */
export async function uploadPhotoFiles(
  deps: PhotoActionDeps,
  photos: readonly NewPhoto[],
  { onProgress, signal }: UploadOptions = {},
): Promise<string[]> {
  if (photos.length === 0) return [];
  const newId = deps.newId ?? randomId;
  const total = photos.length;
  onProgress?.({ phase: 'preparing', done: 0, total });
  const { getImageUploadUrls: targets } = await deps.request(
    GetImageUploadUrlsDocument,
    {
      fileData: photos.map(({ file }) => ({
        fileName: uniqueFileName(file.name, newId()),
        fileType: file.type,
      })),
    },
    { signal },
  );
  let done = 0;
  onProgress?.({ phase: 'uploading', done, total });
  return mapWithConcurrency(photos, PUT_CONCURRENCY, async ({ file }, index) => {
    const target = targets[index];
    if (!target) throw new Error(uploadFailedMessage(file.name));
    if (!target.objectExists) {
      if (signal?.aborted) throw abortError();
      let status = 0;
      try {
        const response = await deps.fetch(target.url, {
          method: 'PUT',
          headers: { 'content-type': file.type },
          body: file,
          signal,
        });
        status = response.status;
      } catch (error) {
        if (isAbort(error)) throw error;
        // No answer at all: the same failure as a refused PUT.
      }
      if (status !== 200) throw new Error(uploadFailedMessage(file.name));
    }
    done += 1;
    onProgress?.({ phase: 'uploading', done, total });
    return target.fileKey;
  });
}

const newPhotos = (photos: readonly PhotoItem[]): NewPhoto[] =>
  photos.filter((photo): photo is PhotoItem & { kind: 'new' } => photo.kind === 'new');

export function createPhotoActions(deps: PhotoActionDeps): PhotoActions {
  return {
    async create({ title, photos }, options = {}) {
      if (photos.length === 0) throw new Error(NO_PHOTOS_SELECTED);
      const fresh = newPhotos(photos);
      const keys = await uploadPhotoFiles(deps, fresh, options);
      const keyOf = new Map(fresh.map((photo, index) => [photo.id, keys[index]!]));
      options.onProgress?.({ phase: 'saving', done: fresh.length, total: fresh.length });
      const { saveImageCollection: result } = await deps.request(
        SaveImageCollectionDocument,
        {
          title: title.trim(),
          items: photos.map((photo, index) => {
            if (photo.kind === 'new') return { id: photo.id, data: keyOf.get(photo.id)! };
            if (photo.kind === 'instagram') {
              return { id: `instagram-${index}`, instagramMediaId: photo.mediaId };
            }
            return { id: `saved-${index}`, data: photo.imageId };
          }),
        },
        { signal: options.signal },
      );
      if (!result.success) throw new Error(result.errorMessage || SAVE_FAILED);
      if (!result.imageCollection) throw new Error(NO_COLLECTION_RETURNED);
      return result.imageCollection;
    },

    async save(collection, { title, photos }, options = {}) {
      if (photos.length === 0) throw new Error(NO_PHOTOS_SELECTED);
      const fresh = newPhotos(photos);
      const keys = await uploadPhotoFiles(deps, fresh, options);
      options.onProgress?.({ phase: 'saving', done: fresh.length, total: fresh.length });
      // Each new file becomes an image of the group; then the collection takes the whole order.
      const imageIdOf = new Map<string, string>();
      for (const [index, photo] of fresh.entries()) {
        const { upsertImage } = await deps.request(
          UpsertImageDocument,
          { title: titleOfFile(photo.file.name), imageUrl: keys[index]! },
          { signal: options.signal },
        );
        imageIdOf.set(photo.id, upsertImage.id);
      }
      const { upsertImageCollection } = await deps.request(
        UpsertImageCollectionDocument,
        {
          id: collection.id,
          title: title.trim(),
          items: photos.map((photo, rank) => {
            if (photo.kind === 'instagram') return { instagramMediaId: photo.mediaId, rank };
            const imageId = photo.kind === 'saved' ? photo.imageId : imageIdOf.get(photo.id)!;
            return { imageId, rank };
          }),
        },
        { signal: options.signal },
      );
      return upsertImageCollection;
    },

    async remove(collection) {
      const { deleteImageCollection: result } = await deps.request(DeleteImageCollectionDocument, {
        collectionId: collection.id,
      });
      if (!result.success) throw new Error(result.message || DELETE_FAILED);
    },
  };
}
