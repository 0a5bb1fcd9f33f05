// Spec doc 2, affiliate links: on /products → Affiliate Links, a merchant fills the 'Affiliate
// Product' form with two photos, puts them in order, watches the live preview and saves; the link
// is listed with its price and first photo, and keeps the photo order.
import { expect, test } from '../pages/fixtures';
import { PhotoSorter } from '../pages/PhotoSorter';
import { MediaFolder } from '../pages/media';
import { setUpPaidMerchant } from '../pages/merchant';
import { centreColour, primaryOf } from '../pages/pixels';
import { ProductsPage } from '../pages/ProductsPage';

let media: MediaFolder;
test.beforeAll(async () => {
  media = await MediaFolder.create();
});
test.afterAll(async () => {
  await media?.remove();
});

test('a merchant creates an affiliate link with two photos', async ({ page }) => {
  test.setTimeout(120_000);
  await setUpPaidMerchant(page, 'affiliate');
  const red = await media.png('red-scarf.png', 'red');
  const blue = await media.png('blue-scarf.png', 'blue');
  const products = new ProductsPage(page);
  const form = products.affiliateForm;
  const photos = new PhotoSorter(page, form);
  const preview = form.getByRole('region', { name: 'Live Preview' });

  await test.step('the Affiliate Links tab starts empty and offers to add one', async () => {
    await products.goto();
    await expect(products.heading).toBeVisible();
    await products.affiliateLinksTab.click();
    await expect(products.panel.getByText("You don't have any affiliate links")).toBeVisible();
    await products.addAffiliateLink.click();
    await expect(page.getByRole('dialog', { name: 'Affiliate Product' })).toBeVisible();
  });

  await test.step('fill the form: the live preview follows what is typed', async () => {
    await form.getByRole('textbox', { name: 'Title' }).fill('  Silk Scarf  ');
    await form.getByRole('textbox', { name: 'Price' }).fill('$1,249.5');
    await form.getByRole('textbox', { name: 'Button CTA' }).fill('Shop the scarf');
    await form
      .getByRole('textbox', { name: 'Link' })
      .fill('https://partner.example.com/scarf?ref=vendy');
    await expect(preview).toContainText('Silk Scarf');
    await expect(preview).toContainText('$1,249.50');
    await expect(preview).toContainText('Shop the scarf');
  });

  await test.step('add two photos with the file picker', async () => {
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload Photos' }).click();
    await (await chooser).setFiles([red, blue]);
    await photos.expectColours(['red', 'blue']);
    await expect(preview.getByRole('button', { name: /^Show picture \d of 2$/ })).toHaveCount(2);
  });

  await test.step('move the blue photo first with the keyboard', async () => {
    await photos.moveWithKeyboard(1, 2, 2);
    await photos.expectColours(['blue', 'red']);
    // The preview shows the first photo.
    expect(primaryOf(await centreColour(preview.getByRole('img', { name: 'Silk Scarf' })))).toBe(
      'blue',
    );
  });

  await test.step('save: the list shows the link with its price, address and first photo', async () => {
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Affiliate Product' })).toBeHidden({
      timeout: 30_000,
    });
    const row = products.row(products.affiliateLinksTable, 'Silk Scarf');
    await expect(row).toBeVisible();
    await expect(row).toContainText('$1,249.50');
    await expect(
      row.getByRole('link', { name: 'https://partner.example.com/scarf?ref=vendy' }),
    ).toBeVisible();
    expect(primaryOf(await centreColour(row.locator('img')))).toBe('blue');
  });

  await test.step('after a reload, editing the link shows both photos in the saved order', async () => {
    await page.reload();
    await products.affiliateLinksTab.click();
    const row = products.row(products.affiliateLinksTable, 'Silk Scarf');
    await row.getByRole('button', { name: 'Edit Silk Scarf' }).click();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Silk Scarf');
    await expect(form.getByRole('textbox', { name: 'Price' })).toHaveValue('1249.50');
    await photos.expectColours(['blue', 'red']);
  });
});
