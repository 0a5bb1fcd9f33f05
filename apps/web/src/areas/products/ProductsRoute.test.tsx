// The /products route module against msw: what it sends, and what the user sees after.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError } from '../../mocks/graphql';
import { request } from '../../lib/api';
import { HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import type { AffiliateSaveDeps } from './affiliateSave';
import type { ImportDeps } from './catalogueImport';
import {
  adminOwner,
  affiliateLinks,
  bulkCollectionsText,
  bulkProductsText,
  collections,
  manyProducts,
  member,
  owner,
  ownerWithoutStore,
  products,
  productsPage,
  store,
} from './fixtures';
import { ProductsRoute, type ProductsRouteProps } from './ProductsRoute';

type Vars = Record<string, unknown>;

const { server, calls } = setupGraphqlServer();

const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

const lists = (all = products) =>
  gqlData({
    getProductsPaginated: ({ searchInput }: Vars) =>
      productsPage(all, searchInput as Parameters<typeof productsPage>[1]),
    getProductCollections: collections,
    getAffiliateLinks: affiliateLinks,
    getShopifyStore: store,
  });

function show(currentUser: CurrentUser = owner, props: ProductsRouteProps = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    renderAt(
      <HydrateSession currentUser={currentUser}>
        <ProductsRoute {...props} />
      </HydrateSession>,
      { path: '/products' },
    ),
  );
  return { user };
}

async function* once(text: string) {
  yield text;
}

const importDeps = (): ImportDeps => ({
  request,
  fetchResults: async (url) => ({
    status: 200,
    body: once(url.includes('collections') ? bulkCollectionsText : bulkProductsText),
  }),
  downloadImage: async () => new Blob(['png'], { type: 'image/png' }),
  makeThumbnail: async (_b, type) => new Blob(['small'], { type }),
  putFile: vi.fn(async () => {}),
  poll: { sleep: async () => {} },
});

const bulkAnswers = () => {
  let fileNumber = 0;
  return gqlData({
    getProductsBulk: { operationId: 'gid://shopify/BulkOperation/1' },
    getProductCollectionsBulk: { operationId: 'gid://shopify/BulkOperation/2' },
    getBulkOperationStatus: ({ operationId }: Vars) => ({
      url: String(operationId).endsWith('2') ? 'https://r/collections' : 'https://r/products',
      completed: true,
      status: 'COMPLETED',
      objectCount: 3,
    }),
    getProducts: products,
    getProductImageUploadUrls: ({ fileData }: Vars) =>
      (fileData as Array<{ fileName: string }>).map(({ fileName }) => ({
        fileName,
        fileKey: `groups/acme/products/${fileName}`,
        url: `https://upload.example/${(fileNumber += 1)}`,
        objectExists: false,
      })),
    upsertProducts: ({ products: input }: Vars) =>
      (input as unknown[]).map((_, i) => products[i % 5]),
    upsertProductCollections: [],
  });
};

