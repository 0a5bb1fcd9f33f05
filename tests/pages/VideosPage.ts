import { expect, type Locator, type Page } from '@playwright/test';

/** /videos (spec doc 2 §2): the 'Add Video' menu, the list and the upload and import dialogs. */
export class VideosPage {
  readonly heading: Locator;
  readonly addVideo: Locator;
  readonly emptyState: Locator;
  readonly table: Locator;
  readonly uploadDialog: Locator;
  readonly youtubeDialog: Locator;
  /** Why Upload is disabled, shown beside it until a thumbnail exists. */
  readonly thumbnailReason =
    "Upload needs a thumbnail: pick a frame with 'Use This Frame', or choose a photo.";

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1, name: 'Videos' });
    this.addVideo = main.getByRole('button', { name: 'Add Video' });
    this.emptyState = main.getByText('Upload your first video!');
    this.table = main.getByRole('grid', { name: 'Videos' });
    this.uploadDialog = page.getByRole('dialog', { name: 'Upload Video' });
    this.youtubeDialog = page.getByRole('dialog', { name: 'Import from YouTube' });
  }

  async goto() {
    await this.page.goto('/videos');
  }

  /** Opens one entry of the 'Add Video' menu ('Upload', 'YouTube import', …). */
  async add(entry: 'Upload' | 'YouTube import' | 'TikTok import' | 'Instagram import') {
    await this.addVideo.click();
    await this.page.getByRole('menuitem', { name: entry }).click();
  }

  row(title: string) {
    return this.table.getByRole('row').filter({ hasText: title });
  }

  /** Picks a file with the native file chooser that `button` opens. */
  async chooseFile(button: Locator, file: string | string[]) {
    const chooser = this.page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles(file);
  }

  /**
   * Marks the open page, so a later `expectSamePage` tells whether the merchant stayed on it (no
   * reload, no navigation away and back).
   */
  async markPage() {
    await this.page.evaluate(() => {
      (window as unknown as { vendyPageMark?: boolean }).vendyPageMark = true;
    });
  }

  async expectSamePage() {
    const marked = await this.page.evaluate(
      () => (window as unknown as { vendyPageMark?: boolean }).vendyPageMark === true,
    );
    expect(marked, 'the page was reloaded or left').toBe(true);
  }

  /**
   * Waits until the list shows `title` with `status`. The list re-checks processing videos each
   * time it opens (spec doc 2 §4), so this reopens it, as a merchant would, until the status shows.
   */
  async waitForStatus(title: string, status: 'Ready' | 'Error', timeout = 120_000) {
    const chip = this.row(title).getByText(status, { exact: true });
    await expect(async () => {
      await this.page.reload();
      await expect(this.row(title)).toBeVisible();
      await expect(chip).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout, intervals: [2_000, 3_000, 5_000] });
  }
}
