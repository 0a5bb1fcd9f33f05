// The matrix's server: the real app with the Shopify sandbox reachable over HTTP (PUBLIC_URL is its
// own address, like the store tests) and the admins named by ADMIN_EMAILS, the configuration path
// operators use.
import { createServer } from 'node:net';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase } from '../harness/database';
import type { ShopifyTestServer } from '../stores/harness';

function freePort(): Promise<number> {
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

export async function startMatrixServer(
  adminEmails: readonly string[],
): Promise<ShopifyTestServer> {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAILS: adminEmails.join(','),
  });
  const database = await createTestDatabase();
  const app = await createApp(config, { database });
  const url = await app.listen(port);
  return {
    url,
    app,
    database,
    config,
    async gql(query, variables, options = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-vendy-csrf': '1',
          ...options.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
