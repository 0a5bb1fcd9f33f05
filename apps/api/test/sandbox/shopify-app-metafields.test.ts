// App-data metafields in the Shopify sandbox: currentAppInstallation's id, metafieldsSet on it with
// Shopify's validation and userErrors (nothing set when any input is refused), the values read back
// per shop, and the throttling answer the client waits out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentAppInstallationId,
  setAppMetafields,
  ShopifyAdminClient,
  ShopifyError,
  shopifyApp,
} from '../../src/providers/shopify';
import { appMetafieldsOf } from '../../src/sandbox/shopify/admin-api/app-metafields';
import { failNextAdminCalls } from '../../src/sandbox/shopify/admin-api/faults';
import { startShopifyTestServer, type ShopifyTestServer } from '../stores/harness';

let server: ShopifyTestServer;
const SHOP = 'meta-shop.myshopify.com';
const TOKEN = 'shpat_development0001';

const client = (shop = SHOP) =>
  new ShopifyAdminClient(shopifyApp(server.config), { shop, accessToken: TOKEN });

async function adminCall(query: string, variables: Record<string, unknown> = {}, shop = SHOP) {
  const response = await fetch(
    `${server.url}/sandbox/shopify/${shop}/admin/api/2025-01/graphql.json`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': TOKEN },
      body: JSON.stringify({ query, variables }),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const SET = `mutation set($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) {
    metafields { id namespace key type value }
    userErrors { field message code elementIndex }
  }
}`;

beforeAll(async () => {
  server = await startShopifyTestServer();
});
afterAll(() => server.close());

describe('metafieldsSet on the app installation', () => {
  it('stores the value per shop and reads it back on currentAppInstallation', async () => {
    const ownerId = await currentAppInstallationId(client());
    expect(ownerId).toMatch(/^gid:\/\/shopify\/AppInstallation\/\d+$/);
    expect(await currentAppInstallationId(client('other-shop.myshopify.com'))).not.toBe(ownerId);

    const [saved] = await setAppMetafields(client(), [
      { namespace: 'vendy', key: 'host', type: 'url', value: 'https://vendy.example' },
    ]);
    expect(saved).toMatchObject({
      namespace: 'vendy',
      key: 'host',
      value: 'https://vendy.example',
    });
    await setAppMetafields(client(), [
      {
        namespace: 'vendy',
        key: 'host',
        type: 'single_line_text_field',
        value: 'https://b.example',
      },
    ]);
    expect(await appMetafieldsOf({ db: server.database.db, shop: SHOP })).toEqual({
      vendy: { host: { value: 'https://b.example', type: 'single_line_text_field' } },
    });
    expect(
      await appMetafieldsOf({ db: server.database.db, shop: 'other-shop.myshopify.com' }),
    ).toEqual({});
    const read = await adminCall(
      `{ currentAppInstallation { metafield(namespace: "vendy", key: "host") { type value } } }`,
    );
    expect(read.body).toEqual({
      data: {
        currentAppInstallation: {
          metafield: { type: 'single_line_text_field', value: 'https://b.example' },
        },
      },
    });
  });

  it('refuses invalid inputs with Shopify’s userErrors and sets none of them', async () => {
    const ownerId = await currentAppInstallationId(client());
    const otherOwner = await currentAppInstallationId(client('other-shop.myshopify.com'));
    const { body } = await adminCall(SET, {
      metafields: [
        { ownerId, namespace: 'ok_ns', key: 'fine', type: 'single_line_text_field', value: 'x' },
        { ownerId, namespace: 'vn', key: 'host', type: 'single_line_text_field', value: 'x' },
        { ownerId, namespace: 'vendy', key: 'k'.repeat(65), type: 'url', value: 'https://a.b' },
        { ownerId, namespace: 'vendy', key: 'host', type: 'colour', value: 'x' },
        { ownerId, namespace: 'vendy', key: 'host', type: 'url', value: 'javascript:alert(1)' },
        { ownerId, namespace: 'vendy', key: 'host', type: 'single_line_text_field', value: 'a\nb' },
        { ownerId, namespace: 'vendy', key: 'host', type: 'single_line_text_field', value: ' ' },
        { ownerId: otherOwner, namespace: 'vendy', key: 'host', type: 'url', value: 'https://a.b' },
        {
          ownerId: 'gid://shopify/Product/1',
          namespace: 'vendy',
          key: 'h1',
          type: 'url',
          value: 'https://a.b',
        },
        { ownerId, namespace: 'ven dy', key: 'host', type: 'url', value: 'https://a.b' },
      ],
    });
    const payload = (body.data as { metafieldsSet: Record<string, unknown> }).metafieldsSet;
    expect(payload.metafields).toBeNull();
    expect(payload.userErrors).toEqual([
      {
        field: ['metafields', '1', 'namespace'],
        message: 'Namespace is too short (minimum is 3 characters)',
        code: 'TOO_SHORT',
        elementIndex: 1,
      },
      {
        field: ['metafields', '2', 'key'],
        message: 'Key is too long (maximum is 64 characters)',
        code: 'TOO_LONG',
        elementIndex: 2,
      },
      expect.objectContaining({ field: ['metafields', '3', 'type'], code: 'INVALID_TYPE' }),
      expect.objectContaining({ field: ['metafields', '4', 'value'], code: 'INVALID_VALUE' }),
      expect.objectContaining({ field: ['metafields', '5', 'value'], code: 'INVALID_VALUE' }),
      expect.objectContaining({ field: ['metafields', '6', 'value'], code: 'BLANK' }),
      expect.objectContaining({
        field: ['metafields', '7', 'ownerId'],
        code: 'APP_NOT_AUTHORIZED',
      }),
      expect.objectContaining({ field: ['metafields', '8', 'ownerId'], code: 'INVALID_OWNER' }),
      expect.objectContaining({ field: ['metafields', '9', 'namespace'], code: 'INVALID' }),
    ]);
    // All or nothing: the valid first input was not stored either.
    expect((await appMetafieldsOf({ db: server.database.db, shop: SHOP })).ok_ns).toBeUndefined();

    const tooMany = await adminCall(SET, {
      metafields: Array.from({ length: 26 }, (_, i) => ({
        ownerId,
        namespace: 'vendy',
        key: `k${i}`,
        type: 'single_line_text_field',
        value: 'x',
      })),
    });
    expect(JSON.stringify(tooMany.body)).toContain('LESS_THAN_OR_EQUAL_TO');

    // The client turns userErrors into an error naming them.
    await expect(
      setAppMetafields(client(), [{ namespace: 'v', key: 'host', type: 'url', value: 'x' }]),
    ).rejects.toThrow(/metafieldsSet: Namespace is too short/);
  });

  it('answers THROTTLED as Shopify does, and the client reports it with the wait', async () => {
    failNextAdminCalls(SHOP, 'THROTTLED', { field: 'currentAppInstallation' });
    const error = await currentAppInstallationId(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopifyError);
    expect(error).toMatchObject({ code: 'THROTTLED', throttled: true, retryAfterMs: 100 });

    failNextAdminCalls(SHOP, 'UNAVAILABLE');
    const unavailable = await currentAppInstallationId(client()).catch((e: unknown) => e);
    expect(unavailable).toMatchObject({ status: 503, throttled: false });
    // Then it answers again.
    expect(await currentAppInstallationId(client())).toMatch(/AppInstallation/);
  });
});
