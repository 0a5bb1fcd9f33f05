// S3-compatible storage (AWS, MinIO, R2...): browsers PUT straight to the bucket through presigned
// URLs; the server reads, writes and deletes with the SDK.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../../config';
import { assertValidKey, assertValidPrefix, isValidKey } from './keys';
import { matchesKind, SNIFF_BYTES } from './magic';
import {
  DEFAULT_UPLOAD_EXPIRY_SECONDS,
  ObjectNotFoundError,
  UploadRejectedError,
  type ByteRange,
  type CreateUploadUrlInput,
  type PutFileOptions,
  type PutSource,
  type Storage,
  type StoredObject,
  type UploadKind,
  type UploadUrl,
} from './types';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** Presigned S3 URLs live at most 7 days (SigV4). */
const MAX_EXPIRY_SECONDS = 7 * 24 * 3600;

export function bucketBaseUrl(config: S3StorageConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  if (config.endpoint) return `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`;
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly mediaBaseUrl: string;
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig, client?: S3Client) {
    this.bucket = config.bucket;
    this.mediaBaseUrl = bucketBaseUrl(config);
    this.client =
      client ??
      new S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
        credentials: {
          accessKeyId: config.accessKeyId,
          secretAccessKey: config.secretAccessKey,
        },
        // Default checksums would add x-amz-checksum-* to presigned URLs, which a browser's plain
        // PUT cannot satisfy, and many S3-compatible services do not implement.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
  }

  async createUploadUrl(input: CreateUploadUrlInput): Promise<UploadUrl> {
    assertValidKey(input.key);
    const expiresIn = Math.min(
      input.expiresInSeconds ?? DEFAULT_UPLOAD_EXPIRY_SECONDS,
      MAX_EXPIRY_SECONDS,
    );
    // Content-Type is signed: S3 refuses a PUT with another type. A presigned PUT cannot bound
    // the size or check the bytes; verifyUpload does that before a record uses the key.
    const url = await getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.bucket, Key: input.key, ContentType: input.contentType }),
      { expiresIn, signableHeaders: new Set(['content-type']) },
    );
    return {
      url,
      fileKey: input.key,
      method: 'PUT',
      contentType: input.contentType,
      expiresAt: new Date(Date.now() + expiresIn * 1000),
    };
  }

  publicUrl(key: string): string {
    return `${this.mediaBaseUrl}/${assertValidKey(key)}`;
  }

  keyFromUrl(urlOrKey: string): string | null {
    const prefix = `${this.mediaBaseUrl}/`;
    const key = urlOrKey.startsWith(prefix) ? urlOrKey.slice(prefix.length) : urlOrKey;
    return isValidKey(key) ? key : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async head(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
        etag: out.ETag ?? '',
        lastModified: out.LastModified ?? new Date(0),
        ...(out.CacheControl ? { cacheControl: out.CacheControl } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async verifyUpload(
    key: string,
    check: { kind: UploadKind; maxBytes?: number },
  ): Promise<StoredObject> {
    const object = await this.head(key);
    if (!object) throw new UploadRejectedError(key, 'missing');
    if (check.maxBytes !== undefined && object.size > check.maxBytes) {
      await this.delete(key);
      throw new UploadRejectedError(key, 'too-large');
    }
    if (check.kind !== 'any') {
      const head =
        object.size === 0
          ? new Uint8Array()
          : await streamToBuffer(
              await this.readStream(key, {
                start: 0,
                end: Math.min(SNIFF_BYTES, object.size) - 1,
              }),
            );
      if (!(await matchesKind(head, check.kind))) {
        await this.delete(key);
        throw new UploadRejectedError(key, 'wrong-type');
      }
    }
    return object;
  }

  async putFile(
    key: string,
    source: PutSource,
    contentType: string,
    options: PutFileOptions = {},
  ): Promise<StoredObject> {
    assertValidKey(key);
    // S3 needs the length up front: files are streamed with their size, streams are buffered
    // (server-side writes are small: thumbnails, HLS segments).
    let body: Buffer | Readable;
    let length: number;
    if (typeof source === 'string') {
      length = (await fs.stat(source)).size;
      body = createReadStream(source);
    } else if (Buffer.isBuffer(source)) {
      body = source;
      length = source.length;
    } else {
      body = await streamToBuffer(source);
      length = body.length;
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: length,
        ContentType: contentType,
        ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
      }),
    );
    const stored = await this.head(key);
    if (!stored) throw new ObjectNotFoundError(key);
    return stored;
  }

  async readStream(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!out.Body) throw new ObjectNotFoundError(key);
      return out.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: keys, Quiet: true },
          }),
        );
        deleted += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }
}

export function createS3Storage(config: S3StorageConfig, client?: S3Client): S3Storage {
  return new S3Storage(config, client);
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404
  );
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks);
}
