import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DurationError } from './audioFile';
import { mp3File } from './fixtures';
import { UploadAudioForm, type UploadAudioFormProps } from './UploadAudioForm';

const meta = {
  title: 'Pages/Audio/Upload Audio Form',
  component: UploadAudioForm,
  args: {
    onUpload: fn(async () => {}),
    onCancel: fn(),
    readDuration: async () => 42,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadAudioForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

const choose = async (canvasElement: HTMLElement, file: File) => {
  await userEvent.upload(fileInput(canvasElement), file, { applyAccept: false });
};

export const Empty: Story = {};

export const FileChosen: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, mp3File('beach-waves.mp3', 3_456_789));
    await expect(
      await within(canvasElement).findByText('beach-waves.mp3 · 3.46 MB · 0:42'),
    ).toBeVisible();
  },
};

/** Sizes above 1000 MB are shown in GB. */
export const LargeFile: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, mp3File('concert.mp3', 1_250_000_000));
    await expect(await within(canvasElement).findByText(/1\.25 GB/)).toBeVisible();
  },
};

export const NotAudio: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, new File(['x'], 'cover.png', { type: 'image/png' }));
    await expect(
      await within(canvasElement).findByText('Upload must be an audio file.'),
    ).toBeVisible();
  },
};

export const UnreadableDuration: Story = {
  args: {
    readDuration: async () => {
      throw new DurationError();
    },
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, mp3File('broken.mp3'));
    await expect(
      await within(canvasElement).findByText('Unable to extract duration from file.'),
    ).toBeVisible();
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
  },
};

/** Over a minute long: the loop toggle is off and disabled, with the reason. */
export const OverAMinute: Story = {
  args: { readDuration: async () => 95 },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, mp3File('long.mp3'));
    await expect(
      await within(canvasElement).findByText('Looping is disabled for videos over a minute long.'),
    ).toBeVisible();
  },
};

export const Uploading: Story = {
  args: {
    onUpload: fn<UploadAudioFormProps['onUpload']>((_values, { onProgress }) => {
      onProgress({ phase: 'uploading', fraction: 0.4 });
      return new Promise<void>(() => {});
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, mp3File('beach-waves.mp3'));
    await canvas.findByText(/0:42/);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Uploading audio…' }),
    ).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: {
    onUpload: fn(async () =>
      Promise.reject(new Error('Error uploading audio file to S3. HTTP 403')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, mp3File('beach-waves.mp3'));
    await canvas.findByText(/0:42/);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Error uploading audio file to S3. HTTP 403',
    );
  },
};
