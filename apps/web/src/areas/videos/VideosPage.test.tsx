import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toasts } from '@vendy/ui-kit';
import { renderAt } from '../../mocks/decorators';
import { instagramAccount, instagramVideos, libraryVideos, youTubeVideo } from './fixtures';
import type { ExternalVideoPreview } from './videoActions';
import { VideosPage, type VideoPageActions, type VideosPageProps } from './VideosPage';

vi.setConfig({ testTimeout: 30_000 });

const preview: ExternalVideoPreview = {
  source: 'YOUTUBE',
  sourceId: 'zyxwvutsrqp',
  url: 'https://www.youtube.com/watch?v=zyxwvutsrqp',
  title: 'How to pack a carry-on',
  thumbnailUrl: null,
  aspectRatio: 16 / 9,
  duration: 60,
};

function setup(props: Partial<VideosPageProps> = {}) {
  toasts.clear();
  const user = userEvent.setup();
  const actions: { [K in keyof VideoPageActions]: ReturnType<typeof vi.fn<VideoPageActions[K]>> } =
    {
      upload: vi.fn(async () => youTubeVideo),
      save: vi.fn(async () => youTubeVideo),
      remove: vi.fn(async () => {}),
      lookUpYouTube: vi.fn(async () => preview),
      lookUpTikTok: vi.fn(async () => preview),
      saveExternal: vi.fn(async () => youTubeVideo),
      resync: vi.fn(async () => ({ ...youTubeVideo, title: 'Packing list (new)' })),
      importInstagram: vi.fn(async () => ({ imported: [], failures: [] })),
    };
  render(
    renderAt(
      <VideosPage
        videos={{ status: 'ready', data: libraryVideos }}
        instagramAccount={null}
        instagramVideos={{ status: 'loading' }}
        actions={actions}
        {...props}
      />,
      { path: '/videos' },
    ),
  );
  return { user, actions };
}

async function addVideo(user: ReturnType<typeof userEvent.setup>, item: string) {
  await user.click(await screen.findByRole('button', { name: 'Add Video' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('VideosPage', () => {
  it('has only the Videos tab and no social import without a connected account', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Videos']);
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Upload',
      'YouTube import',
      'TikTok import',
    ]);
  });

  it('shows the Instagram tab with the posts once an account is connected', async () => {
    const { user } = setup({
      instagramAccount,
      instagramVideos: { status: 'ready', data: instagramVideos },
    });
    await user.click(await screen.findByRole('tab', { name: 'Instagram' }));
    expect(screen.getByText('Connected to: acme.outfitters')).toBeInTheDocument();
    expect(screen.getAllByText('This video has already been imported')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Import Videos' }));
    expect(
      await screen.findByRole('dialog', { name: 'Import Instagram Videos' }),
    ).toBeInTheDocument();
  });

  it('keeps the open list, and what was typed in its search, when the Instagram tab arrives', async () => {
    const { actions } = setup();
    document.body.innerHTML = '';
    function AccountArrives() {
      const [account, setAccount] = useState<typeof instagramAccount | null>(null);
      return (
        <>
          <button type="button" onClick={() => setAccount(instagramAccount)}>
            Account loaded
          </button>
          <VideosPage
            videos={{ status: 'ready', data: libraryVideos }}
            instagramAccount={account}
            instagramVideos={{ status: 'ready', data: instagramVideos }}
            actions={actions}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(renderAt(<AccountArrives />, { path: '/videos' }));
    const search = await screen.findByRole('searchbox', { name: 'Search Videos' });
    await user.type(search, 'Spring');
    await user.click(screen.getByRole('button', { name: 'Account loaded' }));
    expect(await screen.findByRole('tab', { name: 'Instagram' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search Videos' })).toBe(search);
    expect(search).toHaveValue('Spring');
  });

  it('invites the first upload when there are no videos', async () => {
    const { user } = setup({ videos: { status: 'ready', data: [] } });
    expect(
      await screen.findByRole('heading', { name: 'Upload your first video!' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Video' });
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('imports a YouTube video through the menu and confirms with a toast', async () => {
    const { user, actions } = setup();
    await addVideo(user, 'YouTube import');
    const dialog = await screen.findByRole('dialog', { name: 'Import from YouTube' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /YouTube URL/ }),
      'youtu.be/zyxwvutsrqp',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actions.saveExternal).toHaveBeenCalledWith(preview);
    expect(await screen.findByText('Video saved successfully.')).toBeInTheDocument();
  });

  it('opens the edit form matching the video: Re-Sync for a YouTube video', async () => {
    const { user, actions } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Packing list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Video' });
    await user.click(within(dialog).getByRole('button', { name: 'Re-Sync' }));
    expect(await screen.findByText('Sync succeeded.')).toBeInTheDocument();
    expect(actions.resync).toHaveBeenCalledWith(youTubeVideo);
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue(
      'Packing list (new)',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actions.save).toHaveBeenCalledWith(youTubeVideo, {
      title: 'Packing list (new)',
      loop: false,
      thumbnail: null,
    });
    expect(await screen.findByText('Video saved successfully.')).toBeInTheDocument();
  });

  it('opens the uploaded-video form (title, thumbnail, loop) for an upload', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Rain jacket close-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Video' });
    expect(within(dialog).getByRole('checkbox', { name: 'Loop' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Select from Photo' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Re-Sync' })).not.toBeInTheDocument();
  });
});
