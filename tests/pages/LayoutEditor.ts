import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';
import { gql } from './graphql';
import { expectToast } from './announcements';

/**
 * 'Customize' (spec doc 3 §2 'Timeline editor'): the full-screen editor over the wizard. Items are
 * dragged from the media library onto the tracks with the mouse, as a merchant does.
 */
export class LayoutEditor {
  readonly dialog: Locator;
  readonly library: Locator;
  readonly audioTrack: Locator;
  readonly timedTrack: Locator;
  readonly staticZone: Locator;
  readonly save: Locator;
  readonly close: Locator;
  readonly addCompeting: Locator;
  readonly preview: Locator;
  readonly keyboardHint: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^Customize / });
    this.library = this.dialog.getByRole('region', { name: 'Media library' });
    this.audioTrack = this.dialog.getByRole('group', { name: 'Audio track' });
    this.timedTrack = this.dialog.getByRole('group', { name: /^Timed product track/ });
    this.staticZone = this.dialog.getByText('Drag a product collection here to add it');
    this.save = this.dialog.getByRole('button', { name: 'Save', exact: true });
    this.close = this.dialog.getByRole('button', { name: 'Close', exact: true });
    this.addCompeting = this.dialog.getByRole('button', {
      name: 'Add competing product placement',
    });
    this.preview = this.dialog
      .getByRole('region', { name: 'Preview' })
      .getByTestId('preview-frame');
    this.keyboardHint = this.dialog.getByText(
      'Enter or Space to pick up, arrows to move, Enter to drop',
    );
  }

  /** The timed products on the track, by accessible name ('Product “…” at m:ss'). */
  timedItem(name: RegExp) {
    return this.timedTrack.getByRole('button', { name });
  }

  /**
   * Page x of time `seconds` on the tracks: the first segment spans the video from 0 to
   * `duration`, at whatever zoom the editor shows.
   */
  async timeX(seconds: number, duration: number) {
    const box = await this.firstSegment.boundingBox();
    if (!box) throw new Error('The video track has no segment.');
    return box.x + (seconds / duration) * box.width;
  }

  /**
   * Picks up a library card with the keyboard, brings it onto the timed track (it arrives at the
   * cursor, 0:00), moves it `majors` major ticks and `ticks` ticks right and drops it.
   */
  async keyboardDropOnTimedTrack(card: Locator, majors: number, ticks: number) {
    await card.focus();
    await this.page.keyboard.press('Space');
    // What a screen reader hears (dnd-kit's live region) says where the item is.
    const region = this.page.locator('[id^="DndLiveRegion"]');
    await expect(region).toHaveText(/Picked up/);
    // dnd-kit's keyboard sensor starts listening one timer tick after the pick-up, and Chromium
    // runs input before timers: on a busy machine the first arrow can come before it listens and
    // is lost for good. So the arrow is pressed again, but only once the card has still not moved
    // a while after the last press (a press that was heard moves it).
    await this.page.keyboard.press('ArrowDown');
    await expect(async () => {
      try {
        await expect(region).toHaveText(/Over the timed product track\./, { timeout: 5_000 });
      } catch (error) {
        if (/Picked up/.test((await region.textContent()) ?? '')) {
          await this.page.keyboard.press('ArrowDown');
        }
        throw error;
      }
    }).toPass({ timeout: 60_000 });
    for (let i = 0; i < majors; i++) await this.page.keyboard.press('Shift+ArrowRight');
    for (let i = 0; i < ticks; i++) await this.page.keyboard.press('ArrowRight');
    await this.page.keyboard.press('Enter');
  }

  async openTab(name: 'Products' | 'Collections' | 'Audios' | 'Videos') {
    await this.library.getByRole('tab', { name, exact: true }).click();
  }

  card(title: string) {
    return this.library.getByRole('button', { name: new RegExp(`^${title}`) }).first();
  }

  /** The first segment on the video track (its span is where audio and products go). */
  get firstSegment() {
    return this.dialog.getByRole('group', { name: 'Video track' }).getByRole('button').first();
  }

  /** Page x of a point `offset` px into the first segment. */
  async segmentX(offset: number) {
    const box = await this.firstSegment.boundingBox();
    if (!box) throw new Error('The video track has no segment.');
    return box.x + Math.min(offset, box.width - 1);
  }

  /**
   * Drags `source` with the mouse and drops it on `target`: at page x `x` when given (a time on
   * a track), else in the middle.
   */
  async drag(source: Locator, target: Locator, x?: number) {
    await source.scrollIntoViewIfNeeded();
    const from = await source.boundingBox();
    if (!from) throw new Error('The dragged item is not visible.');
    const x0 = from.x + from.width / 2;
    const y0 = from.y + from.height / 2;
    await this.page.mouse.move(x0, y0);
    await this.page.mouse.down();
    await this.page.mouse.move(x0 + 12, y0 + 12, { steps: 4 });
    await target.scrollIntoViewIfNeeded();
    const to = await target.boundingBox();
    if (!to) throw new Error('The drop target is not visible.');
    await this.page.mouse.move(x ?? to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await this.page.mouse.up();
  }

  /** The percentage field of a competing placement in the experiment form. */
  percentage(placement: string) {
    return this.dialog
      .getByRole('group', { name: placement, exact: true })
      .getByRole('textbox', { name: 'Percentage' });
  }
}

