// Spec doc 2, videos: a merchant uploads an MP4 with a thumbnail on /videos, sees it processing,
// sees it turn ready on the open list (no reload) once the server has transcoded it, and the
// video's HLS manifest plays.
import { expect, test } from '../pages/fixtures';
import { gqlFromPage } from '../pages/graphql';
import { playWithHls } from '../pages/hlsPlayer';
import { MediaFolder } from '../pages/media';
import { setUpPaidMerchant } from '../pages/merchant';
import { VideosPage } from '../pages/VideosPage';
import { expectToast } from '../pages/announcements';

let media: MediaFolder;
test.beforeAll(async () => {
  media = await MediaFolder.create();
});
test.afterAll(async () => {
  await media?.remove();
});

const TITLE = 'Test Card Teaser';

test('a merchant uploads a video, waits for it to be ready and it plays', async ({ page }) => {
  test.setTimeout(300_000);
  const routerWarnings: string[] = [];
  page.on('console', (message) => {
    if (/HydrateFallback|hydrateFallbackElement/.test(message.text())) {
      routerWarnings.push(message.text());
    }
  });
  await setUpPaidMerchant(page, 'video');
  const file = await media.video('test-card.mp4');
  const thumbnail = await media.png('teaser-thumb.png', 'green', '640x360');
  const videos = new VideosPage(page);
  const dialog = videos.uploadDialog;

  await test.step('a group without videos is invited to upload one', async () => {
    await videos.goto();
    await expect(videos.heading).toBeVisible();
    await expect(videos.emptyState).toBeVisible();
    await videos.add('Upload');
    await expect(dialog).toBeVisible();
  });

  await test.step('choose the file: its size and duration show, Upload waits for a thumbnail', async () => {
    await videos.chooseFile(dialog.getByRole('button', { name: 'Choose Video' }), file);
    const fileGroup = dialog.getByRole('group', { name: 'Video File' });
    await expect(fileGroup).toContainText(/test-card\.mp4 · [\d.]+ MB · 0:03/);
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('test-card');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    const upload = dialog.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    // The reason is on screen, beside the button, and read with it.
    await expect(upload).toHaveAccessibleDescription(videos.thumbnailReason);
    await expect(dialog.getByText(videos.thumbnailReason)).toBeVisible();
  });

  await test.step('choose a thumbnail picture', async () => {
    // The choices are styled radios: click the label, as a merchant does.
    await dialog.getByText('Select from Photo', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Select from Photo' })).toBeChecked();
    await videos.chooseFile(dialog.getByRole('button', { name: 'Choose Image' }), thumbnail);
    await expect(dialog.getByRole('img', { name: 'Chosen thumbnail' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeEnabled();
    await expect(dialog.getByText(videos.thumbnailReason)).toBeHidden();
  });

  await test.step('upload: the list shows the video as processing', async () => {
    await videos.markPage();
    // What the row shows, in order, from the moment it appears: a 3 s video may be transcoded
    // before this test looks (on a loaded machine the steps below take seconds), so the states
    // are recorded as the page renders them.
    await page.evaluate((title) => {
      const shown: string[] = [];
      (window as unknown as { rowStates: string[] }).rowStates = shown;
      const look = () => {
        for (const row of document.querySelectorAll('main [role="row"]')) {
          const text = row.textContent ?? '';
          if (!text.includes(title)) continue;
          const status = /Processing|Ready|Error/.exec(text)?.[0];
          if (!status) continue;
          const state = text.includes(
            'The video is being processed. It will be available for playback soon.',
          )
            ? `${status} (being processed)`
            : status;
          if (shown.at(-1) !== state) shown.push(state);
        }
      };
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    }, TITLE);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Video uploaded successfully.');
    await expect(dialog).toBeHidden();
    const row = videos.row(TITLE);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Upload');
    await expect(row).toContainText('0:03');
    const rowStates = () =>
      page.evaluate(() => (window as unknown as { rowStates: string[] }).rowStates);
    await expect.poll(async () => (await rowStates())[0]).toBe('Processing (being processed)');
  });

  await test.step('the open list turns the row Ready by itself, without a reload', async () => {
    const row = videos.row(TITLE);
    // The server takes a few seconds to transcode 3 s; the list asks every few seconds.
    await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 90_000 });
    // Processing, then Ready, on the same page.
    expect(
      await page.evaluate(() => (window as unknown as { rowStates: string[] }).rowStates),
    ).toEqual(['Processing (being processed)', 'Ready']);
    await expect(row.getByText('Processing', { exact: true })).toBeHidden();
    await expect(row).not.toContainText(
      'The video is being processed. It will be available for playback soon.',
    );
    await videos.expectSamePage();
    // Every page load so far (sign-up, plans, dashboard, /videos) went by without the router's
    // warning about a missing loading state for its first load.
    expect(routerWarnings).toEqual([]);
  });

  await test.step('its HLS manifest plays in the browser through hls.js', async () => {
    const answer = await gqlFromPage<{ getVideos: Array<{ title: string; url: string | null }> }>(
      page,
      'query getVideos { getVideos { title url } }',
    );
    const url = answer.data?.getVideos.find((v) => v.title === TITLE)?.url ?? '';
    expect(url).toMatch(/\/manifest\/video\.m3u8$/);
    const playback = await playWithHls(page, url, 1);
    expect(playback.currentTime).toBeGreaterThan(1);
    expect(playback.videoWidth).toBeGreaterThan(0);
    expect(playback.videoHeight).toBeGreaterThan(0);
    expect(playback.duration).toBeGreaterThan(2.5);
  });
});
