import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { importedIds, storeCatalogue } from './fixtures';
import { ShopifyImportDialog } from './ShopifyImportDialog';

const meta = {
  title: 'Pages/Products/Shopify Import',
  component: ShopifyImportDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    catalogue: { status: 'ready', data: storeCatalogue() },
    imported: { status: 'ready', data: importedIds() },
    onRetry: fn(),
    onImport: fn(async () => {}),
  },
} satisfies Meta<typeof ShopifyImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The import screen: collections first; nothing picked, so the button is disabled. */
export const Ready: Story = {};

export const Fetching: Story = {
  args: { catalogue: { status: 'loading' }, imported: { status: 'loading' } },
};

export const FetchFailed: Story = {
  args: {
    catalogue: { status: 'error', message: 'Could not get products, operation timed out.' },
  },
};

/** A collection picked: its new products come with it. */
export const CollectionPicked: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.click(body.getByRole('checkbox', { name: 'Rainy Days' }));
    await userEvent.click(body.getByRole('tab', { name: 'Shopify Products' }));
  },
};

export const Importing: Story = {
  args: { onImport: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(body.getByRole('checkbox', { name: 'Rainy Days' }));
    const dialog = body.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import from Shopify' }));
    await body.findByText('Importing... This may take a minute.');
  },
};

/** The picker dialog other screens open: Products and Collections tabs. */
export const Picker: Story = { args: { variant: 'picker' } };
