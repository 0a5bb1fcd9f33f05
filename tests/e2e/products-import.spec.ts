// Spec doc 2, products: a merchant imports a collection and a product from the connected sandbox
// store on /products ('Import from Shopify'), finds them in the lists, and re-syncs everything
// with 'Re-Sync All', whose dialog reports each step until 'Syncing succeeded'.
import type { Locator } from '@playwright/test';
import { expect, test } from '../pages/fixtures';
import { setUpPaidMerchant } from '../pages/merchant';
import { ProductsPage } from '../pages/ProductsPage';

/** Every sandbox store has this collection of 12 products (apps/api/src/sandbox/shopify). */
const COLLECTION = 'Staff Picks';
const COLLECTION_SIZE = 12;

test('a merchant imports products and collections from the store and re-syncs them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await setUpPaidMerchant(page, 'catalogue');
  const products = new ProductsPage(page);
  const screen = products.importScreen;
  let extraProduct = '';

  await test.step('the empty products list offers the import', async () => {
    await products.goto();
    await expect(products.heading).toBeVisible();
    await expect(products.panel.getByText('Upload your first product!')).toBeVisible();
    await products.importButton.click();
    await expect(screen).toBeVisible();
  });

  await test.step('the import screen fetches the store and lists its collections', async () => {
    // Fetching goes through the store's bulk operations: allow for a slow machine.
    const collections = screen.getByRole('tab', { name: 'Shopify Product Collections' });
    await expect(collections).toBeVisible({ timeout: 90_000 });
    await expect(collections).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('tab', { name: 'Shopify Products' })).toBeVisible();
    // Nothing picked yet: the import cannot start.
    await expect(screen.getByRole('button', { name: 'Import from Shopify' })).toBeDisabled();
  });

  await test.step('pick a collection, then one more product that is not in it', async () => {
    await screen.getByRole('searchbox', { name: 'Search Collections' }).fill('staff');
    const staffPicks = screen.getByRole('checkbox', { name: COLLECTION });
    await expect(staffPicks).toHaveAccessibleDescription(`${COLLECTION_SIZE} products`);
    await tick(staffPicks);
    await expect(screen.getByText('1 selected')).toBeVisible();

    await screen.getByRole('tab', { name: 'Shopify Products' }).click();
    const productList = screen.getByRole('list', { name: 'Shopify Products' });
    const included = productList
      .getByRole('checkbox')
      .and(screen.getByRole('checkbox', { description: 'Product included with collection' }));
    // The collection's products on this page come checked and cannot be picked on their own.
    await expect(included.first()).toBeChecked();
    await expect(included.first()).toBeDisabled();

    const free = productList.getByRole('checkbox', { checked: false, disabled: false }).first();
    extraProduct = await accessibleName(free);
    expect(extraProduct).not.toBe('');
    await tick(productList.getByRole('checkbox', { name: extraProduct, exact: true }));
    await expect(screen.getByText('2 selected')).toBeVisible();
  });

  await test.step('import: the screen reports progress, closes and the lists show the items', async () => {
    await screen.getByRole('button', { name: 'Import from Shopify' }).click();
    await expect(screen.getByText('Importing... This may take a minute.')).toBeVisible();
    await expect(page.getByText('Import Succeeded')).toBeVisible({ timeout: 120_000 });
    await expect(screen).toBeHidden();

    await expect(products.dataRows(products.productsTable)).toHaveCount(COLLECTION_SIZE + 1);
    await expect(products.row(products.productsTable, extraProduct)).toBeVisible();
    await products.collectionsTab.click();
    const row = products.row(products.collectionsTable, COLLECTION);
    await expect(row).toBeVisible();
    await expect(
      row.getByRole('gridcell', { name: String(COLLECTION_SIZE), exact: true }),
    ).toBeVisible();
  });

  await test.step('opening the import again marks what is already imported', async () => {
    await products.importButton.click();
    await expect(screen.getByRole('checkbox', { name: COLLECTION })).toBeVisible({
      timeout: 90_000,
    });
    await expect(screen.getByRole('checkbox', { name: COLLECTION })).toBeDisabled();
    await expect(screen.getByRole('checkbox', { name: COLLECTION })).toHaveAccessibleDescription(
      'Collection already imported',
    );
    await screen.getByRole('tab', { name: 'Shopify Products' }).click();
    await screen.getByRole('searchbox', { name: 'Search Products' }).fill(extraProduct);
    const extra = screen.getByRole('checkbox', { name: extraProduct, exact: true });
    await expect(extra).toBeDisabled();
    await expect(extra).toHaveAccessibleDescription('Product already imported');
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect(screen).toBeHidden();
  });

  await test.step('Re-Sync All shows each step and ends with "Syncing succeeded"', async () => {
    await products.productsTab.click();
    // Record every step the dialog announces: on a fast machine some last only a moment.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { syncSteps: string[] }).syncSteps = seen;
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('[role="dialog"] [role="status"]')) {
          const text = node.textContent?.trim() ?? '';
          if (text && seen[seen.length - 1] !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await products.resyncButton.click();
    await expect(products.resyncDialog).toBeVisible();
    await expect(products.resyncDialog.getByRole('status')).toHaveText('Syncing succeeded', {
      timeout: 150_000,
    });
    const steps = await page.evaluate(
      () => (window as unknown as { syncSteps: string[] }).syncSteps,
    );
    expect(steps[0]).toBe(
      'Fetching products and collections from Shopify. This may take a few minutes.',
    );
    // Counts of the imported products (the last count may give way at once to the next step).
    const counting = new RegExp(`^Syncing products\\.\\.\\. \\d+/${COLLECTION_SIZE + 1}\\.$`);
    expect(steps.some((step) => counting.test(step))).toBe(true);
    expect(steps).toContain('Syncing product collections...');
    expect(steps.at(-1)).toBe('Syncing succeeded');
    await products.resyncDialog.getByRole('button', { name: 'Done' }).click();
    await expect(products.resyncDialog).toBeHidden();
    await expect(products.dataRows(products.productsTable)).toHaveCount(COLLECTION_SIZE + 1);
  });
});

/** Ticks a styled react-aria checkbox from the keyboard, as the sign-up journey does. */
async function tick(checkbox: Locator) {
  await checkbox.focus();
  await checkbox.page().keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

async function accessibleName(locator: Locator): Promise<string> {
  return locator.evaluate((node) => {
    const labelledBy = node.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    }
    return (node.closest('label')?.textContent ?? '').trim();
  });
}
