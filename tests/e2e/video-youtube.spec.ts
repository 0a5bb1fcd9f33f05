// Spec doc 2, videos: a merchant imports a YouTube video in two steps (address, then
// confirmation); the local oEmbed sandbox answers with the video's title and thumbnail, and the
// video joins the list under that title.
import { expect, test } from '../pages/fixtures';
import { setUpPaidMerchant } from '../pages/merchant';
import { VideosPage } from '../pages/VideosPage';

const VIDEO_ID = 'e2eDemo0001';
const WATCH_URL = `https://www.youtube.com/watch?v=${VIDEO_ID}`;

test('a merchant imports a YouTube video', async ({ page }) => {
  test.setTimeout(120_000);
  await setUpPaidMerchant(page, 'youtube');
  const videos = new VideosPage(page);
  const dialog = videos.youtubeDialog;
  const urlField = dialog.getByRole('textbox', { name: 'YouTube URL' });

  // What the provider (here its sandbox) calls this video: the title the app must show.
  const oembed = await page.request.get(`/oembed/youtube?url=${encodeURIComponent(WATCH_URL)}`);
  expect(oembed.ok()).toBe(true);
  const { title } = (await oembed.json()) as { title: string };
  expect(title).not.toBe('');

  await test.step('step 1: only a YouTube address is accepted', async () => {
    await videos.goto();
    await expect(videos.heading).toBeVisible();
    await videos.add('YouTube import');
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    await urlField.fill('https://vimeo.com/123456');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('URL must be from Youtube.')).toBeVisible();
    await urlField.fill(WATCH_URL);
    await urlField.press('Enter');
  });

  await test.step('step 2 shows the video found; Cancel goes back to the address', async () => {
    await expect(dialog.getByText('Step 2 of 2')).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByText(title, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    await expect(urlField).toHaveValue(WATCH_URL);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Step 2 of 2')).toBeVisible({ timeout: 60_000 });
  });

  await test.step('confirm: the video is listed with its title as a YouTube video', async () => {
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    const row = videos.row(title);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Youtube');
    await page.reload();
    await expect(videos.row(title)).toBeVisible();
    await expect(videos.row(title)).toContainText('Youtube');
  });
});
