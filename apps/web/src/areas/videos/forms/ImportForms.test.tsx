import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExternalVideoPreview } from '../videoActions';
import { TikTokImportForm } from './TikTokImportForm';
import { YouTubeImportForm } from './YouTubeImportForm';

vi.setConfig({ testTimeout: 20_000 });

const youTube: ExternalVideoPreview = {
  source: 'YOUTUBE',
  sourceId: 'abcdefghijk',
  url: 'https://www.youtube.com/watch?v=abcdefghijk',
  title: 'Packing list',
  thumbnailUrl: 'https://i.test/yt.jpg',
  aspectRatio: 16 / 9,
  duration: 60,
};

const tikTok: ExternalVideoPreview = {
  source: 'TIKTOK',
  sourceId: '7234567890123456789',
  url: 'https://www.tiktok.com/player/v1/7234567890123456789',
  title: 'Trail shoes',
  thumbnailUrl: null,
  aspectRatio: 0.5625,
  duration: 60,
};

const paste = async (
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) => {
  await user.click(field);
  await user.clear(field);
  await user.paste(text);
};

describe('YouTubeImportForm', () => {
  it.each([
    ['', 'This field is required'],
    ['https://vimeo.com/1', 'URL must be from Youtube.'],
    ['https://www.youtube.com/feed/trending', 'No video ID found.'],
    ['https://www.youtube.com/watch?v=short', 'Invalid URL.'],
  ])('refuses %j with %j', async (url, message) => {
    const user = userEvent.setup();
    const onLookUp = vi.fn();
    render(<YouTubeImportForm onLookUp={onLookUp} onImport={vi.fn()} onCancel={vi.fn()} />);
    if (url) await paste(user, screen.getByRole('textbox', { name: /YouTube URL/ }), url);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onLookUp).not.toHaveBeenCalled();
  });

  it('looks the video up, confirms it, and goes back on Cancel keeping the address', async () => {
    const user = userEvent.setup();
    const onLookUp = vi.fn(async () => youTube);
    const onImport = vi.fn(async () => {});
    render(<YouTubeImportForm onLookUp={onLookUp} onImport={onImport} onCancel={vi.fn()} />);
    await paste(user, screen.getByRole('textbox', { name: /YouTube URL/ }), 'youtu.be/abcdefghijk');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(onLookUp).toHaveBeenCalledWith('youtu.be/abcdefghijk');
    expect(screen.getByText('Packing list')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Thumbnail of Packing list' })).toHaveAttribute(
      'src',
      'https://i.test/yt.jpg',
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: /YouTube URL/ })).toHaveValue(
      'youtu.be/abcdefghijk',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImport).toHaveBeenCalledWith(youTube));
  });

  it("shows the provider's failure on the first step", async () => {
    const user = userEvent.setup();
    const onLookUp = vi.fn(async () => {
      throw new Error('Youtube returned HTTP 404');
    });
    render(<YouTubeImportForm onLookUp={onLookUp} onImport={vi.fn()} onCancel={vi.fn()} />);
    await paste(user, screen.getByRole('textbox', { name: /YouTube URL/ }), 'youtu.be/abcdefghijk');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Youtube returned HTTP 404');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('keeps the confirmation open with the error when saving fails', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn(async () => {
      throw new Error('Error saving video data.');
    });
    render(
      <YouTubeImportForm
        initialPreview={youTube}
        onLookUp={vi.fn()}
        onImport={onImport}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving video data.');
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
  });
});

describe('assumed lengths', () => {
  it('says on the confirmation that the length of a YouTube or TikTok video is assumed', async () => {
    const { unmount } = render(
      <YouTubeImportForm
        initialPreview={{ ...youTube, durationAssumed: true }}
        onLookUp={vi.fn()}
        onImport={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(
      screen.getByText("YouTube does not share the video's length, so it is saved as 1:00."),
    ).toBeInTheDocument();
    unmount();
    render(
      <TikTokImportForm
        initialPreview={{ ...tikTok, durationAssumed: true }}
        onLookUp={vi.fn()}
        onImport={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(
      screen.getByText("TikTok does not share the video's length, so it is saved as 1:00."),
    ).toBeInTheDocument();
  });

  it('says nothing when the length is known', () => {
    render(
      <YouTubeImportForm
        initialPreview={{ ...youTube, duration: 185, durationAssumed: false }}
        onLookUp={vi.fn()}
        onImport={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByText(/does not share the video's length/)).not.toBeInTheDocument();
  });
});

describe('TikTokImportForm', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abcdefghijk', 'URL must be from TikTok.'],
    ['https://www.tiktok.com/', 'No video ID found.'],
    ['https://www.tiktok.com/@shop/video/abc', 'Invalid video ID.'],
  ])('refuses %j with %j', async (url, message) => {
    const user = userEvent.setup();
    render(<TikTokImportForm onLookUp={vi.fn()} onImport={vi.fn()} onCancel={vi.fn()} />);
    await paste(user, screen.getByRole('textbox', { name: /TikTok URL/ }), url);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for a title with a preview, requires it, and imports', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn(async () => {});
    render(
      <TikTokImportForm
        onLookUp={vi.fn(async () => tikTok)}
        onImport={onImport}
        onCancel={vi.fn()}
      />,
    );
    await paste(
      user,
      screen.getByRole('textbox', { name: /TikTok URL/ }),
      'https://www.tiktok.com/@shop/video/7234567890123456789',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Trail shoes');
    expect(screen.getByText('Preview')).toBeInTheDocument();

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onImport).not.toHaveBeenCalled();

    await user.type(title, ' Trail shoes in 15 seconds ');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(onImport).toHaveBeenCalledWith({ ...tikTok, title: 'Trail shoes in 15 seconds' }),
    );
  });

  it('goes back to the address on Cancel, and closes from the first step', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <TikTokImportForm
        initialPreview={tikTok}
        onLookUp={vi.fn()}
        onImport={vi.fn()}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: /TikTok URL/ })).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
