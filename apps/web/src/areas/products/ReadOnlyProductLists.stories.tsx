import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { affiliateLinks, collections, products } from './fixtures';
import { ReadOnlyProductLists } from './ReadOnlyProductLists';

const meta = {
  title: 'Pages/Products/Read-only Lists',
  component: ReadOnlyProductLists,
  args: {
    products: { status: 'ready', data: products },
    productCollections: { status: 'ready', data: collections },
    affiliateLinks: { status: 'ready', data: affiliateLinks },
  },
} satisfies Meta<typeof ReadOnlyProductLists>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What an admin sees of a group: no edit or delete buttons. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    products: { status: 'ready', data: [] },
    productCollections: { status: 'ready', data: [] },
    affiliateLinks: { status: 'ready', data: [] },
  },
};

export const Loading: Story = {
  args: {
    products: { status: 'loading' },
    productCollections: { status: 'loading' },
    affiliateLinks: { status: 'loading' },
  },
};

export const Failed: Story = {
  args: { products: { status: 'error', message: 'Unable to get products.' } },
};
