// Local-disk storage (the default): objects under config.storage.dir, uploads by signed PUT URLs
// served by the API itself (routes.ts), downloads from /media/<key>.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeToFile } from '../../net/pipe-to-file';
import { assertValidKey, assertValidPrefix, isValidKey } from './keys';
import { matchesKind, SNIFF_BYTES } from './magic';
import { grantQuery } from './signing';
import {
  DEFAULT_UPLOAD_EXPIRY_SECONDS,
  InvalidKeyError,
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

export const UPLOAD_PATH = '/storage/upload';
export const MEDIA_PATH = '/media';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface LocalStorageOptions {
  dir: string;
  /** The API's public address (no trailing slash). */
  publicUrl: string;
  /** Signs upload URLs. */
  secret: string;
}

interface ObjectMeta {
  contentType: string;
  cacheControl?: string;
}

// Folders beside the objects; keys cannot start with '.', so they never collide with a key.
const META_DIR = '.meta';
const TMP_DIR = '.tmp';

const EXTENSION_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.json': 'application/json',
  '.vtt': 'text/vtt',
};

/**
 * Renames `from` to `to`, making `to`'s folder first. A folder removed between the two steps (a
 * deletePrefix of the same folder) is made again, a few times: the write lands, and a delete
 * that follows removes it as usual.
 */
async function moveInto(from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await fs.mkdir(path.dirname(to), { recursive: true });
      await fs.rename(from, to);
      return;
    } catch (error) {
      if (!isNotFound(error) || attempt >= 5) throw error;
    }
  }
}

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly mediaBaseUrl: string;
  readonly root: string;
  /** When the used upload grants were last swept (upload.ts). */
  lastGrantSweep = 0;

  constructor(readonly options: LocalStorageOptions) {
    this.root = path.resolve(options.dir);
    this.mediaBaseUrl = `${options.publicUrl.replace(/\/+$/, '')}${MEDIA_PATH}`;
  }

  /** Absolute path of a key's file; refuses anything that would leave the root. */
  pathOf(key: string): string {
    assertValidKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new InvalidKeyError(key);
    return file;
  }

  private metaPathOf(key: string): string {
    assertValidKey(key);
    return path.resolve(this.root, META_DIR, ...key.split('/')) + '.json';
  }

  async createUploadUrl(input: CreateUploadUrlInput): Promise<UploadUrl> {
    assertValidKey(input.key);
    const expiresIn = input.expiresInSeconds ?? DEFAULT_UPLOAD_EXPIRY_SECONDS;
    const expires = Math.floor(Date.now() / 1000) + expiresIn;
    const query = grantQuery(
      {
        key: input.key,
        contentType: input.contentType,
        maxBytes: input.maxBytes,
        kind: input.kind,
        immutable: input.immutable ?? false,
        expires,
      },
      this.options.secret,
    );
    const base = this.options.publicUrl.replace(/\/+$/, '');
    return {
      url: `${base}${UPLOAD_PATH}/${input.key}?${query.toString()}`,
      fileKey: input.key,
      method: 'PUT',
      contentType: input.contentType,
      expiresAt: new Date(expires * 1000),
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
    const file = this.pathOf(key);
    let stat;
    try {
      stat = await fs.stat(file);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    if (!stat.isFile()) return null;
    const meta = await this.readMeta(key);
    return {
      key,
      size: stat.size,
      contentType: meta.contentType,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime,
      ...(meta.cacheControl ? { cacheControl: meta.cacheControl } : {}),
    };
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
    if (!(await matchesKind(await this.readHead(this.pathOf(key)), check.kind))) {
      await this.delete(key);
      throw new UploadRejectedError(key, 'wrong-type');
    }
    return object;
  }

  async putFile(
    key: string,
    source: PutSource,
    contentType: string,
    options: PutFileOptions = {},
  ): Promise<StoredObject> {
    this.pathOf(key);
    const tmp = await this.tempPath();
    try {
      const input =
        typeof source === 'string'
          ? createReadStream(source)
          : Buffer.isBuffer(source)
            ? Readable.from([source])
            : source;
      await pipeToFile(input, [], tmp, { flags: 'wx' });
      await this.commit(tmp, key, { contentType, cacheControl: options.cacheControl });
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
    const stored = await this.head(key);
    if (!stored) throw new ObjectNotFoundError(key);
    return stored;
  }

  async readStream(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.open(file, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
    await fs.rm(this.metaPathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    const folder = this.pathOf(prefix.slice(0, -1));
    const count = await countFiles(folder);
    // A file written into the folder while it is removed (a job still finishing its copies) makes
    // a single pass fail with ENOTEMPTY: Node retries those passes (maxRetries), and the writer
    // removes what it wrote after a delete (see the videos module's transcode job).
    const removal = { recursive: true, force: true, maxRetries: 8, retryDelay: 25 } as const;
    await fs.rm(folder, removal);
    await fs.rm(this.metaPathOf(prefix.slice(0, -1)).slice(0, -'.json'.length), removal);
    return count;
  }

  // ---- used by the HTTP routes ----

  /** A fresh temporary file path on the same file system as the objects (so rename is atomic). */
  async tempPath(): Promise<string> {
    const dir = path.join(this.root, TMP_DIR);
    await fs.mkdir(dir, { recursive: true });
    return path.join(dir, randomUUID());
  }

  /** Moves a finished temporary file into place, metadata first so readers never see a bare file. */
  async commit(tmp: string, key: string, meta: ObjectMeta): Promise<void> {
    const target = this.pathOf(key);
    const metaPath = this.metaPathOf(key);
    const metaTmp = `${tmp}.meta`;
    await fs.writeFile(metaTmp, JSON.stringify(meta));
    try {
      await moveInto(metaTmp, metaPath);
    } catch (error) {
      await fs.rm(metaTmp, { force: true });
      throw error;
    }
    await moveInto(tmp, target);
  }

  /** The first bytes of a file, enough for magic-byte detection. */
  async readHead(file: string): Promise<Uint8Array> {
    const handle = await fs.open(file, 'r');
    try {
      const buffer = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  private async readMeta(key: string): Promise<ObjectMeta> {
    try {
      const meta = JSON.parse(await fs.readFile(this.metaPathOf(key), 'utf8')) as ObjectMeta;
      if (typeof meta.contentType === 'string') return meta;
    } catch (error) {
      if (!isNotFound(error) && !(error instanceof SyntaxError)) throw error;
    }
    const ext = path.extname(key).toLowerCase();
    return { contentType: EXTENSION_TYPES[ext] ?? 'application/octet-stream' };
  }
}

export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  return new LocalStorage(options);
}

function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function countFiles(folder: string): Promise<number> {
  try {
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).length;
  } catch (error) {
    if (isNotFound(error)) return 0;
    throw error;
  }
}
