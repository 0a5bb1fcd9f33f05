import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chosenPictures, summer } from './fixtures';
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
