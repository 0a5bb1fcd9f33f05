// The storage contract every media-owning module uses: local disk by default, S3-compatible when
// configured. Keys are always chosen by the server (see keys.ts); clients only ever get URLs.
import type { Readable } from 'node:stream';
import type { Logger } from '../../logger';

/** Family of bytes an upload must contain, checked by magic bytes ('any': not checked). */
export type UploadKind = 'image' | 'audio' | 'video' | 'any';

export interface CreateUploadUrlInput {
  /** Server-chosen key (see objectKey). */
  key: string;
  kind: UploadKind;
  /** The PUT must send exactly this Content-Type. */
  contentType: string;
  /** Largest accepted body, in bytes. */
  maxBytes: number;
  /** Default 3600. */
  expiresInSeconds?: number;
  /**
   * The key is never written twice (it holds a fresh id or a content hash), so the object may be
   * cached forever. Local storage serves it 'immutable'; on S3 the CDN's policy applies.
   */
  immutable?: boolean;
}

export interface UploadUrl {
  url: string;
  fileKey: string;
  method: 'PUT';
  contentType: string;
  expiresAt: Date;
}

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
  cacheControl?: string;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface PutFileOptions {
  /** Cache-Control served with the object, e.g. 'public, max-age=31536000, immutable'. */
  cacheControl?: string;
}

export type PutSource = string | Buffer | Readable;

export interface Storage {
  readonly kind: 'local' | 's3';
  /** publicUrl(key) === `${mediaBaseUrl}/${key}` (the spec's media host). */
  readonly mediaBaseUrl: string;
  createUploadUrl(input: CreateUploadUrlInput): Promise<UploadUrl>;
  /** Absolute URL the browser and the embeds load the object from. */
  publicUrl(key: string): string;
  /** The key behind one of our public URLs (or a bare valid key); null when not ours or invalid. */
  keyFromUrl(urlOrKey: string): string | null;
  exists(key: string): Promise<boolean>;
  head(key: string): Promise<StoredObject | null>;
  /**
   * Checks an uploaded object before a record points at it: present, within maxBytes, and its
   * first bytes of the expected kind. A wrong object is deleted and UploadRejectedError thrown.
   */
  verifyUpload(key: string, check: { kind: UploadKind; maxBytes?: number }): Promise<StoredObject>;
  /** Server-side write (a local file path, a buffer or a stream). */
  putFile(
    key: string,
    source: PutSource,
    contentType: string,
    options?: PutFileOptions,
  ): Promise<StoredObject>;
  /** Throws ObjectNotFoundError when absent. */
  readStream(key: string, range?: ByteRange): Promise<Readable>;
  /** A missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object under a prefix ending in '/'; answers how many were deleted. */
  deletePrefix(prefix: string): Promise<number>;
}

/**
 * Makes a derived object (a smaller copy of an image...) on demand: `makes` tells, from the key
 * alone, whether the key names one; `make` makes it when its source exists and answers whether the
 * key exists now.
 */
export interface MediaMaker {
  makes(key: string): boolean;
  make(deps: { storage: Storage; logger: Logger }, key: string): Promise<boolean>;
}

export class InvalidKeyError extends Error {
  constructor(readonly key: string) {
    super('Invalid storage key.');
    this.name = 'InvalidKeyError';
  }
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super('Stored object not found.');
    this.name = 'ObjectNotFoundError';
  }
}

export type UploadRejection = 'missing' | 'too-large' | 'wrong-type';

export class UploadRejectedError extends Error {
  constructor(
    readonly key: string,
    readonly reason: UploadRejection,
  ) {
    super(`Upload rejected: ${reason}.`);
    this.name = 'UploadRejectedError';
  }
}

/** Default size limits; modules use the spec's own limits where it gives one. */
export const MAX_BYTES = {
  image: 20 * 1024 * 1024,
  audio: 200 * 1024 * 1024,
  video: 10 * 1024 * 1024 * 1024,
  any: 100 * 1024 * 1024,
} as const satisfies Record<UploadKind, number>;

export const DEFAULT_UPLOAD_EXPIRY_SECONDS = 3600;
