// The matrix's server: the real app with the Shopify sandbox reachable over HTTP (PUBLIC_URL is its
// own address, like the store tests) and the admins named by ADMIN_EMAILS, the configuration path
// operators use. Uploaded files go to a data folder of its own, removed with the server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShopifyTestServer, type ShopifyTestServer } from '../stores/harness';

export async function startMatrixServer(
  adminEmails: readonly string[],
  env: Record<string, string> = {},
): Promise<ShopifyTestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-matrix-'));
  const server = await startShopifyTestServer({
    ADMIN_EMAILS: adminEmails.join(','),
    DATA_DIR: dataDir,
    ...env,
  });
  return {
    ...server,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
