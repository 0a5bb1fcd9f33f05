// Spec doc 2 §2 (feed list, feed editor, feed viewer) and doc 3 (placements on feeds), tried as a
// new merchant and a shopper would: connect Instagram, build a feed with a product on one post and
// a collection on all, place it in the store with the theme editor's "Vendy Instagram feed" block,
// and a shopper adds the post's product to the cart from the feed. Then the account's access is
// removed on Instagram: the merchant is sent to reconnect, the dashboard says so, and the store's
// feed keeps showing its posts.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { accessibleName } from '../pages/aria';
import { expect, test } from '../pages/fixtures';
import { setUpPaidMerchant } from '../pages/merchant';
import { Storefront } from '../pages/Storefront';
import { expectToast } from '../pages/announcements';

const COLLECTION = 'Footwear';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Connect Instagram → the sandbox's window → Allow as @vendy.demo.store → back in the app. */
async function connectInstagram(page: Page) {
  await page.goto('/instagram');
  await page.getByRole('link', { name: 'Connect Instagram' }).click();
  await expect(
    page.getByRole('heading', { name: 'Allow Vendy to access your account?' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: /@vendy\.demo\.store/ }).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/layouts$/, { timeout: 60_000 });
}

/**
 * Whether the store sells the product: its page answers and not every variant is sold out. The
 * import lists the store's drafts and archived products too, which its cart refuses.
 */
async function storeSells(page: Page, shop: string, title: string): Promise<boolean> {
  const handle = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const response = await page.request.get(`/sandbox/shopify/${shop}/products/${handle}`);
  return response.ok() && !/>Sold out<\/button>/.test(await response.text());
}

/**
 * Imports the Footwear collection and one T-shirt (not in it) that the store sells through the
 * editor's Import Products; answers the T-shirt's title.
 */
async function importProducts(page: Page, editor: Locator, shop: string): Promise<string> {
  await editor.getByRole('button', { name: 'Import Products' }).first().click();
  const screen = page.getByRole('dialog', { name: 'Import Products' });
  const collections = screen.getByRole('tab', { name: 'Collections' });
  // Fetching goes through the store's bulk operations: allow for a slow machine.
  await expect(collections).toBeVisible({ timeout: 90_000 });
  await collections.click();
  await screen.getByRole('searchbox', { name: 'Search Collections' }).fill('foot');
  await screen.getByRole('checkbox', { name: COLLECTION, exact: true }).check({ force: true });
  await expect(screen.getByText('1 selected')).toBeVisible();

  await screen.getByRole('tab', { name: 'Products' }).click();
  await screen.getByRole('searchbox', { name: 'Search Products' }).fill('tee');
  const tees = screen.getByRole('checkbox', { checked: false, disabled: false });
  await expect(tees.first()).toBeVisible();
  let title = '';
  for (const tee of await tees.all()) {
    const name = await accessibleName(tee);
    if (!(await storeSells(page, shop, name))) continue;
    title = name;
    await tee.check({ force: true });
    break;
  }
  expect(title, 'a T-shirt the store sells').not.toBe('');
  await expect(screen.getByText('2 selected')).toBeVisible();

  await screen.getByRole('button', { name: 'Import from Shopify' }).click();
  await expect(page.getByText('Import Succeeded')).toBeVisible({ timeout: 120_000 });
  await expect(screen).toBeHidden();
  return title;
}

/**
 * Adds the card's product to the cart as a shopper does. A new sandbox store stocks its products
 * from its name, and now and then one variant is sold out: the store then refuses it with its
 * message, which the frame shows, and the shopper picks the next choice of the first option.
 */
async function addToCart(frame: FrameLocator, card: Locator) {
  const firstOption = card.getByRole('combobox').first();
  const choices = (await card.getByRole('combobox').count())
    ? await firstOption.locator('option').count()
    : 1;
  const added = frame.getByText('Item added to cart.');
  const soldOut = frame.getByText(/^The product '.+' is already sold out\.$/);
  for (let choice = 0; ; choice += 1) {
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(added.or(soldOut)).toBeVisible({ timeout: 30_000 });
    if (await added.isVisible()) return;
    expect(choice + 1, 'another choice to try after a sold-out variant').toBeLessThan(choices);
    await expect(soldOut).toBeHidden();
    await firstOption.selectOption({ index: choice + 1 });
  }
}

