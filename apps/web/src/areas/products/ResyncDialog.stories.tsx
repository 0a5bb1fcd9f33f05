import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResyncDialog } from './ResyncDialog';

const meta = {
  title: 'Pages/Products/Re-Sync All',
  component: ResyncDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    onClose: fn(),
    onRetry: fn(),
    state: { status: 'running', progress: { phase: 'fetching' } },
  },
} satisfies Meta<typeof ResyncDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fetching: Story = {};

export const SyncingProducts: Story = {
  args: { state: { status: 'running', progress: { phase: 'products', done: 20, total: 45 } } },
};

export const SyncingCollections: Story = {
  args: { state: { status: 'running', progress: { phase: 'collections' } } },
};

export const Succeeded: Story = { args: { state: { status: 'done' } } };

export const Failed: Story = {
  args: {
    state: {
      status: 'failed',
      progress: { phase: 'fetching' },
      message: 'Unable to get products and collections from Shopify.',
    },
  },
};
