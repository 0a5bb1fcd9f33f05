import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { request } from '../../lib/api';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { routes } from '../../routes';
import { HydrateSession, type CurrentUser } from '../../session';
import type { ImportDeps } from './catalogueImport';
import {
  affiliateLinks,
  bulkCollectionsText,
  bulkProductsText,
  collections,
  member,
  owner,
  products,
  productsPage,
  store,
  swatch,
} from './fixtures';
import { ProductsRoute } from './ProductsRoute';

async function* once(text: string) {
  yield text;
}

/** The store's side for stories: results from fixtures, uploads that always succeed. */
type Vars = Record<string, unknown>;

const importDeps: ImportDeps = {
  request,
  fetchResults: async (url) => ({
    status: 200,
    body: once(url.includes('collections') ? bulkCollectionsText : bulkProductsText),
  }),
  downloadImage: async () => (await fetch(swatch('#0f766e'))).blob(),
  makeThumbnail: async (image) => image,
  putFile: async () => {},
  poll: { sleep: () => new Promise((resolve) => setTimeout(resolve, 300)) },
};

const answers = gqlData({
  getProductsPaginated: ({ searchInput }: Vars) =>
    productsPage(products, searchInput as Parameters<typeof productsPage>[1]),
  getProductCollections: collections,
  getAffiliateLinks: affiliateLinks,
  getShopifyStore: store,
  getProducts: products,
  getProductsBulk: { operationId: 'gid://shopify/BulkOperation/1' },
  getProductCollectionsBulk: { operationId: 'gid://shopify/BulkOperation/2' },
  getBulkOperationStatus: ({ operationId }: Vars) => ({
    url: String(operationId).endsWith('2') ? '/results/collections' : '/results/products',
    completed: true,
    status: 'COMPLETED',
    objectCount: 5,
  }),
});

const LIST_OPERATIONS = [
  'getProductsPaginated',
  'getProductCollections',
  'getAffiliateLinks',
  'getShopifyStore',
];

const route = (currentUser: CurrentUser) => () =>
  renderAt(
    <HydrateSession currentUser={currentUser}>
      <ProductsRoute importDeps={importDeps} />
    </HydrateSession>,
    { path: routes.products() },
  );

const meta = {
  title: 'Pages/Products/Products Route',
  parameters: { layout: 'fullscreen', msw: { handlers: answers } },
  render: route(owner),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Trail Jacket' });
  },
};

export const User: Story = {
  render: route(member),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Trail Jacket' });
    await expect(canvas.queryByRole('tab', { name: 'Shopify' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: LIST_OPERATIONS.map((name) => gqlPending(name)) } },
};

/** Every list fails without a message: each shows the specification's fallback. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: LIST_OPERATIONS.map((name) => gqlError(name)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to get products.',
    );
  },
};

/** The import screen after the store's lists arrived. */
export const ImportScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Trail Jacket' });
    await userEvent.click(canvas.getByRole('button', { name: 'Import from Shopify' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Import from Shopify',
    });
    await within(dialog).findByRole('checkbox', { name: 'Rainy Days' }, { timeout: 5000 });
  },
};

export const ResyncAll: Story = {
  parameters: {
    msw: {
      handlers: [
        ...answers,
        ...gqlData({
          getProductImageUploadUrls: ({ fileData }: Vars) =>
            (fileData as Array<{ fileName: string }>).map(({ fileName }) => ({
              fileName,
              fileKey: `groups/acme/products/${fileName}`,
              url: '/upload',
              objectExists: true,
            })),
          upsertProducts: [],
          upsertProductCollections: [],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Trail Jacket' });
    await userEvent.click(canvas.getByRole('button', { name: 'Re-Sync All' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Re-Sync All' });
    await within(dialog).findByText('Syncing succeeded', undefined, { timeout: 5000 });
  },
};
