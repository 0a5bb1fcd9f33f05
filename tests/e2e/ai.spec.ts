// Spec doc 3 §2 'AI page', tried as a new merchant would: connect OpenAI and Synthesia with keys
// the sandboxes accept, write a script for an imported product, make a video from it, wait for
// the sandbox's real MP4 to be rendered and transcoded, see it READY on /videos, then 'Make it
// shoppable': the new layout starts with that video and the product's timed banner from the
// moment the script names it.
import { accessibleName } from '../pages/aria';
import { AiPage } from '../pages/AiPage';
import { expect, test } from '../pages/fixtures';
import { gql } from '../pages/graphql';
import { LayoutWizard } from '../pages/LayoutsPage';
import { MediaFolder } from '../pages/media';
import { setUpPaidMerchant } from '../pages/merchant';
import { ProductsPage } from '../pages/ProductsPage';
import { ShoppableVideo } from '../pages/ShoppableVideo';
import { Storefront } from '../pages/Storefront';

const TITLE = 'Meet our tee';

test('a merchant makes an AI video of a product and makes it shoppable at the product’s mention', async ({
  page,
}) => {
  test.setTimeout(20 * 60_000);
  const merchant = await setUpPaidMerchant(page, 'ai');
  const store = new Storefront(page, merchant.shop);
  let layoutId = '';
  const media = await MediaFolder.create();
  const ai = new AiPage(page);
  let product = '';

  try {
    await test.step('import one product from the store', async () => {
      const products = new ProductsPage(page);
      await products.goto();
      await expect(products.panel.getByText('Upload your first product!')).toBeVisible();
      await products.importButton.click();
      const screen = products.importScreen;
      await expect(screen).toBeVisible();
      await screen.getByRole('tab', { name: 'Shopify Products' }).click({ timeout: 90_000 });
      await screen.getByRole('searchbox', { name: 'Search Products' }).fill('tee');
      const list = screen.getByRole('list', { name: 'Shopify Products' });
      const free = list.getByRole('checkbox', { checked: false, disabled: false }).first();
      product = await accessibleName(free);
      const box = list.getByRole('checkbox', { name: product, exact: true });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await screen.getByRole('button', { name: 'Import from Shopify' }).click();
      await expect(page.getByText('Import Succeeded')).toBeVisible({ timeout: 120_000 });
    });

    await test.step('connect OpenAI and Synthesia (only the last four characters come back)', async () => {
      await ai.goto();
      await ai.connect('OpenAI', 'sk-sandbox-e2e-openai-key');
      await ai.connect('Synthesia', 'sandbox-e2e-synthesia-key-0001');
    });

    let script = '';
    await test.step('a script for the product, then a video from it', async () => {
      script = await ai.generateScript(product);
      expect(script).toContain(product);
      await ai.makeVideoFromScript(TITLE, await media.png('cover.png', '#1d4ed8'), script);
    });

    await test.step('the job completes and the video is READY on /videos', async () => {
      await ai.waitForJob(TITLE);
      await page.goto('/videos');
      const row = page.getByRole('main').getByRole('row').filter({ hasText: TITLE });
      await expect(async () => {
        await page.reload();
        await expect(row).toContainText(/ready/i, { timeout: 15_000 });
      }).toPass({ timeout: 10 * 60_000, intervals: [15_000] });
    });

    let at = NaN;
    await test.step("'Make it shoppable' opens the wizard with the video and the product", async () => {
      await ai.goto();
      await ai.makeShoppable(TITLE);
      const url = new URL(page.url());
      at = Number(url.searchParams.get('at'));
      expect(url.searchParams.get('product')).toBeTruthy();
      expect(url.searchParams.get('at')).not.toBeNull();
      expect(at).toBeGreaterThanOrEqual(0);
      await expect(
        page.getByText(`Making “${TITLE}” shoppable: “${product}” shows from`),
      ).toBeVisible({
        timeout: 60_000,
      });
    });

    await test.step('finalized, the layout plays the video with the banner at that moment', async () => {
      const wizard = new LayoutWizard(page);
      await wizard.fillBasics('AI launch', 'Portrait');
      await wizard.next.click();
      await wizard.expectOpen('Media');
      await expect(
        wizard.page.getByRole('main').getByRole('button', { name: 'Customize' }),
      ).toBeVisible();
      await wizard.finalize.click();
      await expect(page.getByText('Layout finalized successfully.')).toBeVisible({
        timeout: 60_000,
      });

      const { getWidgets } = await gql<{
        getWidgets: { id: string; title: string; status: string; virtualVideoId: string | null }[];
      }>(page.request, '{ getWidgets { id title status virtualVideoId } }');
      const layout = getWidgets.find((w) => w.title === 'AI launch');
      expect(layout?.status).toBe('READY');
      const data = await gql<{
        getExperimentData: {
          experiment: {
            items: {
              rangePercentage: number;
              strategy: {
                individualAssignments: {
                  productId: string;
                  adType: string;
                  startTimeIndex: number;
                }[];
              };
            }[];
          } | null;
          products: { id: string; title: string }[];
        };
      }>(
        page.request,
        `query ($id: ID) { getExperimentData(virtualVideoId: $id) {
          experiment { items { rangePercentage strategy { individualAssignments { productId adType startTimeIndex } } } }
          products { id title } } }`,
        { id: layout!.virtualVideoId },
      );
      const items = data.getExperimentData.experiment?.items ?? [];
      expect(items).toHaveLength(1);
      expect(items[0]!.rangePercentage).toBe(100);
      const [banner] = items[0]!.strategy.individualAssignments;
      expect(banner?.adType).toBe('banner');
      expect(banner?.startTimeIndex).toBeCloseTo(at, 3);
      expect(data.getExperimentData.products.map((p) => p.title)).toEqual([product]);
      layoutId = layout!.id;
    });

    await test.step('placed in the store, a shopper plays it and the product’s banner shows', async () => {
      await page.goto(`${store.root}admin/themes/current/editor`);
      await page.getByRole('combobox', { name: 'Block' }).selectOption('vendy-layout');
      await page.getByRole('textbox', { name: 'Feed or layout ID' }).fill(layoutId);
      await page
        .getByRole('combobox', { name: 'Layout shape (layouts only)' })
        .selectOption('portrait');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Saved. The block shows on the Instagram page.',
      );
      await page.goto(`${store.root}pages/instagram`);
      const frame = page
        .getByRole('region', { name: 'Shoppable video' })
        .locator('iframe[title="Shoppable video"]')
        .contentFrame();
      const video = new ShoppableVideo(frame);
      await expect(frame.getByRole('button', { name: /^Play/ })).toBeVisible({ timeout: 60_000 });
      await video.play();
      // The banner comes at the moment the script names the product, not before.
      await video.expectPlayingPast(at + 0.5);
      await expect(video.clickToShop).toContainText('1 product');
      await video.openShop();
      await video.expectBanners([product]);
      await video.chooseBanner(product);
      await page.screenshot({ path: test.info().outputPath('ai-layout-in-store.png') });
    });
  } finally {
    await media.remove();
  }
});
