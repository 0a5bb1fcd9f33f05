import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { routes } from '../../routes';
import { manyProducts, store } from './fixtures';
import { ProductsPageHarness, ready, type HarnessProps } from './testing';

const meta = {
  title: 'Pages/Products/Products',
  component: ProductsPageHarness,
  parameters: { layout: 'fullscreen' },
  args: {
    isOwner: true,
    onDeleteProduct: fn(async () => {}),
    onDeleteCollection: fn(async () => {}),
    onDeleteAffiliateLink: fn(async () => {}),
    onSaveAffiliateLink: fn(async () => {}),
    onOpenImport: fn(),
    onResync: fn(),
  },
  render: (args: HarnessProps) =>
    renderAt(<ProductsPageHarness {...args} />, { path: routes.products() }),
} satisfies Meta<typeof ProductsPageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group's OWNER: four tabs, the Shopify tab last. */
export const Owner: Story = {};

/** A USER of the group: no Shopify tab. */
export const User: Story = { args: { isOwner: false } };

/** Thirty products: the first page of 25. */
export const ManyProducts: Story = { args: { allProducts: ready(manyProducts) } };

export const Empty: Story = {
  args: { allProducts: ready([]), collections: ready([]), affiliateLinks: ready([]) },
};

export const EmptyCollections: Story = {
  args: { collections: ready([]), defaultTab: 'collections' },
};

export const EmptyAffiliateLinks: Story = {
  args: { affiliateLinks: ready([]), defaultTab: 'affiliate-links' },
};

export const Loading: Story = {
  args: {
    allProducts: { status: 'loading' },
    collections: { status: 'loading' },
    affiliateLinks: { status: 'loading' },
    store: { status: 'loading' },
  },
};

export const LoadFailed: Story = {
  args: { allProducts: { status: 'error', message: 'Unable to get products.' } },
};

export const CollectionsTab: Story = { args: { defaultTab: 'collections' } };
export const AffiliateLinksTab: Story = { args: { defaultTab: 'affiliate-links' } };

export const ShopifyTabConnected: Story = { args: { defaultTab: 'shopify', store: ready(store) } };

/** An admin owning a group without a store: the development store form. */
export const ShopifyTabNoStore: Story = {
  args: { defaultTab: 'shopify', store: ready(null), isAdmin: true, canImport: false },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Products' }), '  CAMP ');
    await expect(canvas.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Camp Mug']);
  },
};

export const NoSearchResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Products' }), 'kayak');
    await expect(canvas.getByText('No products found')).toBeVisible();
  },
};

export const ProductDetail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Trail Jacket' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Trail Jacket' });
    await expect(within(dialog).getByText('Waterproof shell for wet trails.')).toBeVisible();
  },
};

export const CollectionDetail: Story = {
  args: { defaultTab: 'collections' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Big Catalogue' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Big Catalogue' });
    await expect(within(dialog).getByText('1–10 of 14')).toBeVisible();
  },
};

/** The delete failed: the message shows inside the dialog, which stays open. */
export const DeleteFailed: Story = {
  args: {
    onDeleteProduct: fn(async () => {
      throw new Error('Error deleting product from the database.');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Camp Mug' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error deleting product from the database.',
    );
  },
};

export const NewAffiliateLink: Story = {
  args: { defaultTab: 'affiliate-links' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Affiliate Link' }));
    await within(document.body).findByRole('dialog', { name: 'Affiliate Product' });
  },
};

export const ResyncRunning: Story = {
  args: {
    resync: { status: 'running', progress: { phase: 'products', done: 20, total: 45 } },
  },
};

export const ResyncSucceeded: Story = { args: { resync: { status: 'done' } } };
