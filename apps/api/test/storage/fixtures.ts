// Small files with real magic bytes, for upload tests.
import { createServer, type Server } from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/connection';
import { Reply } from '../../src/http/reply';
import { matchRoute, type HttpRouteContext } from '../../src/http/routes';
import { createLogger } from '../../src/logger';
import { createStorage, storageRoutes, type Storage } from '../../src/modules/storage';

/** One MPEG-1 Layer III frame header followed by silence: file-type reads it as audio/mpeg. */
export function mp3Bytes(size = 2048): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.set([0xff, 0xfb, 0x90, 0x64]);
  return bytes;
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a10000000049454e44ae426082',
  'hex',
);

export const HTML_BYTES = Buffer.from('<!doctype html><script>alert(1)</script>');

export async function tempDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'vendy-storage-'));
}

export interface StorageServer {
  url: string;
  config: Config;
  /** The storage its routes serve (as the app's `storage` service). */
  storage: Storage;
  dir: string;
  close(): Promise<void>;
}

/** The storage routes alone on a random port (no database needed). */
export async function startStorageServer(): Promise<StorageServer> {
  const dir = await tempDir();
  let server: Server;
  const base = await new Promise<string>((resolve) => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', config.publicUrl);
      const route = matchRoute(storageRoutes, req.method ?? 'GET', url.pathname);
      if (!route) {
        res.writeHead(404).end();
        return;
      }
      Promise.resolve(
        route.handle(req, res, {
          config,
          db: undefined as unknown as Database,
          storage,
          logger,
          requestId: 'test',
          url,
          cookies: new Map(),
          reply: new Reply(false),
        } as unknown as HttpRouteContext),
      ).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      });
    });
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, PUBLIC_URL: base });
  const storage = createStorage(config);
  const logger = createLogger({ logLevel: 'silent' });
  return {
    url: base,
    config,
    storage,
    dir,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
