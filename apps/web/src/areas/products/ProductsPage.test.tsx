import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure } from '@testing-library/react';
import { collections, manyProducts, products, trailJacket } from './fixtures';
import { ProductsPageHarness, ready, type HarnessProps } from './testing';

configure({ asyncUtilTimeout: 5_000 });

const setup = (props: HarnessProps = {}) => {
  const user = userEvent.setup({ delay: null });
  render(<ProductsPageHarness {...props} />);
  return { user };
};

const rowTitles = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

// Rendering full tables is slow on a loaded machine.
describe('ProductsPage', { timeout: 30_000 }, () => {
  it('shows the Shopify tab to the OWNER only', () => {
    const { unmount } = render(<ProductsPageHarness />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Products',
      'Product Collections',
      'Affiliate Links',
      'Shopify',
    ]);
    unmount();
    render(<ProductsPageHarness isOwner={false} />);
    expect(screen.queryByRole('tab', { name: 'Shopify' })).toBeNull();
  });

  it('lists products sorted by title with thumbnails and dollar prices', () => {
    setup();
    const grid = screen.getByRole('grid', { name: 'Products' });
    expect(rowTitles(grid)).toEqual([
      'Alpine Boots',
      'Camp Mug',
      'Down Vest',
      'Headlamp',
      'Map Case',
      'Trail Jacket',
    ]);
    const boots = within(grid).getByRole('row', { name: /Alpine Boots/ });
    expect(within(boots).getByText('$149.50')).toBeInTheDocument();
    expect(boots.querySelector('img')).toHaveAttribute('src', products[0]!.thumbnailUrl);
    expect(screen.getByRole('button', { name: 'Import from Shopify' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Re-Sync All' })).toBeEnabled();
  });

  it('searches case-insensitively, trimmed, from the first page', async () => {
    const { user } = setup({ allProducts: ready(manyProducts) });
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('searchbox', { name: 'Search Products' }));
    await user.paste('  ITEM 1');
    expect(screen.getByText('1–10 of 10')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search Products' }));
    await user.paste('nothing like it');
    expect(screen.getByText('No products found')).toBeInTheDocument();
  });

  it('offers page sizes 5, 10, 25 and 50', async () => {
    const { user } = setup({ allProducts: ready(manyProducts) });
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '25',
      '50',
    ]);
    await user.click(screen.getByRole('option', { name: '5' }));
    expect(screen.getByText('1–5 of 30')).toBeInTheDocument();
  });

  it('shows the empty states with their next step', async () => {
    const onOpenImport = vi.fn();
    const { user } = setup({
      allProducts: ready([]),
      collections: ready([]),
      affiliateLinks: ready([]),
      onOpenImport,
    });
    expect(screen.getByRole('heading', { name: 'Upload your first product!' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-Sync All' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import from Shopify' }));
    expect(onOpenImport).toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Product Collections' }));
    expect(
      screen.getByRole('heading', { name: 'Upload your first collection!' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Affiliate Links' }));
    expect(
      screen.getByRole('heading', { name: "You don't have any affiliate links" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Affiliate Link' })).toBeInTheDocument();
  });

  it('shows loading and failures of a list, with a way to try again', async () => {
    const onRetry = vi.fn();
    const { user } = setup({
      allProducts: { status: 'loading' },
      collections: { status: 'error', message: 'Unable to get product collections.' },
      onRetry,
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Product Collections' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to get product collections.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledWith('collections');
  });

  it('asks before deleting; a failure stays in the dialog', async () => {
    const onDeleteProduct = vi
      .fn()
      .mockRejectedValueOnce(new Error('Error deleting product from the database.'))
      .mockResolvedValueOnce(undefined);
    const { user } = setup({ onDeleteProduct });
    await user.click(screen.getByRole('button', { name: 'Delete Camp Mug' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Product' });
    expect(dialog).toHaveTextContent(
      'Do you really want to delete this product? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error deleting product from the database.',
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDeleteProduct).toHaveBeenLastCalledWith(products[1]);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('deletes collections and affiliate links after confirmation too', async () => {
    const onDeleteCollection = vi.fn(async () => {});
    const onDeleteAffiliateLink = vi.fn(async () => {});
    const { user } = setup({ onDeleteCollection, onDeleteAffiliateLink });
    await user.click(screen.getByRole('tab', { name: 'Product Collections' }));
    await user.click(screen.getByRole('button', { name: 'Delete Summer Hiking' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Product Collection' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(onDeleteCollection).toHaveBeenCalledWith(collections[0]);
    await user.click(screen.getByRole('tab', { name: 'Affiliate Links' }));
    await user.click(screen.getByRole('button', { name: 'Delete Partner Tent' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Affiliate Link' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(onDeleteAffiliateLink).toHaveBeenCalledOnce();
  });

  it('shows a read-only product detail without the store’s HTML', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Trail Jacket' }));
    const dialog = screen.getByRole('dialog', { name: 'Trail Jacket' });
    expect(within(dialog).getByText('Waterproof shell for wet trails.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    expect(within(dialog).getAllByText('$189.00').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByRole('img', { name: /Trail Jacket, view \d of 3/ })).toHaveLength(
      3,
    );
    // Variables: each option with its values.
    expect(within(dialog).getByText('Size').nextSibling).toHaveTextContent('S, M, L');
    expect(within(dialog).getByText('Colour').nextSibling).toHaveTextContent('Blue, Red');
    const variants = within(dialog).getByRole('table', { name: 'Variants' });
    expect(
      within(variants)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(trailJacket.variants.map((v) => v.title));
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Add to Cart')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(within(preview).getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a collection’s products, paged', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Product Collections' }));
    await user.click(screen.getByRole('button', { name: 'Big Catalogue' }));
    const dialog = screen.getByRole('dialog', { name: 'Big Catalogue' });
    const grid = within(dialog).getByRole('grid', { name: 'Products of Big Catalogue' });
    expect(rowTitles(grid)).toHaveLength(10);
    expect(within(dialog).getByText('1–10 of 14')).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^(Edit|Delete)/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(rowTitles(within(dialog).getByRole('grid'))).toHaveLength(4);
  });

  it('shows the connected store on the Shopify tab, or the developer form for admins', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Shopify' }));
    expect(screen.getByText('Connected to:').parentElement).toHaveTextContent(
      'Connected to: acme-outfitters.myshopify.com',
    );
  });

  it('offers the developer store form to an admin whose group has no store', async () => {
    const onDevConnect = vi.fn(async () => {});
    const { user } = setup({ store: ready(null), isAdmin: true, onDevConnect, canImport: false });
    expect(screen.getByRole('button', { name: 'Import from Shopify' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Shopify' }));
    expect(screen.getByText('No store connected')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Store Name/ }), 'dev-shop');
    await user.type(screen.getByLabelText(/Admin API Token/), 'shpat_1');
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(onDevConnect).toHaveBeenCalledWith({
      storeName: 'dev-shop.myshopify.com',
      adminToken: 'shpat_1',
    });
  });

  it('is usable from the keyboard: tabs, search and row actions', async () => {
    const onDeleteProduct = vi.fn(async () => {});
    const { user } = setup({ onDeleteProduct });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Product Collections' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search Products' })).toHaveFocus();
    await user.keyboard('mug');
    expect(rowTitles(screen.getByRole('grid', { name: 'Products' }))).toEqual(['Camp Mug']);
    // Past the toolbar, focus enters the table on its first row; arrows move through its cells.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Re-Sync All' })).toHaveFocus();
    await user.tab();
    await user.tab();
    const remove = screen.getByRole('button', { name: 'Delete Camp Mug' });
    for (let i = 0; i < 8 && document.activeElement !== remove; i += 1) {
      await user.keyboard('{ArrowRight}');
    }
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    for (let i = 0; i < 3 && document.activeElement !== confirm; i += 1) await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onDeleteProduct).toHaveBeenCalledWith(products[1]));
  });
});
