import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../mocks/decorators';
import { collections, summer } from './fixtures';
import { ImagesPage, type ImagesPageProps } from './ImagesPage';
import type { PhotoActions } from './photoActions';
import { layOutPhotoTiles } from './testing';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => layOutPhotoTiles());
afterEach(() => vi.restoreAllMocks());

function show(props: Partial<ImagesPageProps> = {}) {
  const actions: PhotoActions = {
    create: vi.fn(async () => summer),
    save: vi.fn(async () => summer),
    remove: vi.fn(async () => {}),
  };
  render(
    renderAt(
      <ImagesPage
        collections={{ status: 'ready', data: collections }}
        actions={actions}
        {...props}
      />,
      { path: '/images' },
    ),
  );
  return { actions, user: userEvent.setup() };
}

describe('ImagesPage', () => {
  it('has one tab, Photo Collections, with the list', async () => {
    show();
    expect(await screen.findByRole('tab', { name: 'Photo Collections' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(screen.getByRole('grid', { name: 'Photo Collections' })).toBeInTheDocument();
  });

  it('offers the Upload Photos form from the empty state', async () => {
    const { user } = show({ collections: { status: 'ready', data: [] } });
    expect(
      await screen.findByRole('heading', { name: 'Upload your first photo collection!' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photos' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the edit form of a collection with its photos', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Edit Summer lookbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Photo Collection' });
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Summer lookbook');
    expect(
      within(within(dialog).getByRole('list', { name: 'Photos, in display order' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
  });

  it('Escape cancels a keyboard move without closing the dialog or changing the order', async () => {
    const { user, actions } = show({ initialDialog: { kind: 'edit', collection: summer } });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Photo Collection' });
    within(dialog).getByRole('button', { name: 'Move picture 1 of 3' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit Photo Collection' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(actions.save).toHaveBeenCalled());
    const [, values] = vi.mocked(actions.save).mock.calls[0]!;
    expect(values.photos).toEqual([
      { kind: 'saved', imageId: 'img-beach' },
      { kind: 'saved', imageId: 'img-sunset' },
      { kind: 'saved', imageId: 'img-forest' },
    ]);
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
  });
});
