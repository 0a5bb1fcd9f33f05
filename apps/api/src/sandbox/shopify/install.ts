// Our app's installation on a sandbox shop: the access token Shopify would hand over at the end of
// the OAuth install. Used by the token endpoint and by the development demo data, which installs
// the app on the demo shop without a browser.
import { hashToken, randomToken } from '../../modules/auth';
import type { Database } from '../../db/connection';
import { sandboxShopifyInstalls } from '../../db/schema';

/** Installs (or re-installs) the app on `shop` and returns its new offline access token. */
export async function installSandboxApp(
  db: Database,
  shop: string,
  scopes: string,
): Promise<string> {
  const token = `shpua_${randomToken()}`;
  await db
    .insert(sandboxShopifyInstalls)
    .values({ shop, accessTokenHash: hashToken(token), scopes })
    .onConflictDoUpdate({
      target: sandboxShopifyInstalls.shop,
      set: { accessTokenHash: hashToken(token), scopes, installedAt: new Date() },
    });
  return token;
}
