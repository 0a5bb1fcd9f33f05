// 'Add from Instagram' in the photo collection form: the button only with an account, the dialog's
// loading, empty and error states, choosing pictures by pointer and keyboard, and the chosen
// pictures joining the photo list (reorderable, removable) and the submitted photos.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALREADY_ADDED, NO_POSTS } from './AddFromInstagram';
import { feedPicks, instagramFeed } from './fixtures';
import type { InstagramPicture, LoadInstagramPictures } from './instagramPictures';
import type { ImageCollection, PhotoCollectionValues, UploadOptions } from './photoActions';
import { PhotoCollectionForm } from './PhotoCollectionForm';
import { layOutPhotoTiles, photoName } from './testing';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => layOutPhotoTiles());
afterEach(() => vi.restoreAllMocks());

type Submit = (values: PhotoCollectionValues, options: UploadOptions) => Promise<void>;

function show({
  load,
  collection,
}: { load?: LoadInstagramPictures; collection?: ImageCollection } = {}) {
  const onSubmit = vi.fn<Submit>(async () => {});
  render(
    <PhotoCollectionForm
      collection={collection}
      onSubmit={onSubmit}
      onCancel={() => {}}
      loadInstagramPictures={load}
    />,
  );
  return { form: screen.getByRole('form'), onSubmit, user: userEvent.setup() };
}

const feed =
  (pictures: readonly InstagramPicture[] = instagramFeed): LoadInstagramPictures =>
  async () =>
    pictures;

const tiles = (form: HTMLElement) =>
  within(within(form).getByRole('list', { name: 'Photos, in display order' })).queryAllByRole(
    'listitem',
  );
const tileSources = (form: HTMLElement) =>
  tiles(form).map((tile) => tile.querySelector('img')?.getAttribute('src'));
const dialog = () => screen.getByRole('dialog', { name: 'Add from Instagram' });
const picture = (name: string) =>
  within(dialog()).getByRole('row', { name: new RegExp(`^${name}`) });

async function openDialog(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Add from Instagram' }));
  return screen.findByRole('dialog', { name: 'Add from Instagram' });
}

describe('Add from Instagram', () => {
  it('is offered only when the group has an Instagram account (a loader is given)', () => {
    const { form } = show();
    expect(within(form).queryByRole('button', { name: 'Add from Instagram' })).toBeNull();
  });

  it('shows the pictures loading, then chosen ones (pointer and keyboard) join the list in the order chosen', async () => {
    let resolve: (pictures: readonly InstagramPicture[]) => void = () => {};
    const load = vi.fn<LoadInstagramPictures>(() => new Promise((done) => (resolve = done)));
    const { form, user, onSubmit } = show({ load });
    const opened = await openDialog(user, form);
    expect(within(opened).getByText('Loading…')).toBeInTheDocument();
    resolve(instagramFeed);
    await waitFor(() => expect(within(opened).getAllByRole('row')).toHaveLength(5));
    expect(within(opened).getByRole('button', { name: 'Add photos' })).toBeDisabled();

    await user.click(picture('Layer up'));
    // The keyboard: from the chosen tile, one to the left, Space.
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(picture('Behind the scenes')).toHaveAttribute('aria-selected', 'true'),
    );
    await user.click(within(opened).getByRole('button', { name: 'Add 2 photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(tileSources(form)).toEqual([instagramFeed[2]!.imageUrl, instagramFeed[1]!.imageUrl]);
    expect(within(form).getByText('2 photos, shown in this order.')).toBeInTheDocument();

    // They move like uploads: the second to the front with the keyboard.
    within(form).getByRole('button', { name: 'Move picture 2 of 2' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(tileSources(form)).toEqual([instagramFeed[1]!.imageUrl, instagramFeed[2]!.imageUrl]),
    );

    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'From the feed');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].photos.map(photoName)).toEqual([
      'instagram:media-2',
      'instagram:media-3',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says 'No posts in your feed. Sync your feed now for your posts to appear.' when there are none", async () => {
    const { form, user } = show({ load: feed([]) });
    const opened = await openDialog(user, form);
    expect(await within(opened).findByText(NO_POSTS)).toBeInTheDocument();
    expect(within(opened).getByRole('button', { name: 'Add photos' })).toBeDisabled();
  });

  it('shows a failed load with its message and tries again on request', async () => {
    const load = vi
      .fn<LoadInstagramPictures>()
      .mockRejectedValueOnce(new Error('Unable to get media.'))
      .mockResolvedValue(instagramFeed);
    const { form, user } = show({ load });
    const opened = await openDialog(user, form);
    expect(await within(opened).findByRole('alert')).toHaveTextContent('Unable to get media.');
    await user.click(within(opened).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(opened).getAllByRole('row')).toHaveLength(5));
    expect(within(opened).queryByRole('alert')).toBeNull();
  });

  it('does not offer again the posts the collection shows; the others join its photos', async () => {
    const { form, user, onSubmit } = show({ load: feed(), collection: feedPicks });
    const opened = await openDialog(user, form);
    await waitFor(() => expect(within(opened).getAllByRole('row')).toHaveLength(5));
    expect(picture('New drop')).toHaveAccessibleName(expect.stringContaining(ALREADY_ADDED));
    await user.click(picture('New drop'));
    expect(picture('New drop')).not.toHaveAttribute('aria-selected', 'true');

    await user.click(picture('Weekend market stall'));
    await user.click(within(opened).getByRole('button', { name: 'Add 1 photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tiles(form)).toHaveLength(3);

    // Once in the list, it is not offered again either; removed, it is.
    await openDialog(user, form);
    await waitFor(() =>
      expect(picture('Weekend market stall')).toHaveAccessibleName(
        expect.stringContaining(ALREADY_ADDED),
      ),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].photos.map(photoName)).toEqual([
      'img-post-a',
      'img-post-b',
      'instagram:media-4',
    ]);
  });
});