test('a merchant builds a shoppable Instagram feed, places it in the store, and a shopper buys from it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(360_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const merchant = await setUpPaidMerchant(page, 'feed');
  let feedId = '';
  let postProduct = '';

  const getStarted = page.getByRole('region', { name: 'Get Started' });
  await test.step('the Get Started card leads to a feed, the one step left', async () => {
    await expect(getStarted.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '2/3 steps completed',
    );
    await expect(getStarted.getByRole('link', { name: 'Create a feed' })).toHaveAttribute(
      'href',
      '/instagram',
    );
  });

  await test.step('connect the Instagram account', async () => {
    await connectInstagram(page);
  });

  const editor = page.getByRole('dialog', { name: /^(Creating Feed|Editing Feed: .*)$/ });

  await test.step('create a feed: a product on the second post, a collection on all', async () => {
    await page.goto('/instagram');
    const feeds = page.getByRole('region', { name: 'Feeds' });
    await feeds.getByRole('button', { name: 'Create Feed' }).click();
    await expect(editor.getByRole('heading', { name: 'Creating Feed' })).toBeVisible();
    await editor.getByRole('textbox', { name: 'Feed title' }).fill('Summer feed');
    postProduct = await importProducts(page, editor, merchant.shop);
    expect(postProduct).toMatch(/Tee/);

    const posts = editor.getByRole('listbox', { name: 'Posts' }).getByRole('option');
    await expect(posts).toHaveCount(12, { timeout: 30_000 });
    await posts.nth(1).click();
    await expect(posts.nth(1)).toHaveAttribute('aria-selected', 'true');

    const onPost = editor.getByRole('grid', { name: 'Products on the selected post' });
    await editor.getByRole('searchbox', { name: 'Search Products' }).fill(postProduct);
    const tee = onPost.getByRole('row', { name: new RegExp(`^${escapeRegExp(postProduct)}`) });
    await expect(tee).toBeVisible({ timeout: 30_000 });
    await tee.click();
    await expect(tee).toHaveAttribute('aria-selected', 'true');
    const allPosts = editor.getByRole('grid', { name: 'Collections on all posts' });
    const footwear = allPosts.getByRole('row', { name: new RegExp(`^${COLLECTION}`) });
    await footwear.click();
    await expect(footwear).toHaveAttribute('aria-selected', 'true');

    // The live preview is the real feed viewer, showing the unsaved draft: the selected (second)
    // post opened, with its own product and the collection's; the first post without the Tee.
    const preview = page.frameLocator('iframe[title="Feed preview"]');
    const previewPost = preview.getByRole('dialog');
    const previewProducts = previewPost.getByRole('region', { name: 'Featured Products' });
    const previewTee = previewProducts.getByRole('button', {
      name: new RegExp(escapeRegExp(postProduct)),
    });
    await expect(previewPost).toHaveAttribute('data-post', '1', { timeout: 30_000 });
    await expect(previewTee).toBeVisible({ timeout: 30_000 });
    // The frame grows to the opened post, as on a store page: its products are not cut off.
    await expect(previewTee).toBeInViewport();
    const onSecond = await previewProducts.getByRole('button').count();
    expect(onSecond).toBeGreaterThan(1);
    // The editor keeps the focus while the preview redraws.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
    await page.screenshot({ path: test.info().outputPath('feed-editor-preview.png') });
    await posts.nth(0).click();
    await expect(previewPost).toHaveAttribute('data-post', '0');
    await expect(previewProducts.getByRole('button')).toHaveCount(onSecond - 1);
    await expect(previewTee).toHaveCount(0);
    await posts.nth(1).click();
    await expect(previewTee).toBeVisible();

    await editor.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Feed saved successfully.');
    // Saved, the editor stays open on the feed; Close goes back to the list.
    await expect(editor.getByRole('heading', { name: 'Editing Feed: Summer feed' })).toBeVisible();
    await editor.getByRole('button', { name: 'Close' }).click();
    await expect(editor).toBeHidden();
    await expect(feeds.getByRole('rowheader', { name: 'Summer feed' })).toBeVisible();
  });

  await test.step('with a feed, every Get Started step is done: the card is gone', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Shortcuts' })).toBeVisible();
    await expect(getStarted).toHaveCount(0);
    await page.goto('/instagram');
  });

  await test.step('Copy Feed ID gives the id the feed viewer answers to', async () => {
    const feeds = page.getByRole('region', { name: 'Feeds' });
    await feeds.getByRole('button', { name: 'Copy Feed ID of Summer feed' }).click();
    feedId = await page.evaluate(() => navigator.clipboard.readText());
    expect(feedId).toMatch(/^[0-9a-f-]{36}$/);
    const viewer = await page.request.get(`/embed/ig/${feedId}`, {
      headers: { accept: 'text/html' },
    });
    expect(viewer.ok()).toBe(true);
  });

  const store = new Storefront(page, merchant.shop);
  const feedFrame = (): FrameLocator =>
    page.getByRole('region', { name: 'Instagram feed' }).locator('iframe').first().contentFrame();

  await test.step('place the feed on the store with the theme editor', async () => {
    await page.goto(`${store.root}admin/themes/current/editor`);
    await page.getByRole('combobox', { name: 'Block' }).selectOption('vendy-feed');
    await page.getByRole('textbox', { name: 'Feed or layout ID' }).fill(feedId);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Saved. The block shows on the Instagram page.',
    );
  });

  await test.step('a shopper opens the second post and adds its product to the cart', async () => {
    await page.goto(`${store.root}pages/instagram`);
    const frame = feedFrame();
    const tiles = frame.getByRole('button', { name: /\(post \d+ of 12\)$/ });
    await expect(tiles).toHaveCount(12, { timeout: 60_000 });

    // The first post has the collection only; the second has its own product too.
    await tiles.nth(0).click();
    const post = frame.getByRole('dialog');
    await expect(post).toBeVisible();
    const featured = post.getByRole('region', { name: 'Featured Products' });
    await expect(featured).toBeVisible();
    await expect(featured.getByRole('button')).not.toHaveCount(0);
    const onFirst = await featured.getByRole('button').allInnerTexts();
    await post.getByRole('button', { name: 'Next post' }).click();
    await expect(
      featured.getByRole('button', { name: new RegExp(escapeRegExp(postProduct)) }),
    ).toBeVisible();
    expect(onFirst.some((text: string) => text.includes(postProduct))).toBe(false);

    await featured.getByRole('button', { name: new RegExp(escapeRegExp(postProduct)) }).click();
    const card = frame.locator('[data-product-card]');
    await expect(card).toBeVisible();
    await addToCart(frame, card);
    const cart = await store.cart();
    expect(cart.item_count).toBe(1);
    expect(cart.items[0]!.properties?._vendy_layout_id).toBe(`ig/${feedId}`);
  });

  await test.step('access removed on Instagram: sync sends to reconnect, the dashboard says so', async () => {
    await page.goto('/sandbox/instagram/settings/apps');
    await page.getByRole('button', { name: 'Remove Vendy from @vendy.demo.store' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Vendy was removed from @vendy.demo.store',
    );
    await page.goto('/instagram');
    await page.getByRole('button', { name: 'Sync Posts' }).click();
    await expect(page).toHaveURL(/\/instagram\/reconnect$/, { timeout: 60_000 });
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Your Instagram connection needs attention' }),
    ).toBeVisible({ timeout: 30_000 });
  });

  await test.step('the store’s feed still shows its posts, with their pictures', async () => {
    await page.goto(`${store.root}pages/instagram`);
    const frame = feedFrame();
    const tiles = frame.getByRole('button', { name: /\(post \d+ of 12\)$/ });
    await expect(tiles).toHaveCount(12, { timeout: 60_000 });
    await expect
      .poll(() =>
        tiles
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
  });
});
