import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collections, manyCollections } from './fixtures';
import { PhotoCollectionList, type PhotoCollectionListProps } from './PhotoCollectionList';

vi.setConfig({ testTimeout: 30_000 });

const ready = <T,>(data: readonly T[]) => ({ status: 'ready' as const, data });

function setup(props: Partial<PhotoCollectionListProps> = {}) {
  const user = userEvent.setup();
  const onEdit = vi.fn();
  const onDelete = vi.fn<NonNullable<PhotoCollectionListProps['onDelete']>>(async () => {});
  render(
    <PhotoCollectionList
      collections={ready(collections)}
      onEdit={onEdit}
      onDelete={onDelete}
      {...props}
    />,
  );
  return { user, onEdit, onDelete };
}

const titles = () =>
  within(screen.getByRole('grid', { name: 'Photo Collections' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

const rowOf = (title: string) =>
  screen.getByRole('rowheader', { name: title }).closest('[role="row"]') as HTMLElement;

const search = () => screen.getByRole('searchbox', { name: 'Search Photo Collections' });

async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`${select}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('PhotoCollectionList', () => {
  it('lists collections by most recent change, with thumbnail, source, photo count and date', () => {
    setup();
    expect(titles()).toEqual(['Autumn studio shots', 'Summer lookbook', 'Feed favourites']);
    const summer = rowOf('Summer lookbook');
    expect(within(summer).getByText('Upload')).toBeInTheDocument();
    expect(within(summer).getByText('3')).toBeInTheDocument();
    expect(within(summer).getByText('2026-11-05')).toBeInTheDocument();
    expect(summer.querySelector('img')).toHaveAttribute('src', expect.stringContaining('Beach'));
    expect(within(rowOf('Feed favourites')).getByText('Instagram')).toBeInTheDocument();
  });

  it('searches case-insensitively on the trimmed title, sorts and filters by source', async () => {
    const { user } = setup();
    await user.type(search(), '  LOOKBOOK ');
    expect(titles()).toEqual(['Summer lookbook']);
    await user.clear(search());

    await choose(user, 'Sort', 'Alphabetical');
    expect(titles()).toEqual(['Autumn studio shots', 'Feed favourites', 'Summer lookbook']);
    await choose(user, 'Sort', 'Newest');
    expect(titles()).toEqual(['Autumn studio shots', 'Summer lookbook', 'Feed favourites']);

    await choose(user, 'Source', 'Instagram');
    expect(titles()).toEqual(['Feed favourites']);
    await choose(user, 'Source', 'Upload');
    expect(titles()).toEqual(['Autumn studio shots', 'Summer lookbook']);

    await user.click(search());
    await user.paste('nothing like this');
    expect(screen.getByText('No photo collections found.')).toBeInTheDocument();
  });

  it('shows 10 per page (5, 10, 25, 50 offered) and a search goes back to the first page', async () => {
    const { user } = setup({ collections: ready(manyCollections) });
    expect(titles()).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(titles()).toHaveLength(2);

    await user.type(search(), 'collection');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '25',
      '50',
    ]);
  });

  it('edits a collection and deletes one after confirmation', async () => {
    const { user, onEdit, onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Summer lookbook' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'col-summer' }));

    await user.click(screen.getByRole('button', { name: 'Delete Summer lookbook' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Photo Collection' });
    expect(dialog).toHaveTextContent(
      'Do you really want to delete this photo collection? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'col-summer' }));
  });

  it('keeps the delete dialog open with the error when deleting fails', async () => {
    const onDelete = vi.fn(async () => {
      throw new Error('Error deleting image collection.');
    });
    const { user } = setup({ onDelete });
    await user.click(screen.getByRole('button', { name: 'Delete Summer lookbook' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Photo Collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error deleting image collection.',
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete Photo Collection' })).toBeVisible();
  });

  it('hides edit and delete when read-only', () => {
    setup({ readOnly: true, emptyState: <p>Upload your first photo collection!</p> });
    expect(titles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows the empty state, loading and the error', () => {
    const { unmount } = render(
      <PhotoCollectionList
        collections={ready([])}
        onDelete={vi.fn()}
        emptyState={<p>Upload your first photo collection!</p>}
      />,
    );
    expect(screen.getByText('Upload your first photo collection!')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    unmount();

    const readOnlyEmpty = render(
      <PhotoCollectionList
        collections={ready([])}
        readOnly
        emptyText="No photo collections found"
      />,
    );
    expect(screen.getByText('No photo collections found')).toBeInTheDocument();
    readOnlyEmpty.unmount();

    const loading = render(<PhotoCollectionList collections={{ status: 'loading' }} />);
    expect(screen.getByText('Loading photo collections…')).toBeInTheDocument();
    loading.unmount();

    render(
      <PhotoCollectionList collections={{ status: 'error', message: 'Unable to get data.' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to get data.');
  });
});
