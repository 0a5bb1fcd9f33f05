import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DurationError, type VideoMetadata } from '../upload/videoFile';
import type { UploadProgress } from '../upload/uploadVideo';
import { THUMBNAIL_NEEDED, UploadVideoForm, type UploadVideoFormProps } from './UploadVideoForm';
import { noPlan, oneMinuteLeft } from '../usage/fixtures';
import type { VideoUploadUsage } from '../usage/UploadMinutes';

vi.setConfig({ testTimeout: 20_000 });

const mp4 = (name = 'beach-day.mp4') => new File([new Uint8Array(8)], name, { type: 'video/mp4' });
const sized = (file: File, size: number) => Object.defineProperty(file, 'size', { value: size });

const metadata = (duration: number): VideoMetadata => ({
  duration,
  width: 1080,
  height: 1920,
  aspectRatio: 0.5625,
});

function setup(props: Partial<UploadVideoFormProps> = {}) {
  const user = userEvent.setup({ applyAccept: false });
  const onUpload = vi.fn<UploadVideoFormProps['onUpload']>(async () => {});
  const onCancel = vi.fn();
  const readMetadata = vi.fn(async (_file: File) => metadata(42));
  const frame = new Blob(['jpeg'], { type: 'image/jpeg' });
  const captureFrame = vi.fn(async () => frame);
  const { container } = render(
    <UploadVideoForm
      onUpload={onUpload}
      onCancel={onCancel}
      readMetadata={readMetadata}
      captureFrame={captureFrame}
      {...props}
    />,
  );
  const fileInputs = () => container.querySelectorAll<HTMLInputElement>('input[type="file"]');
  const chooseVideo = (file: File) => user.upload(fileInputs()[0]!, file);
  const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
  return {
    user,
    onUpload,
    onCancel,
    readMetadata,
    captureFrame,
    frame,
    chooseVideo,
    fileInputs,
    uploadButton,
  };
}

