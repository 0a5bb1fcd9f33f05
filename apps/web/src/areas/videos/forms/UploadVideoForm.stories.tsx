import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DurationError } from '../upload/videoFile';
import { fakeFrame, fakeLocalVideo, storyVideoFile } from '../storySupport';
import { noPlan, oneMinuteLeft, plentyLeft } from '../usage/fixtures';
import { THUMBNAIL_NEEDED, UploadVideoForm, type UploadVideoFormProps } from './UploadVideoForm';

const meta = {
  title: 'Pages/Videos/Upload Video Form',
  component: UploadVideoForm,
  args: {
    onUpload: fn(async () => {}),
    onCancel: fn(),
    ...fakeLocalVideo(),
  },
} satisfies Meta<typeof UploadVideoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement, index = 0) =>
  canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')[index]!;

const choose = (canvasElement: HTMLElement, file: File, index = 0) =>
  userEvent.upload(fileInput(canvasElement, index), file, { applyAccept: false });

async function chooseVideoAndFrame(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await choose(canvasElement, storyVideoFile());
  await userEvent.click(await canvas.findByRole('button', { name: 'Use This Frame' }));
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload' })).toBeEnabled());
}

export const Empty: Story = {};

/** A video is chosen but no thumbnail yet: Upload is disabled and says why, beside the button. */
export const WaitingForThumbnail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, storyVideoFile());
    await canvas.findByRole('button', { name: 'Use This Frame' });
    const upload = canvas.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    await expect(canvas.getByText(THUMBNAIL_NEEDED)).toBeVisible();
    await expect(upload).toHaveAccessibleDescription(THUMBNAIL_NEEDED);
  },
};

export const NotAVideo: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await expect(
      await within(canvasElement).findByText('Upload must be a video file.'),
    ).toBeVisible();
  },
};

export const QuickTimeUnreadable: Story = {
  args: {
    readMetadata: async (file: File) => {
      throw new DurationError(
        file.type === 'video/quicktime'
          ? [
              'Unable to extract duration from file.',
              'Quicktime videos are not supported. Please save the file as a new format and try again.',
            ]
          : ['Unable to extract duration from file.'],
      );
    },
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, storyVideoFile('clip.mov', 'video/quicktime'));
    await expect(
      await within(canvasElement).findByText(/Quicktime videos are not supported/),
    ).toBeVisible();
  },
};

/** A file is read: size and length shown, the scrubber ready, Upload still disabled. */
export const VideoChosen: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, storyVideoFile());
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('beach-day.mp4 · 12.40 MB · 0:42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

export const LargeFileInGigabytes: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, storyVideoFile('keynote.mp4', 'video/mp4', 2_300_000_000));
    await expect(
      await within(canvasElement).findByText('keynote.mp4 · 2.30 GB · 0:42'),
    ).toBeVisible();
  },
};

/** Over a minute long: looping is disabled, with the reason. */
export const LongVideo: Story = {
  args: fakeLocalVideo(75),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, storyVideoFile());
    await expect(
      await within(canvasElement).findByText('Looping is disabled for videos over a minute long.'),
    ).toBeVisible();
  },
};

export const ReadyToUpload: Story = {
  play: async ({ canvasElement }) => chooseVideoAndFrame(canvasElement),
};

export const ThumbnailFromPhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, storyVideoFile());
    await userEvent.click(await canvas.findByRole('radio', { name: 'Select from Photo' }));
    const photo = new File([await (await fakeFrame()).text()], 'cover.svg', {
      type: 'image/svg+xml',
    });
    await choose(canvasElement, photo, 1);
    await expect(await canvas.findByRole('img', { name: 'Chosen thumbnail' })).toBeVisible();
  },
};

export const PhotoNotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Select from Photo' }));
    await choose(canvasElement, storyVideoFile(), 1);
    await expect(await canvas.findByText('Upload must be an image file.')).toBeVisible();
  },
};

/** The upload is under way: the file is 45% sent. */
export const UploadInProgress: Story = {
  args: {
    onUpload: fn<UploadVideoFormProps['onUpload']>((_values, { onProgress }) => {
      onProgress({ phase: 'uploading', fraction: 0.45 });
      return new Promise<void>(() => {});
    }),
  },
  play: async ({ canvasElement }) => {
    await chooseVideoAndFrame(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload' }));
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Uploading video…' }),
    ).toHaveAttribute('aria-valuenow', '45');
  },
};

export const UploadFailed: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error('Error uploading video thumbnail.'))) },
  play: async ({ canvasElement }) => {
    await chooseVideoAndFrame(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error uploading video thumbnail.',
    );
  },
};

/** The group's upload minutes above the form: plenty left for this video. */
export const WithUploadMinutes: Story = {
  args: { usage: { status: 'ready', data: plentyLeft } },
  play: async ({ canvasElement }) => chooseVideoAndFrame(canvasElement),
};

/** The video needs more minutes than are left: said before uploading, Upload disabled. */
export const OverUploadMinutes: Story = {
  args: { usage: { status: 'ready', data: oneMinuteLeft }, ...fakeLocalVideo(75) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, storyVideoFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "This video needs 2 minutes of upload time, but only 1 minute of your plan's 300 are " +
        'left this billing month. Upgrade your plan or upload a shorter video.',
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Use This Frame' }));
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

/** Without a paid plan there are no upload minutes at all. */
export const NoUploadMinutes: Story = {
  args: { usage: { status: 'ready', data: noPlan } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, storyVideoFile());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your plan does not include video uploads. Upgrade your plan to upload videos.',
    );
  },
};
