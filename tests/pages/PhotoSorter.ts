import { expect, type Locator, type Page } from '@playwright/test';
import { centreColour, primaryOf } from './pixels';

/**
 * The sortable photos of the photo collection and affiliate link forms (ImageSorter, spec doc 2
 * §2): pictures in display order, moved with the keyboard or dragged with the mouse.
 */
export class PhotoSorter {
  readonly list: Locator;

  constructor(
    readonly page: Page,
    form: Locator,
  ) {
    this.list = form.getByRole('list', { name: 'Photos, in display order' });
  }

  /** The picture shown at `position` (1-based); decorative, the buttons name the position. */
  picture(position: number) {
    return this.list
      .getByRole('listitem')
      .nth(position - 1)
      .locator('img');
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
    for (let i = 1; i <= count; i += 1)
      colours.push(primaryOf(await centreColour(this.picture(i))));
    return colours;
  }

  async expectColours(expected: string[]) {
    await expect(this.list.getByRole('listitem')).toHaveCount(expected.length);
    await expect.poll(() => this.colours()).toEqual(expected);
  }

  /** What the sorter tells screen-reader users (dnd-kit's live region). */
  get announcement() {
    return this.page.locator('[id^="DndLiveRegion-"]');
  }

  /**
   * Moves a picture with the keyboard, as the sorter explains: Space picks it up, arrow keys move
   * it one place at a time (each step is announced before the next key), Space drops it.
   */
  async moveWithKeyboard(from: number, to: number, count: number) {
    await this.handle(from, count).focus();
    await this.page.keyboard.press('Space');
    // Picking up is announced, and at once that the picture is over its own place.
    await expect(this.announcement).toHaveText(
      new RegExp(
        `^(Picked up picture ${from} of ${count}|Picture ${from} is over position ${from})\\.$`,
      ),
    );
    const step = to < from ? -1 : 1;
    const key = step < 0 ? 'ArrowLeft' : 'ArrowRight';
    for (let over = from + step; step < 0 ? over >= to : over <= to; over += step) {
      const expected = `Picture ${from} is over position ${over}.`;
      // The sorter starts listening for arrow keys a moment after the pick-up (dnd-kit attaches
      // its listener on the next task): a key pressed sooner is lost, so press again, as a
      // person would, until the move is announced.
      await expect(async () => {
        if ((await this.announcement.textContent()) !== expected) {
          await this.page.keyboard.press(key);
        }
        await expect(this.announcement).toHaveText(expected, { timeout: 1_500 });
      }).toPass({ timeout: 60_000 });
    }
    await this.page.keyboard.press('Space');
    await expect(this.announcement).toHaveText(`Picture moved to position ${to} of ${count}.`);
  }

  /** Drags a picture by its handle onto another picture's place with the mouse. */
  async drag(from: number, to: number, count: number) {
    const handle = this.handle(from, count);
    const source = await handle.boundingBox();
    const target = await this.list
      .getByRole('listitem')
      .nth(to - 1)
      .boundingBox();
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
