// Spec doc 3, layouts: a merchant on a paid plan builds layouts from ready videos in the wizard,
// tried as a new user would: a Portrait layout with one video (finalized, previewed on each device
// and its embed code copied), and a Portrait Carousel of three videos, reordered, saved and
// finalized. Runs against the real server and the built web and embed apps.
import { layoutEmbedCode } from '@vendy/client/domain';
import type { Locator } from '@playwright/test';
import { expect, test } from '../pages/fixtures';
import { AudiosPage } from '../pages/AudiosPage';
import { gql } from '../pages/graphql';
import {
  expectSaved,
  LayoutEditor,
  portraitClip,
  savedStartTimes,
  seedCatalogue,
} from '../pages/LayoutEditor';
import { LayoutsPage, uploadReadyVideos } from '../pages/LayoutsPage';
import { MediaFolder } from '../pages/media';
import { setUpPaidMerchant } from '../pages/merchant';
import { expectToast } from '../pages/announcements';

let media: MediaFolder;
test.beforeAll(async () => {
  media = await MediaFolder.create();
});
test.afterAll(async () => {
  await media?.remove();
});

const CLIPS = ['Trail runner close-up', 'Boot lacing', 'Sneaker spin'];

test('a merchant builds a portrait layout and a portrait carousel and embeds them', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await setUpPaidMerchant(page, 'layouts');
  await uploadReadyVideos(page, media, CLIPS);
  const layouts = new LayoutsPage(page);
  const wizard = layouts.wizard;

  await test.step('a group without layouts is invited to create one', async () => {
    await layouts.goto();
    await expect(layouts.heading).toBeVisible();
    await expect(layouts.emptyState).toBeVisible();
    await expect(
      page.getByText('Get started by choosing a video and layout format.'),
    ).toBeVisible();
    await layouts.addLayout.click();
    await wizard.expectOpen('Basic Information');
    await expect(wizard.step('Media')).toBeDisabled();
  });

  await test.step('the title is required, then Next saves a draft and opens Media', async () => {
    await wizard.next.click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await wizard.fillBasics('  Hero portrait  ', 'Portrait');
    await wizard.next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hero portrait' })).toBeVisible();
    await wizard.expectOpen('Media');
    await expect(wizard.finalize).toBeDisabled();
    await expect(wizard.step('Embed into Shopify')).toBeDisabled();
  });

  await test.step('Add picks the video; it becomes the layout’s one media item', async () => {
    await wizard.addVideos([CLIPS[0]!]);
    await expect(page.getByRole('main').getByText(CLIPS[0]!, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customize' })).toBeVisible();
  });

  await test.step('a draft reopens on Media from the list, with a DRAFT badge and no embed buttons', async () => {
    await layouts.goto();
    const row = layouts.row('Hero portrait');
    await expect(row.getByText('DRAFT')).toBeVisible();
    await expect(row.getByRole('button', { name: /Copy/ })).toHaveCount(0);
    await row.getByRole('button', { name: 'Edit Hero portrait' }).click();
    await wizard.expectOpen('Media');
  });

  await test.step('Finalize moves on to the embed step', async () => {
    await wizard.finalize.click();
    await expectToast(page, 'Layout finalized successfully.');
    await wizard.expectOpen('Embed into Shopify');
    await expect(
      page.getByText('Copy the embed code and paste into the Vendy app in Shopify'),
    ).toBeVisible();
  });

  let layoutId = '';
  await test.step('Copy Layout ID and the embed code put them on the clipboard', async () => {
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Copy Layout ID' }).click();
    await expect(main.getByText('Copied')).toBeVisible();
    layoutId = await layouts.clipboard();
    expect(layoutId).toMatch(/^[\w-]+$/);
    await main.getByRole('button', { name: 'Copy Embed Code' }).click();
    expect(await layouts.clipboard()).toBe(layoutEmbedCode(baseURL!, layoutId, 'PORTRAIT'));
    // The confirmations last a second.
    await expect(main.getByText('Copied')).toHaveCount(0, { timeout: 3_000 });
  });

  await test.step('Preview shows the real embed frame as a desktop, tablet and phone', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Preview' }).click();
    const dialog = layouts.previewDialog('Hero portrait');
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', `/embed/${layoutId}?preview=1`);
    await expect(frame).toHaveAttribute('height', '800');
    const widthOf = () => frame.evaluate((node) => node.getBoundingClientRect().width);
    await dialog.getByRole('radio', { name: 'Tablet' }).click();
    await expect.poll(widthOf).toBeLessThanOrEqual(820);
    await dialog.getByRole('radio', { name: 'Mobile' }).click();
    await expect.poll(widthOf).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('Finish returns to the list: the layout is ready to embed', async () => {
    await wizard.finish.click();
    const row = layouts.row('Hero portrait');
    await expect(row).toBeVisible();
    await expect(row.getByText('DRAFT')).toHaveCount(0);
    await expect(row.getByRole('link', { name: 'Help embedding Hero portrait' })).toHaveAttribute(
      'href',
      '/support/embed-a-layout',
    );
  });

  await test.step('a portrait carousel gets three videos in the order chosen', async () => {
    await layouts.addLayout.click();
    await wizard.fillBasics('Footwear carousel', 'Portrait Carousel');
    await wizard.next.click();
    await wizard.expectOpen('Media');
    await wizard.addVideos(CLIPS);
    await expect.poll(() => wizard.itemTitles()).toEqual(CLIPS);
    await expect(wizard.save).toBeDisabled();
  });

  await test.step('reordering enables Save; saving keeps the new order', async () => {
    await wizard.moveUp(CLIPS[2]!);
    await expect.poll(() => wizard.itemTitles()).toEqual([CLIPS[0], CLIPS[2], CLIPS[1]]);
    await expect(wizard.save).toBeEnabled();
    await expect(wizard.finalize).toBeDisabled();
    await wizard.save.click();
    await expectToast(page, 'Layout saved successfully.');
    await expect(wizard.save).toBeDisabled();
    await page.reload();
    await wizard.expectOpen('Media');
    await expect.poll(() => wizard.itemTitles()).toEqual([CLIPS[0], CLIPS[2], CLIPS[1]]);
  });

  await test.step('Finalize, then the list shows both layouts; search finds the carousel', async () => {
    await wizard.finalize.click();
    await wizard.expectOpen('Embed into Shopify');
    await wizard.finish.click();
    await expect(layouts.row('Footwear carousel')).toBeVisible();
    await expect(layouts.row('Hero portrait')).toBeVisible();
    await layouts.search.fill('  FOOTWEAR ');
    await expect(layouts.row('Footwear carousel')).toBeVisible();
    await expect(layouts.row('Hero portrait')).toHaveCount(0);
  });
});

test('a merchant makes a portrait layout shoppable in the editor and previews it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await setUpPaidMerchant(page, 'editor');
  // Numeric store ids, unique per run (the server accepts only the store's GID shape).
  const catalogue = await seedCatalogue(page, Date.now() % 1_000_000_000);
  await uploadReadyVideos(page, media, ['Runner spotlight']);
  const audios = new AudiosPage(page);
  await audios.goto();
  await audios.fillUpload(await media.mp3('upbeat.mp3'), 'Upbeat loop');
  await audios.uploadDialog.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Audio uploaded successfully.');

  const layouts = new LayoutsPage(page);
  const wizard = layouts.wizard;
  const editor = new LayoutEditor(page);

  await test.step('a portrait layout with the video; Customize opens the editor', async () => {
    await layouts.goto();
    await layouts.addLayout.click();
    await wizard.fillBasics('Shop the runner', 'Portrait');
    await wizard.next.click();
    await wizard.expectOpen('Media');
    await wizard.addVideos(['Runner spotlight']);
    await page.getByRole('button', { name: 'Customize' }).click();
    await expect(editor.dialog).toBeVisible();
    await expect(editor.dialog.getByRole('heading', { name: 'Runner spotlight' })).toBeVisible();
  });

  await test.step('add the audio to the video segment', async () => {
    await editor.openTab('Audios');
    await editor.drag(editor.card('Upbeat loop'), editor.audioTrack, await editor.segmentX(12));
    await expect(
      editor.dialog.getByRole('button', { name: /^Audio “Upbeat loop” on segment 1/ }),
    ).toBeVisible();
  });

  await test.step('place three timed products and a static collection', async () => {
    await editor.openTab('Products');
    for (const [i, title] of catalogue.products.entries()) {
      await editor.drag(editor.card(title), editor.timedTrack, await editor.segmentX(2 + i * 8));
    }
    await expect(editor.timedTrack).toHaveAccessibleName('Timed product track, 3 items');
    await editor.openTab('Collections');
    await editor.drag(editor.card(catalogue.collection), editor.staticZone);
    await expect(
      editor.dialog.getByRole('region', { name: 'Static product collections' }),
    ).toContainText(catalogue.collection);
  });

  await test.step('a competing placement with its own product, the two at 50/50', async () => {
    await editor.addCompeting.click();
    await expect(editor.timedTrack).toHaveAccessibleName('Timed product track, 0 items');
    await editor.openTab('Products');
    await editor.drag(
      editor.card(catalogue.products[2]!),
      editor.timedTrack,
      await editor.segmentX(10),
    );
    await expect(editor.timedTrack).toHaveAccessibleName('Timed product track, 1 item');
    await editor.percentage('Placement 1').fill('50');
    await editor.percentage('Placement 2').fill('50');
    await editor.save.click();
    await expectSaved(editor);
    // What the viewers will get: one experiment splitting them 50/50 between the placements.
    const { getExperiments } = await gql<{
      getExperiments: Array<{ items: Array<{ rangePercentage: number }> }>;
    }>(page.request, 'query { getExperiments { items { rangePercentage } } }');
    expect(getExperiments.map((e) => e.items.map((i) => i.rangePercentage))).toEqual([[50, 50]]);
    await editor.close.click();
    await expect(editor.dialog).toBeHidden();
  });

  await test.step('Finalize; the preview plays the layout with its product banners', async () => {
    await wizard.finalize.click();
    await wizard.expectOpen('Embed into Shopify');
    await page.getByRole('main').getByRole('button', { name: 'Preview' }).click();
    const dialog = layouts.previewDialog('Shop the runner');
    const frame = dialog.frameLocator('iframe');
    // Nothing to shop before the video plays; the viewer's placement (either, at 50/50) shows
    // its banners once playback passes their start times.
    const shop = frame.getByRole('button', { name: 'Click to Shop' });
    await expect(shop).toHaveCount(0);
    await frame.getByRole('button', { name: /^Play/ }).first().click();
    await expect(shop).toBeVisible({ timeout: 30_000 });
    await shop.click();
    await expect(frame.getByText(/Trail Runner|Canvas Sneaker|Hiking Boot/).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });

  await test.step('copy the embed code for the store', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Copy Layout ID' }).click();
    const id = await layouts.clipboard();
    await page.getByRole('main').getByRole('button', { name: 'Copy Embed Code' }).click();
    expect(await layouts.clipboard()).toBe(layoutEmbedCode(baseURL!, id, 'PORTRAIT'));
  });
});

test('products keep the times they are dropped at, in a portrait preview that holds them', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await setUpPaidMerchant(page, 'timing');
  const catalogue = await seedCatalogue(page, (Date.now() % 1_000_000_000) + 7);
  const [first, second, third] = catalogue.products as [string, string, string];
  // A short portrait phone clip: the drops' times are seconds apart on it.
  const DURATION = 9;
  await uploadReadyVideos(page, media, ['Phone clip'], () =>
    portraitClip(media.dir, 'clip-1.mp4', DURATION),
  );
  const layouts = new LayoutsPage(page);
  const wizard = layouts.wizard;
  const editor = new LayoutEditor(page);
  const at = (title: string, time: string) =>
    editor.timedItem(new RegExp(`^Product “${title}” at ${time}$`));

  await test.step('Customize a portrait layout: the whole clip fills the tracks', async () => {
    await layouts.goto();
    await layouts.addLayout.click();
    await wizard.fillBasics('Timed portrait', 'Portrait');
    await wizard.next.click();
    await wizard.expectOpen('Media');
    await wizard.addVideos(['Phone clip']);
    await page.getByRole('button', { name: 'Customize' }).click();
    await expect(editor.dialog).toBeVisible();
    await expect(editor.dialog.getByRole('button', { name: 'Fit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // At 'fit' the clip spans the visible track, and the ruler ends with it.
    const tracks = await editor.dialog
      .getByRole('region', { name: 'Timeline tracks' })
      .boundingBox();
    const segment = await editor.firstSegment.boundingBox();
    expect(segment!.width).toBeGreaterThan(tracks!.width * 0.8);
    const ruler = editor.dialog.getByTestId('timeline-ruler');
    await expect(ruler).toContainText('0:09');
    await expect(ruler).not.toContainText('0:10');
    await expect(editor.keyboardHint).toBeVisible();
  });

  await test.step('three products dropped with the mouse land where they are let go', async () => {
    await editor.openTab('Products');
    for (const [title, seconds] of [
      [first, 1.3],
      [second, 5.3],
      [third, 8.3],
    ] as const) {
      await editor.drag(
        editor.card(title),
        editor.timedTrack,
        await editor.timeX(seconds, DURATION),
      );
    }
    await expect(at(first, '0:01')).toBeVisible();
    await expect(at(second, '0:05')).toBeVisible();
    await expect(at(third, '0:08')).toBeVisible();
  });

  await test.step('a product dropped with the keyboard lands where the arrows took it', async () => {
    // It arrives at the cursor (0:00); three majors of 1 s and two ticks of 0.2 s: 3.4 s.
    await editor.keyboardDropOnTimedTrack(editor.card(first), 3, 2);
    await expect(at(first, '0:03')).toBeVisible();
    await expect(editor.timedTrack).toHaveAccessibleName('Timed product track, 4 items');
  });

  const expected = [
    { name: first, time: 1.3 },
    { name: first, time: 3.4 },
    { name: second, time: 5.3 },
    { name: third, time: 8.3 },
  ];
  const expectServerTimes = async () => {
    const saved = await savedStartTimes(page);
    expect(saved.map((s) => s.name)).toEqual(expected.map((e) => e.name));
    // Within a quarter second of each drop (a pixel or two of the pointer), never at 0:00.
    saved.forEach((s, i) => expect(Math.abs(s.time - expected[i]!.time)).toBeLessThan(0.25));
    expect(saved[1]!.time).toBeCloseTo(3.4, 3);
  };

  await test.step('Save: the server keeps each start time', async () => {
    await editor.save.click();
    await expectSaved(editor);
    await expectServerTimes();
  });

  await test.step('after a reload the reopened editor shows the same times', async () => {
    await editor.close.click();
    await expect(editor.dialog).toBeHidden();
    await page.reload();
    await wizard.expectOpen('Media');
    await page.getByRole('button', { name: 'Customize' }).click();
    await expect(editor.timedTrack).toHaveAccessibleName('Timed product track, 4 items');
    await expect(
      editor.dialog.getByRole('radio', { name: 'Placement 1, 100% of viewers, 4 timed products' }),
    ).toBeChecked();
    for (const [title, time] of [
      [first, '0:01'],
      [first, '0:03'],
      [second, '0:05'],
      [third, '0:08'],
    ] as const) {
      await expect(at(title, time)).toBeVisible();
    }
    await expectServerTimes();
  });

  await test.step('the portrait preview is 9:16 and holds the video and its pill', async () => {
    const frame = await editor.preview.boundingBox();
    expect(frame).not.toBeNull();
    expect(frame!.width / frame!.height).toBeCloseTo(9 / 16, 2);
    const inside = async (what: Locator) => {
      const box = await what.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(frame!.x - 0.5);
      expect(box!.y).toBeGreaterThanOrEqual(frame!.y - 0.5);
      expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 0.5);
      expect(box!.y + box!.height).toBeLessThanOrEqual(frame!.y + frame!.height + 0.5);
    };
    await editor.preview.getByRole('button', { name: /^Play/ }).first().click();
    const pill = editor.preview.getByRole('button', { name: 'Click to Shop' });
    await expect(pill).toBeVisible({ timeout: 30_000 });
    await inside(pill);
    await inside(editor.preview.locator('video'));
    if (process.env.TL_SHOT) await page.screenshot({ path: process.env.TL_SHOT });
  });
});
