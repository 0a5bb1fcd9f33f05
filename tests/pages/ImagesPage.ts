import { expect, type Locator, type Page } from '@playwright/test';
import { centreColour, primaryOf } from './pixels';

/** /images (spec doc 2 §2): the Photo Collections tab, its list and the collection forms. */
export class ImagesPage {
  readonly heading: Locator;
  readonly addCollection: Locator;
  readonly emptyState: Locator;
  readonly table: Locator;
  readonly uploadForm: Locator;
  readonly editForm: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1, name: 'Photos' });
    this.addCollection = main.getByRole('button', { name: 'Add Photo Collection' });
    this.emptyState = main.getByText('Upload your first photo collection!');
    this.table = main.getByRole('grid', { name: 'Photo Collections' });
    this.uploadForm = page.getByRole('form', { name: 'Upload Photos' });
    this.editForm = page.getByRole('form', { name: 'Edit Photo Collection' });
  }

  async goto() {
    await this.page.goto('/images');
  }

  row(title: string) {
    return this.table.getByRole('row').filter({ hasText: title });
  }
}

/** The sortable photos of a collection or affiliate link form (ImageSorter). */
export class PhotoSorter {
  readonly list: Locator;

  constructor(
    readonly page: Page,
    form: Locator,
  ) {
    this.list = form.getByRole('list', { name: 'Photos, in display order' });
  }

  picture(position: number) {
    return this.list.getByRole('img', { name: `Picture ${position}`, exact: true });
  }

  handle(position: number, count: number) {
    return this.list.getByRole('button', {
      name: `Move picture ${position} of ${count}`,
      exact: true,
    });
  }

  /** The colour names of the pictures, in display order. */
  async colours(): Promise<string[]> {
    const count = await this.list.getByRole('listitem').count();
    const colours: string[] = [];
    for (let i = 1; i <= count; i += 1) colours.push(primaryOf(await centreColour(this.picture(i))));
    return colours;
  }

  async expectColours(expected: string[]) {
    await expect(this.list.getByRole('listitem')).toHaveCount(expected.length);
    await expect.poll(() => this.colours().catch((e: Error) => [e.message])).toEqual(expected);
  }

  /** Moves a picture with the keyboard: Space picks it up, arrows move it, Space drops it. */
  async moveWithKeyboard(position: number, count: number, keys: string[]) {
    await this.handle(position, count).focus();
    await this.page.keyboard.press('Space');
    for (const key of keys) await this.page.keyboard.press(key);
    await this.page.keyboard.press('Space');
  }

  /** Drags a picture by its handle onto another picture's place with the mouse. */
  async drag(from: number, to: number, count: number) {
    const handle = this.handle(from, count);
    const source = await handle.boundingBox();
    const target = await this.list.getByRole('listitem').nth(to - 1).boundingBox();
    if (!source || !target) throw new Error('pictures are not on screen');
    await this.page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await this.page.mouse.down();
    const x = target.x + target.width / 2;
    const y = target.y + target.height / 2;
    await this.page.mouse.move(x, y, { steps: 12 });
    await this.page.mouse.move(x + 1, y, { steps: 2 });
    await this.page.mouse.up();
  }
}