/**
 * Three products and a collection of them in the group's catalogue, as an import from the store
 * leaves them (the import itself is the products journey's subject).
 */
export async function seedCatalogue(page: Page, seed: number) {
  const products = ['Trail Runner', 'Canvas Sneaker', 'Hiking Boot'].map((title, i) => ({
    alternateId: `gid://shopify/Product/${seed + i}`,
    title,
    price: 50 + i * 10,
    availableForSale: true,
    handle: `${title.toLowerCase().replace(/ /g, '-')}-${seed}`,
    variants: [
      {
        id: `gid://shopify/ProductVariant/${seed + i}`,
        title: 'Default Title',
        price: 50 + i * 10,
        selectedOptions: [{ name: 'Title', value: 'Default Title' }],
      },
    ],
    images: [],
  }));
  await gql(
    page.request,
    'mutation ($products: [ProductInput!]!) { upsertProducts(products: $products) { id } }',
    { products },
  );
  await gql(
    page.request,
    'mutation ($collections: [ProductCollectionInput!]!) { upsertProductCollections(collections: $collections) { id } }',
    {
      collections: [
        {
          alternateId: `gid://shopify/Collection/${seed}`,
          title: 'Footwear picks',
          handle: `footwear-picks-${seed}`,
          productAlternateIds: products.map((p) => p.alternateId),
        },
      ],
    },
  );
  return { products: products.map((p) => p.title), collection: 'Footwear picks' };
}

const run = promisify(execFile);

/**
 * A portrait phone-style clip (360x640, 30 fps, with sound) lasting `seconds`, made with ffmpeg in
 * `dir`.
 */
export async function portraitClip(dir: string, name: string, seconds: number): Promise<string> {
  const file = path.join(dir, name);
  const ffmpeg = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
  await run(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=360x640:rate=30', '-f', 'lavfi', '-i', 'sine'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
    ],
    { timeout: 120_000 },
  );
  return file;
}

/** The start times the server keeps for the group's timed products, by product name, sorted. */
export async function savedStartTimes(page: Page): Promise<Array<{ name: string; time: number }>> {
  const { getStrategies } = await gql<{
    getStrategies: Array<{
      individualAssignments: Array<{ name: string | null; startTimeIndex: number }>;
    }>;
  }>(page.request, 'query { getStrategies { individualAssignments { name startTimeIndex } } }');
  return getStrategies
    .flatMap((s) => s.individualAssignments)
    .map((a) => ({ name: a.name ?? '', time: a.startTimeIndex }))
    .sort((a, b) => a.time - b.time);
}

export async function expectSaved(editor: LayoutEditor) {
  await expectToast(editor.page, 'Placement saved successfully.');
}
