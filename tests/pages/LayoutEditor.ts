import { expect, type Locator, type Page } from '@playwright/test';
import { gql } from './graphql';

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

export async function expectSaved(editor: LayoutEditor) {
  await expect(editor.page.getByText('Placement saved successfully.').first()).toBeVisible({
    timeout: 20_000,
  });
}
