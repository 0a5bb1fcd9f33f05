import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readyUpload, tikTokVideo, youTubeVideo } from '../fixtures';
import { EditVideoForm } from './EditVideoForm';
import { ExternalVideoEditForm } from './ExternalVideoEditForm';

vi.setConfig({ testTimeout: 20_000 });

describe('EditVideoForm', () => {
  it('saves title, loop and a new thumbnail', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSave = vi.fn(async () => {});
    const { container } = render(
      <EditVideoForm video={readyUpload} onSave={onSave} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('img', { name: 'Current thumbnail' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Rain jacket close-up');
    expect(screen.getByRole('checkbox', { name: 'Loop' })).toBeChecked();

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('Upload must be an image file.')).toBeInTheDocument();
    const cover = new File(['png'], 'cover.png', { type: 'image/png' });
    await user.upload(input, cover);
    expect(await screen.findByText('cover.png')).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Rain jacket');
    await user.click(screen.getByRole('checkbox', { name: 'Loop' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ title: 'Rain jacket', loop: false, thumbnail: cover }),
    );
  });

  it('requires a title and shows a failed save inside the form', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw new Error('Error saving video data.');
    });
    render(<EditVideoForm video={readyUpload} onSave={onSave} onCancel={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(title, 'Again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving video data.');
  });

  it('does not offer looping for a video over a minute', () => {
    render(
      <EditVideoForm
        video={{ ...readyUpload, duration: 90, loop: true }}
        onSave={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const loop = screen.getByRole('checkbox', { name: 'Loop' });
    expect(loop).toBeDisabled();
    expect(loop).not.toBeChecked();
    expect(
      screen.getByText('Looping is disabled for videos over a minute long.'),
    ).toBeInTheDocument();
  });
});

describe('ExternalVideoEditForm', () => {
  it('re-syncs the title and thumbnail from the provider, then saves', async () => {
    const user = userEvent.setup();
    const synced = {
      ...youTubeVideo,
      title: 'Packing list (2026)',
      thumbnailUrl: 'https://i.test/new.jpg',
    };
    const onResync = vi.fn(async () => synced);
    const onSave = vi.fn(async () => {});
    render(
      <ExternalVideoEditForm
        video={youTubeVideo}
        onResync={onResync}
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Re-Sync' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Packing list (2026)'),
    );
    expect(screen.getByRole('img', { name: /Thumbnail of/ })).toHaveAttribute(
      'src',
      'https://i.test/new.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: 'Packing list (2026)' }));
  });

  it("shows the provider's failure when re-syncing", async () => {
    const user = userEvent.setup();
    const onResync = vi.fn(async () => {
      throw new Error('TikTok returned HTTP 404');
    });
    render(
      <ExternalVideoEditForm
        video={tikTokVideo}
        onResync={onResync}
        onSave={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Re-Sync' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('TikTok returned HTTP 404');
  });
});
