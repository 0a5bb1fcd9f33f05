// Spec doc 2 §6, tried as a new merchant would: connect an Instagram account through the
// sandbox's authorization window, see the synced posts (pictures served by us, not Instagram's
// CDN), open one, sync again; then the account owner removes Vendy on Instagram's side, and the
// next sync sends the merchant to the reconnect page, from which connecting again mends it.
import { expect, test } from '../pages/fixtures';
import { setUpPaidMerchant } from '../pages/merchant';
import { expectToast } from '../pages/announcements';

const POSTS = 12;

test('a merchant connects Instagram, sees and syncs the posts, and reconnects after a revocation', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await setUpPaidMerchant(page, 'instagram');

  /** Connect Instagram → the sandbox's window → Allow as @vendy.demo.store → back in the app. */
  const throughWindow = async () => {
    await expect(
      page.getByRole('heading', { name: 'Allow Vendy to access your account?' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: /@vendy\.demo\.store/ }).check();
    await page.getByRole('button', { name: 'Allow' }).click();
  };

  await test.step('with no account, /instagram offers to connect one', async () => {
    await page.goto('/instagram');
    await page.getByRole('link', { name: 'Connect Instagram' }).click();
    await throughWindow();
    // The connect page exchanges the code, then goes to the layouts (no stored path).
    await expect(page).toHaveURL(/\/layouts$/, { timeout: 60_000 });
  });

  const posts = page.getByRole('region', { name: 'Latest posts' }).getByRole('button', {
    name: /posted/,
  });

  await test.step('the account shows its posts, with our own copies of the pictures', async () => {
    await page.goto('/instagram');
    await expect(page.getByText('Connected to:')).toContainText('vendy.demo.store');
    await expect(posts).toHaveCount(POSTS);
    const sources = await page
      .getByRole('region', { name: 'Latest posts' })
      .locator('img')
      .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      expect(src.startsWith(`${baseURL}/media/`), src).toBe(true);
      expect(src).not.toContain('/sandbox/instagram/cdn/');
    }
    // The first picture shows (it is in view, so it loads).
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Latest posts' })
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
  });

  await test.step('a post opens in a viewer with its caption, by keyboard too', async () => {
    await posts.first().focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText('Riviera Tee');
    // A keyboard user's focus is in the viewer before Escape closes it (on a loaded machine the
    // dialog may show a moment before it takes the focus).
    await expect
      .poll(() => viewer.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });

  await test.step('Sync Posts says so and keeps the same posts', async () => {
    await page.getByRole('button', { name: 'Sync Posts' }).click();
    await expectToast(page, 'Instagram posts synced successfully.');
    await expect(posts).toHaveCount(POSTS);
  });

  await test.step('access removed on Instagram: the next sync sends to reconnect', async () => {
    await page.goto('/sandbox/instagram/settings/apps');
    await page.getByRole('button', { name: 'Remove Vendy from @vendy.demo.store' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Vendy was removed from @vendy.demo.store',
    );
    await page.goto('/instagram');
    await page.getByRole('button', { name: 'Sync Posts' }).click();
    await expect(page).toHaveURL(/\/instagram\/reconnect$/, { timeout: 60_000 });
    await expect(
      page.getByRole('heading', {
        name: 'Something went wrong when connecting to your Instagram account',
      }),
    ).toBeVisible();
  });

  await test.step('Reconnect goes through the window again and the account works', async () => {
    await page.getByRole('link', { name: 'Reconnect' }).click();
    await throughWindow();
    await expect(page).toHaveURL(/\/layouts$/, { timeout: 60_000 });
    await page.goto('/instagram');
    await expect(posts).toHaveCount(POSTS);
    await page.getByRole('button', { name: 'Sync Posts' }).click();
    await expectToast(page, 'Instagram posts synced successfully.');
  });
});
