import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instagramVideos, video } from '../fixtures';
import { InstagramImportForm, type InstagramImportFormProps } from './InstagramImportForm';

vi.setConfig({ testTimeout: 20_000 });

function setup(props: Partial<InstagramImportFormProps> = {}) {
  const user = userEvent.setup();
  const onImport = vi.fn<InstagramImportFormProps['onImport']>(async (items) => ({
    imported: items.map((item) =>
      video(`v-${item.post.id}`, item.title, '2026-11-20T10:00:00.000Z'),
    ),
    failures: [],
  }));
  const onDone = vi.fn();
  render(
    <InstagramImportForm
      posts={instagramVideos}
      importedIds={new Set(['ig-media-1'])}
      onImport={onImport}
      onDone={onDone}
      onCancel={vi.fn()}
      {...props}
    />,
  );
  return { user, onImport, onDone };
}

const tile = (date: string) =>
  screen.getByRole('row', { name: new RegExp(`^Video posted ${date}`) });

describe('InstagramImportForm', () => {
  it('shows already imported videos checked and unavailable', () => {
    setup();
    const imported = tile('2026-11-10');
    expect(imported).toHaveAttribute('aria-disabled', 'true');
    expect(imported).toHaveAccessibleName(
      'Video posted 2026-11-10. This video has already been imported',
    );
    expect(within(imported).getByText('This video has already been imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('names the chosen videos with default titles and a loop toggle each, then imports them', async () => {
    const { user, onImport, onDone } = setup();
    await user.click(tile('2026-11-11'));
    await user.click(tile('2026-11-12'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const first = screen.getByRole('textbox', { name: /2026-11-11/ });
    expect(first).toHaveValue('Instagram Video 1');
    expect(screen.getByRole('textbox', { name: /2026-11-12/ })).toHaveValue('Instagram Video 2');

    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(onImport).not.toHaveBeenCalled();

    await user.type(first, 'Beach walk');
    await user.click(screen.getAllByRole('switch', { name: 'Loop' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(
      onImport.mock.calls[0]![0].map(({ post, title, loop }) => [post.id, title, loop]),
    ).toEqual([
      ['ig-media-2', 'Beach walk', false],
      ['ig-media-3', 'Instagram Video 2', true],
    ]);
  });

  it('reports a partial success and keeps only the failed videos for a retry', async () => {
    const onImport = vi.fn<InstagramImportFormProps['onImport']>(async (items) => ({
      imported: [video('v-2', items[0]!.title, '2026-11-20T10:00:00.000Z')],
      failures: [{ item: items[1]!, message: 'Unable to get video metadata.' }],
    }));
    const { user, onDone } = setup({ onImport });
    await user.click(tile('2026-11-11'));
    await user.click(tile('2026-11-12'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Partially succeeded: 1 imported, 1 failed.');
    expect(alert).toHaveTextContent('Instagram Video 2: Unable to get video metadata.');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });
});
