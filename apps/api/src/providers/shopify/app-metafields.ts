// App-data metafields: values owned by the app's installation on a shop, which only the app can
// write and which the shop's theme reads as `app.metafields.{namespace}.{key}` (the theme app
// extension reads the Vendy host from vendy.host). Written with metafieldsSet on the AppInstallation.
import { assertNoUserErrors, type ShopifyAdminClient, type UserError } from './admin';
import { ShopifyError } from './errors';

export interface AppMetafieldInput {
  namespace: string;
  key: string;
  type: 'single_line_text_field' | 'url';
  value: string;
}

export interface AppMetafield extends AppMetafieldInput {
  id: string;
}

/** The gid of the app's installation on the shop (gid://shopify/AppInstallation/…). */
export async function currentAppInstallationId(client: ShopifyAdminClient): Promise<string> {
  const data = await client.request<{ currentAppInstallation: { id: string } | null }>(
    `query currentAppInstallation { currentAppInstallation { id } }`,
  );
  const id = data.currentAppInstallation?.id;
  if (!id) throw new ShopifyError('currentAppInstallation returned nothing');
  return id;
}

/** Sets app-data metafields on the app's installation (created or overwritten, all or none). */
export async function setAppMetafields(
  client: ShopifyAdminClient,
  metafields: readonly AppMetafieldInput[],
): Promise<AppMetafield[]> {
  const ownerId = await currentAppInstallationId(client);
  const data = await client.request<{
    metafieldsSet: {
      metafields: AppMetafield[] | null;
      userErrors: Array<UserError & { code?: string | null }>;
    };
  }>(
    `mutation metafieldsSet($metafields: [MetafieldsSetInput!]!) {
      metafieldsSet(metafields: $metafields) {
        metafields { id namespace key type value }
        userErrors { field message code }
      }
    }`,
    { metafields: metafields.map((metafield) => ({ ownerId, ...metafield })) },
  );
  assertNoUserErrors('metafieldsSet', data.metafieldsSet.userErrors);
  return data.metafieldsSet.metafields ?? [];
}
