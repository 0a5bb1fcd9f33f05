// Spec doc 2, photo collections (/images, paid plan): a merchant uploads three photos as a
// collection, puts them in order with the keyboard, saves, finds the order kept after a reload,
// reorders them again by dragging, and deletes the collection.
import { expect, test } from '../pages/fixtures';
import { ImagesPage } from '../pages/ImagesPage';
import { PhotoSorter } from '../pages/PhotoSorter';
import { MediaFolder } from '../pages/media';
import { setUpPaidMerchant } from '../pages/merchant';
import { centreColour, primaryOf } from '../pages/pixels';
import { expectToast } from '../pages/announcements';

let media: MediaFolder;
test.beforeAll(async () => {
  media = await MediaFolder.create();
});
test.afterAll(async () => {
  await media?.remove();
});

const TITLE = 'Spring Lookbook';

test('a merchant builds, reorders and deletes a photo collection', async ({ page }) => {
  test.setTimeout(180_000);
  await setUpPaidMerchant(page, 'photos');
  const files = [
    await media.png('1-red.png', 'red'),
    await media.png('2-green.png', 'lime'),
    await media.png('3-blue.png', 'blue'),
  ];
  const images = new ImagesPage(page);

  await test.step('the paid plan opens /images with an empty Photo Collections tab', async () => {
    await images.goto();
    await expect(images.heading).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Photo Collections' })).toBeVisible();
    await expect(images.emptyState).toBeVisible();
    await images.addCollection.click();
    await expect(images.uploadForm).toBeVisible();
  });

  const create = new PhotoSorter(page, images.uploadForm);
  await test.step('choose three photos: they show in the order chosen', async () => {
    await images.uploadForm.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    const chooser = page.waitForEvent('filechooser');
    await images.uploadForm.getByRole('button', { name: 'Upload Photos' }).click();
    await (await chooser).setFiles(files);
    await create.expectColours(['red', 'green', 'blue']);
    await expect(images.uploadForm.getByText('3 photos, shown in this order.')).toBeVisible();
  });

  await test.step('move the blue photo to the front with the keyboard', async () => {
    await create.moveWithKeyboard(3, 1, 3);
    await create.expectColours(['blue', 'red', 'green']);
  });

  await test.step('upload: the collection is listed with its three photos', async () => {
    await images.uploadForm.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Images uploaded successfully.');
    await expect(images.uploadForm).toBeHidden();
    const row = images.row(TITLE);
    await expect(row).toBeVisible();
    await expect(row.getByRole('gridcell', { name: '3', exact: true })).toBeVisible();
    await expect(row).toContainText('Upload');
  });

  const edit = new PhotoSorter(page, images.editForm);
  await test.step('after a reload the saved order is kept', async () => {
    await page.reload();
    const row = images.row(TITLE);
    await expect(row).toBeVisible();
    // The list's thumbnail is the first photo.
    expect(primaryOf(await centreColour(row.locator('img')))).toBe('blue');
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    await expect(images.editForm.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
    await edit.expectColours(['blue', 'red', 'green']);
  });

  await test.step('drag the green photo to the front with the mouse and save', async () => {
    await edit.drag(3, 1, 3);
    await edit.expectColours(['green', 'blue', 'red']);
    await images.editForm.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved successfully.');
    await expect(images.editForm).toBeHidden();
    await page.reload();
    await images
      .row(TITLE)
      .getByRole('button', { name: `Edit ${TITLE}` })
      .click();
    await edit.expectColours(['green', 'blue', 'red']);
    await images.editForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(images.editForm).toBeHidden();
  });

  await test.step('delete the collection after confirming', async () => {
    await images
      .row(TITLE)
      .getByRole('button', { name: `Delete ${TITLE}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(images.emptyState).toBeVisible();
    await page.reload();
    await expect(images.emptyState).toBeVisible();
  });
});