describe('ProductsRoute', { timeout: 60_000 }, () => {
  it('loads the first page of 25 products, the lists and, for the OWNER, the store', async () => {
    server.use(...lists());
    const { user } = show();
    expect(await screen.findByRole('button', { name: 'Trail Jacket' })).toBeInTheDocument();
    expect(sent('getProductsPaginated')).toEqual([
      { searchInput: { search: null, page: 0, pageSize: 25 } },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Shopify' }));
    expect(await screen.findByText(store.storeName)).toBeInTheDocument();
    expect(sent('getShopifyStore')).toHaveLength(1);
  });

  it('does not show the Shopify tab to a USER, nor ask for the store', async () => {
    server.use(...lists());
    show(member);
    expect(await screen.findByRole('button', { name: 'Trail Jacket' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Shopify' })).toBeNull();
    expect(sent('getShopifyStore')).toEqual([]);
  });

  it('asks the server for the trimmed search from the first page', async () => {
    server.use(...lists(manyProducts));
    const { user } = show();
    await screen.findByText('1–25 of 30');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('26–30 of 30');
    await user.click(screen.getByRole('searchbox', { name: 'Search Products' }));
    await user.paste('  Item 0 ');
    await screen.findByText('1–9 of 9');
    expect(sent('getProductsPaginated').at(-1)).toEqual({
      searchInput: { search: 'Item 0', page: 0, pageSize: 25 },
    });
  });

  it('archives a product after confirmation and reloads; a failure stays in the dialog', async () => {
    quietErrors();
    server.use(...lists(), gqlError('archiveProduct'));
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Delete Camp Mug' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error deleting product from the database.',
    );
    server.use(...gqlData({ archiveProduct: { success: true, message: null } }));
    const before = sent('getProductsPaginated').length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('archiveProduct').at(-1)).toEqual({ productId: products[1]!.id });
    await vi.waitFor(() => expect(sent('getProductsPaginated').length).toBeGreaterThan(before));
  });

  it('deletes a collection and archives an affiliate link', async () => {
    server.use(
      ...lists(),
      ...gqlData({
        deleteProductCollection: { success: true, message: null },
        archiveAffiliateLink: { success: true, message: null },
      }),
    );
    const { user } = show();
    await user.click(await screen.findByRole('tab', { name: 'Product Collections' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Empty Shelf' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() =>
      expect(sent('deleteProductCollection')).toEqual([{ collectionId: 'collection-3' }]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('tab', { name: 'Affiliate Links' }));
    await user.click(screen.getByRole('button', { name: 'Delete Trekking Poles' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() =>
      expect(sent('archiveAffiliateLink')).toEqual([{ affiliateLinkId: affiliateLinks[1]!.id }]),
    );
    await vi.waitFor(() => expect(sent('getAffiliateLinks').length).toBeGreaterThan(1));
  });

  it('saves a new affiliate link with its uploaded picture', async () => {
    server.use(
      ...lists(),
      ...gqlData({
        getAffiliateLinkImageUploadUrls: ({ fileData }: Vars) =>
          (fileData as Array<{ fileName: string }>).map(({ fileName }) => ({
            fileName,
            fileKey: `groups/acme/affiliate/${fileName}`,
            url: `https://upload.example/${fileName}`,
            objectExists: false,
          })),
        upsertAffiliateLink: affiliateLinks[0],
      }),
    );
    const putFile = vi.fn(async () => {});
    const saveDeps: AffiliateSaveDeps = {
      request,
      putFile,
      makeThumbnail: async (_b, type) => new Blob(['thumb'], { type }),
      fileHash: async (b) => (b.size === 5 ? 'thumbhash' : 'imagehash'),
      newId: () => 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    };
    const { user } = show(owner, { saveDeps });
    await user.click(await screen.findByRole('tab', { name: 'Affiliate Links' }));
    await user.click(await screen.findByRole('button', { name: 'Affiliate Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Affiliate Product' });
    const type = async (name: string, text: string) => {
      await user.click(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }));
      await user.paste(text);
    };
    await type('Title', 'Partner Tent');
    await type('Price', '349');
    await type('Link', 'https://partner.example.com/tent');
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['picture'], 'tent.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    const id = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    expect(sent('getAffiliateLinkImageUploadUrls')).toEqual([
      {
        fileData: [
          { fileName: `${id}_imagehash.png`, fileType: 'image/png' },
          { fileName: `${id}_thumbhash.png`, fileType: 'image/png' },
        ],
      },
    ]);
    expect(putFile).toHaveBeenCalledTimes(2);
    expect(sent('upsertAffiliateLink')).toEqual([
      {
        id,
        title: 'Partner Tent',
        price: 349,
        url: 'https://partner.example.com/tent',
        ctaText: '',
        images: [
          {
            rank: 0,
            imageUrl: `groups/acme/affiliate/${id}_imagehash.png`,
            thumbnailUrl: `groups/acme/affiliate/${id}_thumbhash.png`,
          },
        ],
      },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the fallback message when saving an affiliate link fails', async () => {
    quietErrors();
    server.use(...lists(), gqlError('upsertAffiliateLink'));
    const { user } = show();
    await user.click(await screen.findByRole('tab', { name: 'Affiliate Links' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Trekking Poles' }));
    const dialog = screen.getByRole('dialog', { name: 'Affiliate Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to save affiliate link.',
    );
  });

  it('imports the picked items from the store, then reloads the lists', async () => {
    server.use(...lists(), ...bulkAnswers());
    const deps = importDeps();
    const { user } = show(owner, { importDeps: deps });
    await screen.findByRole('button', { name: 'Trail Jacket' });
    const before = sent('getProductsPaginated').length;
    await user.click(screen.getAllByRole('button', { name: 'Import from Shopify' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Import from Shopify' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Rainy Days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import from Shopify' }));
    expect(await screen.findByText('Import Succeeded')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(sent('getProductsBulk')).toHaveLength(1);
    expect(sent('getProductCollectionsBulk')).toHaveLength(1);
    const upserted = sent('upsertProducts')[0]!.products as Array<Record<string, unknown>>;
    expect(upserted.map((p) => [p.title, p.price])).toEqual([
      ['Rain Poncho', 25],
      ['Water Filter', 49.99],
    ]);
    expect(upserted[0]!.imageUrl).toMatch(/^groups\/acme\/products\/product-7001-/);
    expect(sent('upsertProductCollections')).toEqual([
      {
        collections: [
          {
            alternateId: 'gid://shopify/Collection/601',
            title: 'Rainy Days',
            description: 'Stay dry.',
            handle: 'rainy-days',
            productAlternateIds: ['gid://shopify/Product/7001', 'gid://shopify/Product/7003'],
          },
        ],
      },
    ]);
    expect(deps.putFile).toHaveBeenCalledTimes(4);
    await vi.waitFor(() => expect(sent('getProductsPaginated').length).toBeGreaterThan(before));
  });

  it('re-syncs everything imported, step by step', async () => {
    server.use(...lists(), ...bulkAnswers());
    const { user } = show(owner, { importDeps: importDeps() });
    await user.click(await screen.findByRole('button', { name: 'Re-Sync All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-Sync All' });
    expect(await within(dialog).findByText('Syncing succeeded')).toBeInTheDocument();
    const upserted = sent('upsertProducts').flatMap((v) => v.products as Array<{ title: string }>);
    expect(upserted.map((p) => p.title)).toEqual(['Trail Jacket', 'Alpine Boots']);
    expect(sent('upsertProductCollections')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows why a re-sync stopped', async () => {
    quietErrors();
    server.use(...lists(), gqlError('getProductsBulk'), ...gqlData({ getProducts: products }));
    const { user } = show(owner, { importDeps: importDeps() });
    await user.click(await screen.findByRole('button', { name: 'Re-Sync All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-Sync All' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to start Shopify bulk query operation.',
    );
  });

  it('lets an admin OWNER without a store connect a development store', async () => {
    // The first handler for an operation answers it.
    server.use(
      ...gqlData({
        getShopifyStore: null,
        connectDevShopifyStore: store,
        getCurrentUser: adminOwner,
      }),
      ...lists(),
    );
    const { user } = show(ownerWithoutStore);
    await screen.findByRole('button', { name: 'Trail Jacket' });
    expect(screen.getByRole('button', { name: 'Import from Shopify' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Re-Sync All' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Shopify' }));
    expect(await screen.findByText('No store connected')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Store Name/ }));
    await user.paste('acme-outfitters');
    await user.click(screen.getByLabelText(/Admin API Token/));
    await user.paste('shpat_1');
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    await vi.waitFor(() =>
      expect(sent('connectDevShopifyStore')).toEqual([
        { storeName: 'acme-outfitters.myshopify.com', adminToken: 'shpat_1' },
      ]),
    );
    await vi.waitFor(() => expect(sent('getShopifyStore')).toHaveLength(2));
  });
});
