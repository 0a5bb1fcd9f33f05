// The shop itself: the cheapest call that proves an access token works.
import type { ShopifyAdminClient } from './admin';

export interface ShopInfo {
  name: string;
  myshopifyDomain: string;
}

export async function getShop(client: ShopifyAdminClient): Promise<ShopInfo> {
  const data = await client.request<{ shop: ShopInfo }>(
    `query shop { shop { name myshopifyDomain } }`,
  );
  return data.shop;
}
