import { expect, type Locator, type Page } from '@playwright/test';
import type { MediaFolder } from './media';
import { VideosPage } from './VideosPage';

/** /layouts (spec doc 3 §2): the list, 'Add Layout', the preview dialog and the wizard. */
export class LayoutsPage {
  readonly heading: Locator;
  readonly addLayout: Locator;
  readonly emptyState: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly wizard: LayoutWizard;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1, name: 'Layouts' });
    this.addLayout = main.getByRole('button', { name: 'Add Layout' }).first();
    this.emptyState = main.getByRole('heading', { name: 'Create your first layout!' });
    this.table = main.getByRole('table', { name: 'Layouts' });
    this.search = main.getByRole('searchbox', { name: 'Search Layouts' });
    this.wizard = new LayoutWizard(page);
  }

  async goto() {
    await this.page.goto('/layouts');
  }

  row(title: string) {
    return this.table.getByRole('row').filter({ hasText: title });
  }

  previewDialog(title: string) {
    return this.page.getByRole('dialog', { name: `Previewing ${title}` });
  }

  /** What the clipboard holds (the context needs the clipboard permissions). */
  async clipboard(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}

/** The layout wizard's three steps (spec doc 3 §2 'Layout wizard'). */
export class LayoutWizard {
  readonly title: Locator;
  readonly next: Locator;
  readonly add: Locator;
  readonly save: Locator;
  readonly finalize: Locator;
  readonly finish: Locator;
  readonly mediaList: Locator;
  readonly mediaDialog: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.title = main.getByRole('textbox', { name: 'Title' });
    this.next = main.getByRole('button', { name: 'Next' });
    this.add = main.getByRole('button', { name: 'Add', exact: true });
    this.save = main.getByRole('button', { name: 'Save', exact: true });
    this.finalize = main.getByRole('button', { name: 'Finalize' });
    this.finish = main.getByRole('button', { name: 'Finish' });
    this.mediaList = main.getByRole('list', { name: 'Media, in display order' });
    this.mediaDialog = page.getByRole('dialog', { name: 'Add Media' });
  }

  /** A step's heading button ('Basic Information', 'Media', 'Embed into Shopify'). */
  step(name: string) {
    return this.page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^\\d*\\s*${name}`) });
  }

  async expectOpen(name: string) {
    await expect(this.step(name)).toHaveAttribute('aria-expanded', 'true');
  }

  /** Basic Information: title and one of the six formats ('Portrait', 'Portrait Carousel', …). */
  async fillBasics(title: string, type: string) {
    await this.title.fill(title);
    await this.page.getByRole('main').getByText(type, { exact: true }).click();
    await expect(this.page.getByRole('radio', { name: type, exact: true })).toBeChecked();
  }

  /** 'Add': picks videos by title in the dialog's Videos tab, in this order, and adds them. */
  async addVideos(titles: string[]) {
    await this.add.click();
    const dialog = this.mediaDialog;
    await expect(dialog).toBeVisible();
    for (const title of titles) {
      await dialog.getByRole('row', { name: new RegExp(title) }).click();
    }
    await dialog
      .getByRole('button', { name: titles.length > 1 ? `Add ${titles.length} items` : 'Add' })
      .click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
  }

  /** The media items' titles, in display order. */
  async itemTitles(): Promise<string[]> {
    const handles = this.mediaList.getByRole('button', { name: /^Move / });
    const names = await handles.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('aria-label') ?? ''),
    );
    return names.map((name) => name.replace(/^Move /, '').replace(/ \(\d+ of \d+\)$/, ''));
  }

  /**
   * Moves an item one place up with the keyboard (Space, ArrowUp, Space), waiting for each step to
   * show: the item lifts, moves up, then settles.
   */
  async moveUp(title: string) {
    const handle = this.mediaList.getByRole('button', { name: new RegExp(`^Move ${title} `) });
    const item = this.mediaList.getByRole('listitem').filter({ hasText: title });
    // 1-based, the place above the item's own.
    const above = (await this.itemTitles()).indexOf(title);
    await handle.focus();
    await this.page.keyboard.press('Space');
    await expect(item).toHaveAttribute('data-dragging', 'true');
    await this.page.keyboard.press('ArrowUp');
    await expect(item).toHaveAttribute('style', /translate3d\(0px, -/);
    // The drop goes where the item is over, which dnd-kit works out after the move has shown: what
    // a screen reader hears says when it has, and only then is the item let go.
    await expect(this.page.locator('[id^="DndLiveRegion"]')).toHaveText(
      `${title} is over position ${above}.`,
    );
    await this.page.keyboard.press('Space');
    await expect(item).not.toHaveAttribute('data-dragging');
  }
}

/**
 * Uploads each video on /videos and waits until every one is ready (what the layout journeys
 * start from; the upload itself is the videos journey's subject).
 */
export async function uploadReadyVideos(
  page: Page,
  media: MediaFolder,
  titles: string[],
  /** Makes the i-th file (by default the 3-second test card). */
  clip: (i: number) => Promise<string> = (i) => media.video(`clip-${i + 1}.mp4`),
) {
  const videos = new VideosPage(page);
  await videos.goto();
  for (const [i, title] of titles.entries()) {
    const file = await clip(i);
    const thumbnail = await media.png(
      `clip-${i + 1}.png`,
      ['red', 'green', 'blue', 'orange'][i % 4]!,
      '360x640',
    );
    await videos.add('Upload');
    const dialog = videos.uploadDialog;
    await videos.chooseFile(dialog.getByRole('button', { name: 'Choose Video' }), file);
    // The form names the video after its file once it has read it; then the title is ours.
    const titleField = dialog.getByRole('textbox', { name: 'Title' });
    await expect(titleField).toHaveValue(`clip-${i + 1}`);
    await titleField.fill(title);
    await dialog.getByText('Select from Photo', { exact: true }).click();
    await videos.chooseFile(dialog.getByRole('button', { name: 'Choose Image' }), thumbnail);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
  }
  for (const title of titles) await videos.waitForStatus(title, 'Ready', 120_000);
}
