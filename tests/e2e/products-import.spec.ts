// Spec doc 2, products: a merchant imports a collection and a product from the connected sandbox
// store on /products ('Import from Shopify'), finds them in the lists, and re-syncs everything
// with 'Re-Sync All', whose dialog reports each step until 'Syncing succeeded'.
import type { Locator } from '@playwright/test';
import { accessibleName } from '../pages/aria';
import { expect, test } from '../pages/fixtures';
import { setUpPaidMerchant } from '../pages/merchant';
import { ProductsPage } from '../pages/ProductsPage';

/**
 * Every sandbox store has this collection: all its sneakers and boots, whose titles end in
 * Runner, Sneaker or Boot (apps/api/src/sandbox/shopify/catalogue). T-shirts ('… Tee') are not in it.
 */
const COLLECTION = 'Footwear';

test('a merchant imports products and collections from the store and re-syncs them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await setUpPaidMerchant(page, 'catalogue');
  const products = new ProductsPage(page);
  const screen = products.importScreen;
  let extraProduct = '';
  let collectionSize = 0;
  /** The range line of a list's pagination, e.g. '1–25 of 25'. */
  const rangeOf = (total: number) => products.panel.getByText(new RegExp(`^1–\\d+ of ${total}$`));

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
    await screen.getByRole('searchbox', { name: 'Search Collections' }).fill('foot');
    const footwear = screen.getByRole('checkbox', { name: COLLECTION, exact: true });
    await expect(footwear).toHaveAccessibleDescription(/^\d+ products$/);
    const description = await footwear.evaluate((node) =>
      (node.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    collectionSize = Number(/(\d+) products/.exec(description)?.[1]);
    expect(collectionSize).toBeGreaterThan(1);
    await tick(footwear);
    await expect(screen.getByText('1 selected')).toBeVisible();

    await screen.getByRole('tab', { name: 'Shopify Products' }).click();
    const productList = screen.getByRole('list', { name: 'Shopify Products' });
    const search = screen.getByRole('searchbox', { name: 'Search Products' });
    // The collection's boots come checked and cannot be picked on their own.
    await search.fill('boot');
    const boots = productList.getByRole('checkbox');
    await expect(boots.first()).toBeVisible();
    for (const boot of await boots.all()) {
      await expect(boot).toBeChecked();
      await expect(boot).toBeDisabled();
      await expect(boot).toHaveAccessibleDescription('Product included with collection');
    }

    // One T-shirt on top.
    await search.fill('tee');
    const free = productList.getByRole('checkbox', { checked: false, disabled: false }).first();
    extraProduct = await accessibleName(free);
    expect(extraProduct).toMatch(/Tee$/);
    await tick(productList.getByRole('checkbox', { name: extraProduct, exact: true }));
    await expect(screen.getByText('2 selected')).toBeVisible();
  });

  await test.step('import: the screen reports progress, closes and the lists show the items', async () => {
    await screen.getByRole('button', { name: 'Import from Shopify' }).click();
    await expect(screen.getByText('Importing... This may take a minute.')).toBeVisible();
    await expect(page.getByText('Import Succeeded')).toBeVisible({ timeout: 120_000 });
    await expect(screen).toBeHidden();

    await expect(rangeOf(collectionSize + 1)).toBeVisible();
    await products.panel.getByRole('searchbox', { name: 'Search Products' }).fill(extraProduct);
    await expect(products.row(products.productsTable, extraProduct)).toBeVisible();
    await expect(products.dataRows(products.productsTable)).toHaveCount(1);
    await products.collectionsTab.click();
    const row = products.row(products.collectionsTable, COLLECTION);
    await expect(row).toBeVisible();
    await expect(
      row.getByRole('gridcell', { name: String(collectionSize), exact: true }),
    ).toBeVisible();
  });

  await test.step('opening the import again marks what is already imported', async () => {
    await products.importButton.click();
    const search = screen.getByRole('searchbox', { name: 'Search Collections' });
    await expect(search).toBeVisible({ timeout: 90_000 });
    await search.fill('foot');
    const footwear = screen.getByRole('checkbox', { name: COLLECTION, exact: true });
    await expect(footwear).toBeChecked();
    await expect(footwear).toBeDisabled();
    await expect(footwear).toHaveAccessibleDescription('Collection already imported');
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
    await products.panel.getByRole('searchbox', { name: 'Search Products' }).clear();
    await expect(rangeOf(collectionSize + 1)).toBeVisible();
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
    const counting = new RegExp(`^Syncing products\\.\\.\\. \\d+/${collectionSize + 1}\\.$`);
    expect(steps.some((step) => counting.test(step))).toBe(true);
    expect(steps).toContain('Syncing product collections...');
    expect(steps.at(-1)).toBe('Syncing succeeded');
    await products.resyncDialog.getByRole('button', { name: 'Done' }).click();
    await expect(products.resyncDialog).toBeHidden();
    await expect(rangeOf(collectionSize + 1)).toBeVisible();
  });
});

/** Ticks a styled react-aria checkbox from the keyboard, as the sign-up journey does. */
async function tick(checkbox: Locator) {
  await checkbox.focus();
  await checkbox.page().keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}
