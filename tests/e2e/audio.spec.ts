// Spec doc 2, audio: a merchant uploads an mp3 on /audios; it is listed with its duration.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../pages/fixtures';
import { gqlFromPage } from '../pages/graphql';
import { AudiosPage } from '../pages/AudiosPage';
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

test('a merchant uploads an audio file and sees it listed with its duration', async ({ page }) => {
  test.setTimeout(120_000);
  await setUpPaidMerchant(page, 'audio');
  const file = await media.mp3('sea-breeze.mp3');
  const audios = new AudiosPage(page);

  await test.step('a group without audio sees the upload card', async () => {
    await audios.goto();
    await expect(audios.heading).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Audios' })).toBeVisible();
    await expect(audios.emptyState).toBeVisible();
  });

  await test.step('choose the mp3: its size and duration are read before anything is sent', async () => {
    await audios.fillUpload(file, 'Sea Breeze', 'A calm tone for the summer collection.');
    const fileGroup = audios.uploadDialog.getByRole('group', { name: 'Audio File' });
    await expect(fileGroup).toContainText(/sea-breeze\.mp3 · [\d.]+ MB · 0:03/);
    // Three seconds may loop (only audio over a minute may not).
    await expect(audios.uploadDialog.getByRole('switch', { name: 'Loop' })).toBeEnabled();
  });

  await test.step('upload: the dialog closes and the list shows the audio with its duration', async () => {
    await audios.uploadDialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Audio uploaded successfully.');
    await expect(audios.uploadDialog).toBeHidden();
    const row = audios.row('Sea Breeze');
    await expect(row).toBeVisible();
    await expect(row).toContainText('A calm tone for the summer collection.');
    await expect(row.getByRole('gridcell', { name: '0:03' })).toBeVisible();
  });

  await test.step('after a reload the audio is still listed, and its file is stored whole', async () => {
    await page.reload();
    const row = audios.row('Sea Breeze');
    await expect(row.getByRole('gridcell', { name: '0:03' })).toBeVisible();
    const answer = await gqlFromPage<{ getAudios: Array<{ title: string; url: string }> }>(
      page,
      'query getAudios { getAudios { title url } }',
    );
    const audio = answer.data?.getAudios.find((a) => a.title === 'Sea Breeze');
    expect(audio?.url).toBeTruthy();
    const stored = await page.request.get(audio!.url);
    expect(stored.status()).toBe(200);
    expect((await stored.body()).equals(await readFile(file))).toBe(true);
  });
});
