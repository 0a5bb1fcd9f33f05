import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toasts } from '@vendy/ui-kit';
import type { AudioActions } from './audioActions';
import { AudioList } from './AudioList';
import { AudiosPage, type AudiosPageProps } from './AudiosPage';
import { audio, audios, manyAudios } from './fixtures';

// Whole pages with React Aria tables and dialogs take seconds to render on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

function setup(props: Partial<AudiosPageProps> = {}) {
  const user = userEvent.setup();
  const actions = {
    upload: vi.fn<AudioActions['upload']>(async () => audios[0]!),
    save: vi.fn<AudioActions['save']>(async (a) => a),
    remove: vi.fn<AudioActions['remove']>(async () => {}),
  };
  render(<AudiosPage audios={{ status: 'ready', data: audios }} actions={actions} {...props} />);
  return { user, actions };
}

const table = () => screen.getByRole('grid', { name: 'Audios' });
const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('AudiosPage', () => {
  it("shows the 'Audios' tab with the group's tracks", () => {
    setup();
    expect(screen.getByRole('tab', { name: 'Audios' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Add Audio' })).toBeInTheDocument();
    const beach = rowOf('Beach waves');
    expect(within(beach).getByText('Calm background for summer videos')).toBeInTheDocument();
    expect(within(beach).getByText('0:58')).toBeInTheDocument();
    expect(within(beach).getByText('Yes')).toBeInTheDocument();
    expect(within(beach).getByText('2026-11-05')).toBeInTheDocument();
    expect(within(rowOf('City at night')).getByText('1:02:05')).toBeInTheDocument();
  });

  it('offers the upload card when there is no audio yet', async () => {
    const { user } = setup({ audios: { status: 'ready', data: [] } });
    expect(
      screen.getByRole('heading', { name: 'Upload your first audio file!' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Audio' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Audio' })).toBeInTheDocument();
  });

  it('pages by 10, with 5, 10, 25 and 50 to choose from', async () => {
    const { user } = setup({ audios: { status: 'ready', data: manyAudios } });
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '25', '50']);
  });

  it('shows loading and the load error', () => {
    setup({ audios: { status: 'loading' } });
    expect(screen.getByText('Loading audio…')).toBeInTheDocument();
    setup({ audios: { status: 'error', message: 'Unable to get audio files.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to get audio files.');
  });

  it("asks before deleting ('Delete Audio') and deletes on confirm", async () => {
    const { user, actions } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete Upbeat acoustic' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Audio' });
    expect(dialog).toHaveTextContent(
      'Do you really want to delete this audio? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(actions.remove).toHaveBeenCalledWith(audios[1]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the delete dialog open with the error when deleting fails', async () => {
    const { user, actions } = setup();
    actions.remove.mockRejectedValueOnce(new Error('Error deleting audio.'));
    await user.click(screen.getByRole('button', { name: 'Delete Beach waves' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Audio' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Error deleting audio.')).toBeInTheDocument();
  });

  it('edits title, description and loop, and confirms', async () => {
    const { user, actions } = setup();
    const success = vi.spyOn(toasts, 'success');
    await user.click(screen.getByRole('button', { name: 'Edit Beach waves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Audio' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Beach waves');
    await user.clear(title);
    await user.type(title, 'Ocean');
    await user.click(within(dialog).getByRole('switch', { name: 'Loop' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(actions.save).toHaveBeenCalledWith(audios[0], {
        title: 'Ocean',
        description: 'Calm background for summer videos',
        loop: false,
      }),
    );
    expect(success).toHaveBeenCalledWith('Saved successfully.');
    success.mockRestore();
  });

  it('cannot loop a track over a minute long when editing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Upbeat acoustic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Audio' });
    expect(within(dialog).getByRole('switch', { name: 'Loop' })).toBeDisabled();
    expect(dialog).toHaveTextContent('Looping is disabled for videos over a minute long.');
  });

  it('uploads from the dialog and toasts success', async () => {
    const success = vi.spyOn(toasts, 'success');
    const user = userEvent.setup({ applyAccept: false });
    const actions = {
      upload: vi.fn<AudioActions['upload']>(async () => audio('n', 'New', '2026-12-01')),
      save: vi.fn<AudioActions['save']>(),
      remove: vi.fn<AudioActions['remove']>(),
    };
    const { container } = render(
      <AudiosPage
        audios={{ status: 'ready', data: audios }}
        actions={actions}
        readDuration={async () => 30}
      />,
    );
    void container;
    await user.click(screen.getByRole('button', { name: 'Add Audio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Audio' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'song.mp3', { type: 'audio/mpeg' }));
    await within(dialog).findByText(/song\.mp3/);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Audio uploaded successfully.'));
    expect(actions.upload.mock.calls[0]![0]).toMatchObject({ title: 'song', duration: 30 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    success.mockRestore();
  });
});

describe('AudioList read-only', () => {
  it('hides edit and delete, and shows the empty text instead of the upload card', () => {
    render(<AudioList audios={{ status: 'ready', data: audios }} readOnly onDelete={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Delete|Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    render(<AudioList label="Empty" audios={{ status: 'ready', data: [] }} readOnly />);
    expect(
      within(screen.getByRole('grid', { name: 'Empty' })).getByText('No audio found'),
    ).toBeInTheDocument();
  });
});
