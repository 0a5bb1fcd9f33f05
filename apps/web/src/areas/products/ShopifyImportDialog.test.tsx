import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Selection } from './catalogueImport';
import { importedIds, storeCatalogue } from './fixtures';
import { ResyncDialog } from './ResyncDialog';
import {
  ImportPickerDialog,
  ShopifyImportDialog,
  type ShopifyImportDialogProps,
} from './ShopifyImportDialog';

configure({ asyncUtilTimeout: 5_000 });

const imported = importedIds();
const catalogueOf = async () => storeCatalogue();

async function setup(props: Partial<ShopifyImportDialogProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const onImport = vi.fn(async (_selection: Selection) => {});
  const onOpenChange = vi.fn();
  render(
    <ShopifyImportDialog
      isOpen
      onOpenChange={onOpenChange}
      catalogue={{ status: 'ready', data: await catalogueOf() }}
      imported={{ status: 'ready', data: imported }}
      onRetry={vi.fn()}
      onImport={onImport}
      {...props}
    />,
  );
  return { user, onImport, onOpenChange, dialog: screen.getByRole('dialog') };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('ShopifyImportDialog', { timeout: 30_000 }, () => {
  it('shows the fetch message while the store’s lists load, and failures', async () => {
    const onRetry = vi.fn();
    const { unmount } = render(
      <ShopifyImportDialog
        isOpen
        onOpenChange={vi.fn()}
        catalogue={{ status: 'loading' }}
        imported={{ status: 'loading' }}
        onRetry={onRetry}
        onImport={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Fetching products and collections from Shopify. This may take a few minutes.',
    );
    expect(screen.getByRole('progressbar', { name: 'Fetching from Shopify' })).toBeInTheDocument();
    unmount();
    const user = userEvent.setup({ delay: null });
    render(
      <ShopifyImportDialog
        isOpen
        onOpenChange={vi.fn()}
        catalogue={{ status: 'error', message: 'Could not get products, operation timed out.' }}
        imported={{ status: 'loading' }}
        onRetry={onRetry}
        onImport={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not get products, operation timed out.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('has the collection and product tabs of the import screen', async () => {
    const { dialog } = await setup();
    expect(
      within(dialog).getByRole('heading', { name: 'Import from Shopify' }),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Shopify Product Collections', 'Shopify Products']);
  });

  it('marks what is imported, and cannot pick it', async () => {
    const { user } = await setup();
    expect(box('Summer Hiking')).toBeChecked();
    expect(box('Summer Hiking')).toBeDisabled();
    expect(screen.getByText('Collection already imported')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Shopify Products' }));
    expect(box('Trail Jacket')).toBeChecked();
    expect(box('Trail Jacket')).toBeDisabled();
    expect(screen.getAllByText('Product already imported')).toHaveLength(2);
    expect(box('Sleeping Bag')).not.toBeChecked();
    expect(box('Sleeping Bag')).toBeEnabled();
  });

  it('includes the products of a picked collection and imports the selection', async () => {
    const { user, onImport, dialog } = await setup();
    const importButton = within(dialog).getByRole('button', { name: 'Import from Shopify' });
    expect(importButton).toBeDisabled();
    await user.click(box('Rainy Days'));
    expect(importButton).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'Shopify Products' }));
    expect(box('Rain Poncho')).toBeChecked();
    expect(box('Rain Poncho')).toBeDisabled();
    expect(screen.getAllByText('Product included with collection')).toHaveLength(2);
    await user.click(box('Sleeping Bag'));
    await user.click(importButton);
    expect(onImport).toHaveBeenCalledWith({
      collections: new Set(['gid://shopify/Collection/601']),
      products: new Set(['gid://shopify/Product/7002']),
    });
  });

  it('says it is importing, and keeps a failure in the dialog', async () => {
    let fail: (error: Error) => void = () => {};
    const onImport = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const { user, dialog } = await setup({ onImport });
    await user.click(box('Rainy Days'));
    await user.click(within(dialog).getByRole('button', { name: 'Import from Shopify' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Importing... This may take a minute.',
    );
    expect(box('Rainy Days')).toBeDisabled();
    fail(new Error('Error writing product data to database.'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error writing product data to database.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('searches and pages: collections 10 and products 25 per page', async () => {
    const { user } = await setup();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('searchbox', { name: 'Search Collections' }));
    await user.paste('  RAINY ');
    expect(screen.getAllByRole('checkbox')).toEqual([box('Rainy Days')]);
    expect(screen.getByRole('button', { name: /Rows per page/ })).toHaveTextContent('10');
    await user.click(screen.getByRole('tab', { name: 'Shopify Products' }));
    expect(screen.getByRole('button', { name: /Rows per page/ })).toHaveTextContent('25');
  });

  it('is the picker dialog with Products and Collections tabs for other screens', async () => {
    render(
      <ImportPickerDialog
        isOpen
        onOpenChange={vi.fn()}
        catalogue={{ status: 'ready', data: await catalogueOf() }}
        imported={{ status: 'ready', data: imported }}
        onRetry={vi.fn()}
        onImport={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Products',
      'Collections',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Alpine Boots' })).toBeDisabled();
  });
});

describe('ResyncDialog', () => {
  it('announces each step with a progress bar', () => {
    const props = { onClose: vi.fn(), onRetry: vi.fn() };
    const { rerender } = render(
      <ResyncDialog {...props} state={{ status: 'running', progress: { phase: 'fetching' } }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Fetching products and collections from Shopify. This may take a few minutes.',
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    rerender(
      <ResyncDialog
        {...props}
        state={{ status: 'running', progress: { phase: 'products', done: 20, total: 45 } }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Syncing products... 20/45.');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '20/45');
    rerender(
      <ResyncDialog {...props} state={{ status: 'running', progress: { phase: 'collections' } }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Syncing product collections...');
    rerender(<ResyncDialog {...props} state={{ status: 'done' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Syncing succeeded');
  });

  it('shows a failure with a way to try again', async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = vi.fn();
    render(
      <ResyncDialog
        onClose={vi.fn()}
        onRetry={onRetry}
        state={{
          status: 'failed',
          progress: { phase: 'fetching' },
          message: 'Unable to start Shopify bulk query operation.',
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to start Shopify bulk query operation.',
    );
    await user.click(screen.getAllByRole('button', { name: 'Try Again' })[0]!);
    expect(onRetry).toHaveBeenCalled();
  });
});
