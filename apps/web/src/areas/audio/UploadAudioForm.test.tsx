import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DurationError } from './audioFile';
import { mp3File } from './fixtures';
import { UploadAudioForm, type UploadAudioFormProps } from './UploadAudioForm';

vi.setConfig({ testTimeout: 20_000 });

function setup(props: Partial<UploadAudioFormProps> = {}) {
  const user = userEvent.setup({ applyAccept: false });
  const onUpload = vi.fn<UploadAudioFormProps['onUpload']>(async () => {});
  const onCancel = vi.fn();
  const readDuration = vi.fn(async (_file: File) => 42);
  const { container } = render(
    <UploadAudioForm
      onUpload={onUpload}
      onCancel={onCancel}
      readDuration={readDuration}
      {...props}
    />,
  );
  const fileInput = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const choose = (file: File) => user.upload(fileInput(), file);
  const loop = () => screen.getByRole('switch', { name: 'Loop' });
  return { user, onUpload, onCancel, readDuration, choose, fileInput, loop };
}

describe('UploadAudioForm', () => {
  it('offers MP3 files in the picker', () => {
    const { fileInput } = setup();
    expect(fileInput().accept).toContain('audio/mpeg');
  });

  it('refuses a file that is not audio', async () => {
    const { choose, readDuration } = setup();
    await choose(new File(['x'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload must be an audio file.')).toBeInTheDocument();
    expect(readDuration).not.toHaveBeenCalled();
  });

  it('says when the duration cannot be read, and uploads nothing', async () => {
    const { user, choose, onUpload } = setup({
      readDuration: async () => {
        throw new DurationError();
      },
    });
    await choose(mp3File());
    expect(await screen.findByText('Unable to extract duration from file.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Waves');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('requires a title and a file', async () => {
    const { user, onUpload } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('shows the file size in MB, or GB above 1000 MB', async () => {
    const { choose } = setup();
    await choose(mp3File('waves.mp3', 3_456_789));
    expect(await screen.findByText('waves.mp3 · 3.46 MB · 0:42')).toBeInTheDocument();
    await choose(mp3File('long.mp3', 1_500_000_000));
    expect(await screen.findByText('long.mp3 · 1.50 GB · 0:42')).toBeInTheDocument();
  });

  it('uploads title, description, file, duration and loop', async () => {
    const { user, choose, onUpload, loop } = setup();
    await choose(mp3File('beach-waves.mp3'));
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('beach-waves');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Calm');
    await user.click(loop());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledOnce());
    const [values] = onUpload.mock.calls[0]!;
    expect(values).toMatchObject({
      title: 'beach-waves',
      description: 'Calm',
      duration: 42,
      loop: true,
    });
    expect(values.file.name).toBe('beach-waves.mp3');
  });

  it('turns looping off and disables it above 60 seconds, saying why', async () => {
    const { user, choose, onUpload, loop } = setup({ readDuration: async () => 61 });
    await user.click(loop());
    expect(loop()).toBeChecked();
    await choose(mp3File());
    await waitFor(() => expect(loop()).toBeDisabled());
    expect(loop()).not.toBeChecked();
    expect(
      screen.getByText('Looping is disabled for videos over a minute long.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledOnce());
    expect(onUpload.mock.calls[0]![0].loop).toBe(false);
  });

  it('shows the progress of the upload, then its error inside the form', async () => {
    let fail: (error: Error) => void = () => {};
    const { user, choose } = setup({
      onUpload: (_values, { onProgress }) =>
        new Promise((_resolve, reject) => {
          onProgress({ phase: 'uploading', fraction: 0.4 });
          fail = reject;
        }),
    });
    await choose(mp3File());
    await screen.findByText(/0:42/);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading audio…' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    fail(new Error('Error uploading audio file to S3. HTTP 403'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error uploading audio file to S3. HTTP 403',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels a running upload', async () => {
    let signal: AbortSignal | undefined;
    const { user, choose, onCancel } = setup({
      onUpload: (_values, options) => {
        signal = options.signal;
        return new Promise(() => {});
      },
    });
    await choose(mp3File());
    await screen.findByText(/0:42/);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('progressbar', { name: 'Preparing upload…' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
