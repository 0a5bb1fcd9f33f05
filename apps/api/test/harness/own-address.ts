// A test server that listens on its own free port with that address as PUBLIC_URL, so the clients
// of the provider sandboxes (Shopify, Google, Facebook, oEmbed) reach them over real HTTP exactly
// as in development. Extra environment (ADMIN_EMAILS, DATA_DIR, ...) goes on top.
import { createServer } from 'node:net';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createTestDatabase } from './database';
import { gqlAt, type TestServer } from './server';

export interface OwnAddressServer extends TestServer {
  config: Config;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

export async function startOwnAddressServer(
  env: Record<string, string> = {},
  /** Built apps to serve instead of apps/web/dist and apps/embed/dist (which may not exist yet). */
  sites: { webDist?: string; embedDist?: string } = {},
): Promise<OwnAddressServer> {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  const database = await createTestDatabase();
  const app = await createApp(config, { database, ...sites });
  const url = await app.listen(port);
  return {
    url,
    app,
    database,
    config,
    gql: gqlAt(url),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
