import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoCollectionForm } from './PhotoCollectionForm';
import { photoFile, summer } from './fixtures';
import type { PhotoCollectionValues, UploadOptions } from './photoActions';
import { layOutPhotoTiles, photoName } from './testing';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => layOutPhotoTiles());
afterEach(() => vi.restoreAllMocks());

type Submit = (values: PhotoCollectionValues, options: UploadOptions) => Promise<void>;

function show(props: { onSubmit?: Submit; collection?: typeof summer } = {}) {
  const onSubmit = vi.fn<Submit>(props.onSubmit ?? (async () => {}));
  const onCancel = vi.fn();
  render(
    <PhotoCollectionForm collection={props.collection} onSubmit={onSubmit} onCancel={onCancel} />,
  );
  const form = screen.getByRole('form');
  return { form, onSubmit, onCancel, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = (form: HTMLElement) =>
  form.querySelector<HTMLInputElement>('input[type="file"]')!;
const tiles = (form: HTMLElement) =>
  within(within(form).getByRole('list', { name: 'Photos, in display order' })).getAllByRole(
    'listitem',
  );

describe('Upload Photos', () => {
  it('adds the chosen image files as previews and skips the others', async () => {
    const { form, user } = show();
    await user.upload(fileInput(form), [
      photoFile('a.png'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
      photoFile('b.jpg', 'image/jpeg'),
    ]);
    expect(tiles(form)).toHaveLength(2);
    expect(within(form).getByText('2 photos, shown in this order.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Upload must be an image file.');
  });

  it("says 'No photos were selected.' when submitted without photos, and asks for a title", async () => {
    const { form, user, onSubmit } = show();
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('No photos were selected.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reorders photos with the keyboard (Space, arrow, Space) and submits them in that order', async () => {
    const { form, user, onSubmit } = show();
    const [a, b, c] = [photoFile('a.png'), photoFile('b.png'), photoFile('c.png')];
    await user.upload(fileInput(form), [a, b, c]);
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), '  Lookbook ');

    within(form).getByRole('button', { name: 'Move picture 1 of 3' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Move picture 2 of 3' })).toBeInTheDocument(),
    );

    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [values] = onSubmit.mock.calls[0]!;
    expect(values.title).toBe('Lookbook');
    expect(values.photos.map(photoName)).toEqual(['b.png', 'a.png', 'c.png']);
  });

  it('removes a photo', async () => {
    const { form, user, onSubmit } = show();
    await user.upload(fileInput(form), [photoFile('a.png'), photoFile('b.png')]);
    await user.click(within(form).getByRole('button', { name: 'Remove picture 1 of 2' }));
    expect(tiles(form)).toHaveLength(1);
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'One');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].photos.map((p) => p.kind === 'new' && p.file.name)).toEqual([
      'b.png',
    ]);
  });

  it('shows the progress while uploading and keeps the form from changing', async () => {
    let finish: () => void = () => {};
    const { form, user } = show({
      onSubmit: (_values, { onProgress }) =>
        new Promise<void>((resolve) => {
          onProgress?.({ phase: 'uploading', done: 1, total: 2 });
          finish = resolve;
        }),
    });
    await user.upload(fileInput(form), [photoFile('a.png'), photoFile('b.png')]);
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Lookbook');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    const bar = await within(form).findByRole('progressbar', { name: 'Uploading photos…' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 2 photos uploaded');
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: /Title/ })).toBeDisabled();
    finish();
    await waitFor(() => expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('shows a failure inside the form and keeps the photos for another try', async () => {
    const { form, user } = show({
      onSubmit: async () => {
        throw new Error('Unable to upload image: a.png');
      },
    });
    await user.upload(fileInput(form), [photoFile('a.png')]);
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Lookbook');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Unable to upload image: a.png',
    );
    expect(tiles(form)).toHaveLength(1);
  });
});

describe('editing a collection', () => {
  it('shows its title and photos; new photos join the end and the whole order is submitted', async () => {
    const { form, user, onSubmit } = show({ collection: summer });
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('Summer lookbook');
    expect(tiles(form)).toHaveLength(3);
    await user.upload(fileInput(form), [photoFile('new.png')]);

    // The new photo (4th) moves to the front with the keyboard.
    within(form).getByRole('button', { name: 'Move picture 4 of 4' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await user.keyboard(' ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].photos.map(photoName)).toEqual([
      'new.png',
      'img-beach',
      'img-sunset',
      'img-forest',
    ]);
  });

  it("refuses to save a collection emptied of photos with 'No photos were selected.'", async () => {
    const { form, user, onSubmit } = show({ collection: summer });
    for (let n = 3; n > 0; n -= 1) {
      await user.click(within(form).getByRole('button', { name: `Remove picture 1 of ${n}` }));
    }
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('No photos were selected.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
