import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { libraryVideos, manyVideos } from './fixtures';
import { VideoList, type VideoListProps } from './VideoList';

vi.setConfig({ testTimeout: 30_000 });

const ready = <T,>(data: readonly T[]) => ({ status: 'ready' as const, data });

function setup(props: Partial<VideoListProps> = {}) {
  const user = userEvent.setup();
  const onEdit = vi.fn();
  const onDelete = vi.fn<NonNullable<VideoListProps['onDelete']>>(async () => {});
  render(
    <VideoList videos={ready(libraryVideos)} onEdit={onEdit} onDelete={onDelete} {...props} />,
  );
  return { user, onEdit, onDelete };
}

const titles = () =>
  within(screen.getByRole('grid', { name: 'Videos' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

const rowOf = (title: string) =>
  screen.getByRole('rowheader', { name: title }).closest('[role="row"]') as HTMLElement;

async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`${select}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('VideoList', () => {
  it('lists videos by most recent change, with source, status, duration and date', () => {
    setup();
    expect(titles()).toEqual([
      'Spring lookbook',
      'Rain jacket close-up',
      'Unboxing take 2',
      'Instagram Video 1',
      'Trail shoes in 15 seconds',
      'Packing list',
    ]);
    const processing = rowOf('Spring lookbook');
    expect(within(processing).getByText('Processing')).toBeInTheDocument();
    expect(
      within(processing).getByText(
        'The video is being processed. It will be available for playback soon.',
      ),
    ).toBeInTheDocument();
    expect(
      within(rowOf('Unboxing take 2')).getByText(
        'Something went wrong processing this video. Please try re-uploading.',
      ),
    ).toBeInTheDocument();
    const youTube = rowOf('Packing list');
    expect(within(youTube).getByText('Youtube')).toBeInTheDocument();
    expect(within(youTube).getByText('3:05')).toBeInTheDocument();
    expect(within(youTube).getByText('2026-10-08')).toBeInTheDocument();
  });

  it('searches, sorts and filters by source', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search Videos' }), 'SHOES');
    expect(titles()).toEqual(['Trail shoes in 15 seconds']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search Videos' }));

    await choose(user, 'Sort', 'Alphabetical');
    expect(titles()[0]).toBe('Instagram Video 1');

    await choose(user, 'Source', 'Upload');
    expect(titles()).toEqual(['Rain jacket close-up', 'Spring lookbook', 'Unboxing take 2']);
    await choose(user, 'Source', 'Instagram');
    expect(titles()).toEqual(['Instagram Video 1']);

    await user.type(screen.getByRole('searchbox', { name: 'Search Videos' }), 'nothing like this');
    expect(screen.getByText('No videos found.')).toBeInTheDocument();
  });

  it('shows 10 videos per page, with 5, 10, 25 and 50 offered', async () => {
    const { user } = setup({ videos: ready(manyVideos) });
    expect(titles()).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(titles()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '25',
      '50',
    ]);
  });

  it('edits a video and deletes one after confirmation', async () => {
    const { user, onEdit, onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Packing list' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'video-youtube' }));

    await user.click(screen.getByRole('button', { name: 'Delete Packing list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Video' });
    expect(dialog).toHaveTextContent(
      'Do you really want to delete this video? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'video-youtube' }));
  });

  it('keeps the delete dialog open with the error when deleting fails', async () => {
    const onDelete = vi.fn(async () => {
      throw new Error('Error deleting video.');
    });
    const { user } = setup({ onDelete });
    await user.click(screen.getByRole('button', { name: 'Delete Packing list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Video' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error deleting video.');
  });

  it('hides edit and delete when read-only', () => {
    setup({ readOnly: true });
    expect(titles()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows the empty state, loading and the error', () => {
    const { unmount } = render(
      <VideoList
        videos={ready([])}
        onDelete={vi.fn()}
        emptyState={<p>Upload your first video!</p>}
      />,
    );
    expect(screen.getByText('Upload your first video!')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    unmount();

    const loading = render(<VideoList videos={{ status: 'loading' }} />);
    expect(screen.getByText('Loading videos…')).toBeInTheDocument();
    loading.unmount();

    render(<VideoList videos={{ status: 'error', message: 'Unable to get videos.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to get videos.');
    expect(screen.getByText('No videos found.')).toBeInTheDocument();
  });
});
