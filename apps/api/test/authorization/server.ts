// The matrix's server: the real app with the Shopify sandbox reachable over HTTP (PUBLIC_URL is its
// own address, like the store tests) and the admins named by ADMIN_EMAILS, the configuration path
// operators use.
import { startShopifyTestServer, type ShopifyTestServer } from '../stores/harness';

export function startMatrixServer(adminEmails: readonly string[]): Promise<ShopifyTestServer> {
  return startShopifyTestServer({ ADMIN_EMAILS: adminEmails.join(',') });
}
