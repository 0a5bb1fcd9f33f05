import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALREADY_ADDED, NO_POSTS } from './AddFromInstagram';
import { chosenPictures, feedPicks, instagramFeed, summer } from './fixtures';
import { CONNECTION_LOST, type LoadInstagramPictures } from './instagramPictures';
import { PhotoCollectionForm, type PhotoCollectionFormProps } from './PhotoCollectionForm';

type Submit = PhotoCollectionFormProps['onSubmit'];

const meta = {
  title: 'Pages/Images/Photo Collection Form',
  component: PhotoCollectionForm,
  args: { onSubmit: fn<Submit>(async () => {}), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoCollectionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Upload Photos' before anything is chosen. */
export const Empty: Story = {};

export const PhotosChosen: Story = { args: { initialFiles: chosenPictures() } };

/** Submitting without photos. */
export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Title/ }), 'Lookbook');
    await userEvent.click(form.getByRole('button', { name: 'Upload' }));
    await expect(await form.findByText('No photos were selected.')).toBeVisible();
  },
};

/** A file that is not an image was dropped with the photos: it is left out. */
export const OtherFilesSkipped: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      [
        ...chosenPictures().slice(0, 1),
        new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }),
      ],
      { applyAccept: false },
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Upload must be an image file.',
    );
  },
};

export const Uploading: Story = {
  args: {
    initialFiles: chosenPictures(),
    onSubmit: fn<Submit>((_values, options) => {
      options.onProgress?.({ phase: 'uploading', done: 2, total: 3 });
      return new Promise<never>(() => {});
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Title/ }), 'Lookbook');
    await userEvent.click(form.getByRole('button', { name: 'Upload' }));
    await expect(
      await form.findByRole('progressbar', { name: 'Uploading photos…' }),
    ).toHaveAttribute('aria-valuenow', '67');
  },
};

/** Editing: the collection's title and photos, in order; more can be added. */
export const Edit: Story = { args: { collection: summer } };

/** A photo picked up with the keyboard (Space), moved one place (arrow key). */
export const KeyboardMove: Story = {
  args: { collection: summer },
  play: async ({ canvasElement }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Move picture 1 of 3' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(
      Array.from(
        canvasElement.querySelectorAll('[aria-label="Photos, in display order"] img'),
        (img) => img.getAttribute('src'),
      ),
    ).toEqual([
      summer.items[1]!.image.imageUrl,
      summer.items[0]!.image.imageUrl,
      summer.items[2]!.image.imageUrl,
    ]);
  },
};

// 'Add from Instagram' (a group with an Instagram account). Loaders stand in for getInstagramMedia.
const feed: LoadInstagramPictures = async () => instagramFeed;
/** Generous: the test machine may be busy. */
const WAIT = { timeout: 15_000 };
const page = () => within(document.body);

/** The button appears next to the photos. */
export const WithInstagram: Story = { args: { loadInstagramPictures: feed } };

export const InstagramLoading: Story = {
  args: { loadInstagramPictures: () => new Promise<never>(() => {}), instagramOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Add from Instagram' }, WAIT);
    await expect(await within(dialog).findByText('Loading…', {}, WAIT)).toBeVisible();
  },
};

export const InstagramEmpty: Story = {
  args: { loadInstagramPictures: async () => [], instagramOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Add from Instagram' }, WAIT);
    await expect(await within(dialog).findByText(NO_POSTS, {}, WAIT)).toBeVisible();
  },
};

export const InstagramError: Story = {
  args: {
    loadInstagramPictures: async () => {
      throw new Error(CONNECTION_LOST);
    },
    instagramOpen: true,
  },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Add from Instagram' }, WAIT);
    await expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      CONNECTION_LOST,
    );
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The synced pictures, two of them chosen (one by pointer, one by keyboard). */
export const InstagramChoosing: Story = {
  args: { loadInstagramPictures: feed, instagramOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Add from Instagram' }, WAIT);
    const tile = (name: string) =>
      within(dialog).getByRole('row', { name: new RegExp(`^${name}`) });
    await within(dialog).findByRole('row', { name: /^Layer up/ }, WAIT);
    await userEvent.click(tile('Layer up'));
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await expect(
      await within(dialog).findByRole('button', { name: 'Add 2 photos' }, WAIT),
    ).toBeEnabled();
  },
};

/** Chosen pictures joined the photo list, after the uploads, ready to be reordered. */
export const InstagramPicturesAdded: Story = {
  args: { loadInstagramPictures: feed, initialFiles: chosenPictures().slice(0, 1) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Add from Instagram' }));
    const dialog = await page().findByRole('dialog', { name: 'Add from Instagram' }, WAIT);
    await userEvent.click(await within(dialog).findByRole('row', { name: /^New drop/ }, WAIT));
    await userEvent.click(within(dialog).getByRole('row', { name: /^Weekend market/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 photos' }));
    await expect(await form.findByText('3 photos, shown in this order.', {}, WAIT)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Move picture 3 of 3' })).toBeVisible();
  },
};

/** Editing a collection of Instagram posts: the posts it has cannot be chosen again. */
export const InstagramAlreadyAdded: Story = {
  args: { collection: feedPicks, loadInstagramPictures: feed, instagramOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Add from Instagram' }, WAIT);
    const taken = await within(dialog).findByRole('row', { name: /^New drop/ }, WAIT);
    await expect(taken).toHaveAccessibleName(expect.stringContaining(ALREADY_ADDED));
    await userEvent.click(taken);
    await expect(taken).not.toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Add photos' })).toBeDisabled();
  },
};