describe('UploadVideoForm', () => {
  it('refuses a file that is not a video', async () => {
    const { chooseVideo, readMetadata } = setup();
    await chooseVideo(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Upload must be a video file.')).toBeInTheDocument();
    expect(readMetadata).not.toHaveBeenCalled();
  });

  it('explains an unreadable QuickTime file', async () => {
    const { chooseVideo } = setup({
      readMetadata: async () => {
        throw new DurationError([
          'Unable to extract duration from file.',
          'Quicktime videos are not supported. Please save the file as a new format and try again.',
        ]);
      },
    });
    await chooseVideo(new File(['x'], 'clip.mov', { type: 'video/quicktime' }));
    expect(await screen.findByText('Unable to extract duration from file.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Quicktime videos are not supported. Please save the file as a new format and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('reads the file, suggests a title, shows its size and enables Upload once a frame is chosen', async () => {
    const { user, chooseVideo, uploadButton, onUpload, frame } = setup();
    expect(uploadButton()).toBeDisabled();
    await chooseVideo(sized(mp4(), 12_400_000));
    expect(await screen.findByText('beach-day.mp4 · 12.40 MB · 0:42')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('beach-day');
    expect(uploadButton()).toBeDisabled();
    // Nothing is left unexplained: the reason shows and is the button's description.
    expect(screen.getByText(THUMBNAIL_NEEDED)).toBeVisible();
    expect(uploadButton()).toHaveAccessibleDescription(THUMBNAIL_NEEDED);

    expect(screen.getByRole('slider', { name: 'Frame' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use This Frame' }));
    expect(await screen.findByRole('img', { name: 'Chosen thumbnail' })).toBeInTheDocument();
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    expect(screen.queryByText(THUMBNAIL_NEEDED)).toBeNull();
    expect(uploadButton()).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('checkbox', { name: 'Loop' }));
    await user.click(uploadButton());
    await waitFor(() => expect(onUpload).toHaveBeenCalledOnce());
    const [values] = onUpload.mock.calls[0]!;
    expect(values).toMatchObject({
      title: 'beach-day',
      duration: 42,
      aspectRatio: 0.5625,
      thumbnail: frame,
      loop: true,
    });
    expect(values.file.name).toBe('beach-day.mp4');
  });

  it('shows GB above 1000 MB', async () => {
    const { chooseVideo } = setup();
    await chooseVideo(sized(mp4(), 1_500_000_000));
    expect(await screen.findByText('beach-day.mp4 · 1.50 GB · 0:42')).toBeInTheDocument();
  });

  it('disables and clears looping for videos over a minute', async () => {
    const { user, chooseVideo, readMetadata } = setup();
    readMetadata.mockResolvedValueOnce(metadata(42)).mockResolvedValueOnce(metadata(75));
    await chooseVideo(mp4());
    const loop = await screen.findByRole('checkbox', { name: 'Loop' });
    await user.click(loop);
    expect(loop).toBeChecked();
    await chooseVideo(mp4('long.mp4'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Loop' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Loop' })).not.toBeChecked();
    expect(
      screen.getByText('Looping is disabled for videos over a minute long.'),
    ).toBeInTheDocument();
  });

  it('takes a photo as thumbnail, refusing other files', async () => {
    const { user, chooseVideo, fileInputs, uploadButton } = setup();
    await chooseVideo(mp4());
    await screen.findByText(/beach-day\.mp4 ·/);
    await user.click(screen.getByRole('radio', { name: 'Select from Photo' }));
    const photoInput = fileInputs()[1]!;
    await user.upload(photoInput, new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('Upload must be an image file.')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    await user.upload(photoInput, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByText('cover.png')).toBeInTheDocument();
    await waitFor(() => expect(uploadButton()).toBeEnabled());
  });

  it('asks for the video file when only a photo was chosen', async () => {
    const { user, fileInputs, uploadButton } = setup();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Cover only');
    await user.click(screen.getByRole('radio', { name: 'Select from Photo' }));
    await user.upload(fileInputs()[1]!, new File(['png'], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await user.click(uploadButton());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });

  it('shows progress while uploading and the error when it fails', async () => {
    let report: ((p: UploadProgress) => void) | undefined;
    let fail: ((e: Error) => void) | undefined;
    const onUpload = vi.fn<UploadVideoFormProps['onUpload']>(
      (_values, { onProgress }) =>
        new Promise<void>((_resolve, reject) => {
          report = onProgress;
          fail = reject;
        }),
    );
    const { user, chooseVideo, uploadButton } = setup({ onUpload });
    await chooseVideo(mp4());
    await user.click(await screen.findByRole('button', { name: 'Use This Frame' }));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await user.click(uploadButton());
    await waitFor(() => expect(report).toBeDefined());
    report!({ phase: 'uploading', fraction: 0.4 });
    const bar = await screen.findByRole('progressbar', { name: 'Uploading video…' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    fail!(new Error('Error uploading video thumbnail.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading video thumbnail.');
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
  });

  it('cancels a running upload', async () => {
    let signal: AbortSignal | undefined;
    const onUpload = vi.fn<UploadVideoFormProps['onUpload']>(
      (_values, options) =>
        new Promise<void>((_resolve, reject) => {
          signal = options.signal;
          options.signal.addEventListener('abort', () =>
            reject(Object.assign(new Error('cancelled'), { name: 'AbortError' })),
          );
        }),
    );
    const { user, chooseVideo, uploadButton, onCancel } = setup({ onUpload });
    await chooseVideo(mp4());
    await user.click(await screen.findByRole('button', { name: 'Use This Frame' }));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await user.click(uploadButton());
    await waitFor(() => expect(signal).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signal!.aborted).toBe(true);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('upload minutes', () => {
    const ready = (data: VideoUploadUsage) => ({ status: 'ready' as const, data });

    it("shows the group's minutes and refuses a video longer than what is left, before uploading", async () => {
      const { user, chooseVideo, uploadButton, onUpload } = setup({
        usage: ready(oneMinuteLeft),
        readMetadata: vi.fn(async () => metadata(75)),
      });
      expect(screen.getByRole('meter', { name: 'Upload minutes' })).toHaveAttribute(
        'aria-valuetext',
        '299 of 300 minutes used',
      );
      await chooseVideo(mp4());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "This video needs 2 minutes of upload time, but only 1 minute of your plan's 300 are " +
          'left this billing month. Upgrade your plan or upload a shorter video.',
      );
      await user.click(screen.getByRole('button', { name: 'Use This Frame' }));
      expect(await screen.findByRole('img', { name: 'Chosen thumbnail' })).toBeInTheDocument();
      expect(uploadButton()).toBeDisabled();
      expect(onUpload).not.toHaveBeenCalled();
    });

    it('lets a video through that fits in what is left', async () => {
      const { user, chooseVideo, uploadButton } = setup({
        usage: ready(oneMinuteLeft),
        readMetadata: vi.fn(async () => metadata(59.4)),
      });
      await chooseVideo(mp4());
      await user.click(await screen.findByRole('button', { name: 'Use This Frame' }));
      await waitFor(() => expect(uploadButton()).toBeEnabled());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('refuses every upload without a paid plan', async () => {
      const { user, chooseVideo, uploadButton } = setup({ usage: ready(noPlan) });
      expect(
        screen.getByText(
          'Your plan does not include video uploads. Upgrade your plan to upload videos.',
        ),
      ).toBeInTheDocument();
      await chooseVideo(mp4());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your plan does not include video uploads. Upgrade your plan to upload videos.',
      );
      await user.click(screen.getByRole('button', { name: 'Use This Frame' }));
      expect(uploadButton()).toBeDisabled();
    });

    it('uploads as before while the minutes are still loading', async () => {
      const { user, chooseVideo, uploadButton } = setup({ usage: { status: 'loading' } });
      expect(screen.getByText('Loading upload minutes…')).toBeInTheDocument();
      await chooseVideo(mp4());
      await user.click(await screen.findByRole('button', { name: 'Use This Frame' }));
      await waitFor(() => expect(uploadButton()).toBeEnabled());
    });
  });
});
