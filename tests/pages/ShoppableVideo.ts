import { expect, type FrameLocator, type Locator } from '@playwright/test';

/** What the shopper sees of the shop overlay at one instant, with the video's time. */
export interface ShopMoment {
  currentTime: number;
  /** Banners counted by the 'Click to Shop' button (0 while it is not shown). */
  banners: number;
  /**
   * The video's time as the overlay has surely drawn it (recordTimeUpdates): the time carried by
   * the page's last but one 'timeupdate' event. The overlay follows those events, so on a busy
   * machine, where they come late, it is behind the video's clock by as much as they are.
   */
  drawnTime: number | null;
}

/** Where recordTimeUpdates keeps the times of the frame's 'timeupdate' events. */
const TIME_UPDATES = '__vendyTimeUpdates';

/**
 * A shoppable video inside a Vendy layout frame, as a shopper uses it: the play button over its
 * picture, the video, 'Click to Shop' with the banners showing now, the product card with its
 * variant options and quantity, 'Add to Cart' and the toast that answers it.
 */
export class ShoppableVideo {
  readonly video: Locator;
  readonly clickToShop: Locator;
  readonly shopList: Locator;
  readonly productCard: Locator;
  readonly toast: Locator;

  constructor(
    readonly frame: FrameLocator,
    /** Where the playing item sits (a carousel's centre slide); the whole frame by default. */
    readonly scope: Locator = frame.locator('body'),
  ) {
    this.video = scope.locator('video');
    this.clickToShop = scope.getByRole('button', { name: /^Click to Shop/ });
    this.shopList = scope.getByRole('region', { name: 'Shop this video' });
    this.productCard = scope.getByRole('article');
    this.toast = frame.getByRole('status').filter({ hasText: /\S/ });
  }

  /** Presses the play button over the video's picture. */
  async play() {
    await this.scope.getByRole('button', { name: /^Play/ }).first().click();
  }

  currentTime(): Promise<number> {
    return this.video.evaluate((v: HTMLVideoElement) => v.currentTime);
  }

  /** Waits until the video has played past `seconds` (HLS segments fetched and decoded). */
  async expectPlayingPast(seconds: number, timeout = 60_000) {
    await expect
      .poll(() => this.currentTime(), { timeout, message: `the video plays past ${seconds} s` })
      .toBeGreaterThan(seconds);
  }

  /**
   * Records, in the frame, the time each 'timeupdate' event carries (before the player handles
   * it: the listener captures at the document), for moment()'s drawnTime. Call before play().
   */
  async recordTimeUpdates() {
    await this.scope.evaluate((root, key) => {
      const view = root.ownerDocument.defaultView as unknown as Record<string, number[]>;
      if (view[key]) return;
      const times: number[] = [];
      view[key] = times;
      root.ownerDocument.addEventListener(
        'timeupdate',
        (event) => {
          if (event.target instanceof HTMLMediaElement) times.push(event.target.currentTime);
        },
        true,
      );
    }, TIME_UPDATES);
  }

  /** The video's time and the banner count, read in the same instant inside the frame. */
  moment(): Promise<ShopMoment> {
    return this.scope.evaluate((root, key) => {
      const video = root.querySelector('video');
      const button = [...root.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith('Click to Shop'),
      );
      const count = button?.textContent?.match(/(\d+)\s*products?/);
      const times = (root.ownerDocument.defaultView as unknown as Record<string, number[]>)[key];
      return {
        currentTime: video?.currentTime ?? 0,
        banners: count ? Number(count[1]) : 0,
        drawnTime: times ? (times.at(-2) ?? 0) : null,
      };
    }, TIME_UPDATES);
  }

  /** Opens the list of the banners showing now. */
  async openShop() {
    await this.clickToShop.click();
    await expect(this.shopList).toBeVisible();
  }

  /** A banner of the open list, by its label (a product's title). */
  banner(label: string): Locator {
    return this.shopList.getByRole('button', { name: new RegExp(`^${label}\\b`) });
  }

  /** The open list shows these banners, and none of `absent`. */
  async expectBanners(shown: readonly string[], absent: readonly string[] = []) {
    for (const label of shown) await expect(this.banner(label)).toBeVisible();
    for (const label of absent) await expect(this.banner(label)).toHaveCount(0);
  }

  async closeShop() {
    await this.shopList.getByRole('button', { name: 'Close products' }).click();
  }

  /** Opens a banner's product card. */
  async chooseBanner(label: string) {
    await this.banner(label).click();
    await expect(this.productCard.getByRole('heading', { name: label })).toBeVisible();
  }

  async chooseOption(name: string, value: string) {
    await this.productCard.getByLabel(name).selectOption(value);
  }

  async setQuantity(quantity: number) {
    await this.productCard.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  }

  async addToCart() {
    await this.productCard.getByRole('button', { name: 'Add to Cart' }).click();
  }
}

/** A carousel layout in its frame: its slides, the arrow keys and swipes that change them. */
export class LayoutCarousel {
  readonly region: Locator;
  readonly activeSlide: Locator;

  constructor(readonly frame: FrameLocator) {
    this.region = frame.getByRole('region', { name: 'Videos' });
    this.activeSlide = this.region.locator('[aria-roledescription="slide"][data-active]');
  }

  /** "2 of 3": the position of the item in the middle. */
  activePosition(): Promise<string | null> {
    return this.activeSlide.getAttribute('aria-label');
  }

  /** Focuses the carousel and presses a key, as a keyboard user would. */
  async press(key: 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End') {
    await this.region.focus();
    await this.region.press(key);
  }

  /** Drags the centre slide sideways with the mouse (a pointer swipe) by `dx` pixels. */
  async drag(dx: number) {
    const box = await this.activeSlide.boundingBox();
    if (!box) throw new Error('the centre slide is not on screen');
    const page = this.region.page();
    const y = box.y + box.height / 3;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(x + (dx * step) / 8, y);
    await page.mouse.up();
  }

  /** The playing item of the centre slide. */
  player(): ShoppableVideo {
    return new ShoppableVideo(this.frame, this.activeSlide);
  }
}
