// Bulk operations: start a bulk query (bulkOperationRunQuery), follow it (node(id:)) and read its
// JSONL result as a stream. The two queries Vendy runs are here too: every product with its
// variants and images, and every collection with the ids of its products.
import { assertNoUserErrors, type ShopifyAdminClient, type UserError } from './admin';
import type { ShopifyApp } from './app';
import { ShopifyError } from './errors';
import { openJsonLines, type JsonLinesDownload } from './jsonl';

export type BulkOperationStatus =
  'CREATED' | 'RUNNING' | 'COMPLETED' | 'CANCELING' | 'CANCELED' | 'EXPIRED' | 'FAILED';

export interface BulkOperation {
  id: string;
  status: BulkOperationStatus;
  errorCode: string | null;
  /** Records written so far (UnsignedInt64, sent as a string). */
  objectCount: number;
  /** The JSONL result once COMPLETED; null while running, and when there was nothing to write. */
  url: string | null;
}

/** Every product: its fields, its variants (options, price, image) and its images. */
export const PRODUCTS_BULK_QUERY = /* GraphQL */ `
  {
    products {
      edges {
        node {
          id
          title
          handle
          description
          descriptionHtml
          vendor
          productType
          status
          priceRangeV2 {
            maxVariantPrice {
              amount
              currencyCode
            }
          }
          featuredImage {
            id
            url
          }
          variants {
            edges {
              node {
                id
                title
                price
                availableForSale
                selectedOptions {
                  name
                  value
                }
                image {
                  id
                  url
                }
              }
            }
          }
          images {
            edges {
              node {
                id
                url
                altText
              }
            }
          }
        }
      }
    }
  }
`;

/** Every collection with the ids of its products, in the collection's order. */
export const COLLECTIONS_BULK_QUERY = /* GraphQL */ `
  {
    collections {
      edges {
        node {
          id
          title
          handle
          description
          descriptionHtml
          products {
            edges {
              node {
                id
              }
            }
          }
        }
      }
    }
  }
`;

const FIELDS = 'id status errorCode objectCount url';

interface RawBulkOperation {
  id: string;
  status: BulkOperationStatus;
  errorCode: string | null;
  objectCount: string | number;
  url: string | null;
}

function toBulkOperation(raw: RawBulkOperation): BulkOperation {
  const count = Number(raw.objectCount);
  return {
    id: raw.id,
    status: raw.status,
    errorCode: raw.errorCode ?? null,
    objectCount: Number.isSafeInteger(count) && count >= 0 ? count : 0,
    url: raw.url ?? null,
  };
}

/** Starts a bulk query; Shopify's refusals (another operation running, invalid query) throw. */
export async function bulkOperationRunQuery(
  client: ShopifyAdminClient,
  query: string,
): Promise<BulkOperation> {
  const data = await client.request<{
    bulkOperationRunQuery: {
      bulkOperation: RawBulkOperation | null;
      userErrors: UserError[];
    } | null;
  }>(
    `mutation bulkOperationRunQuery($query: String!) {
      bulkOperationRunQuery(query: $query) {
        bulkOperation { ${FIELDS} }
        userErrors { field message }
      }
    }`,
    { query },
  );
  const payload = data.bulkOperationRunQuery;
  assertNoUserErrors('bulkOperationRunQuery', payload?.userErrors ?? []);
  if (!payload?.bulkOperation) throw new ShopifyError('bulkOperationRunQuery returned nothing');
  return toBulkOperation(payload.bulkOperation);
}

/** One bulk operation of the shop; null when the shop has none with that id. */
export async function getBulkOperation(
  client: ShopifyAdminClient,
  id: string,
): Promise<BulkOperation | null> {
  const data = await client.request<{ node: Partial<RawBulkOperation> | null }>(
    `query bulkOperation($id: ID!) {
      node(id: $id) { ... on BulkOperation { ${FIELDS} } }
    }`,
    { id },
  );
  const node = data.node;
  // Another kind of object with that id answers an empty selection.
  return node?.status ? toBulkOperation(node as RawBulkOperation) : null;
}

/** Hosts Shopify serves bulk results from (signed storage URLs). */
const RESULT_HOSTS = ['storage.googleapis.com'];
const RESULT_HOST_SUFFIXES = ['.shopifycloud.com', '.shopify.com'];

/**
 * May the server download this result URL? It came from the shop's own Admin API, but only
 * Shopify's storage (or, with the sandbox, the shop's own sandbox path) is ever contacted, so a
 * wrong answer cannot point the server at an internal address.
 */
export function isBulkResultUrl(app: ShopifyApp, shop: string, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (app.sandbox) {
    const base = new URL(`${app.shopBaseUrl(shop)}/bulk-operation-outputs/`);
    return url.origin === base.origin && url.pathname.startsWith(base.pathname);
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    (RESULT_HOSTS.includes(host) || RESULT_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix)))
  );
}

/** Opens a bulk result for reading record by record (see openJsonLines). */
export function openBulkResult(
  app: ShopifyApp,
  shop: string,
  url: string,
): Promise<JsonLinesDownload> {
  if (!isBulkResultUrl(app, shop, url)) {
    return Promise.reject(new ShopifyError(`bulk result URL of ${shop} is not Shopify's`));
  }
  return openJsonLines(url);
}
