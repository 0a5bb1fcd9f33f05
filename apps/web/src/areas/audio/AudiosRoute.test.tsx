// The /audios route module against msw: what it loads and sends, and how the list follows.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError } from '../../mocks/graphql';
import { setupGraphqlServer } from '../../session/testing/server';
import { AudiosRoute } from './AudiosRoute';
import { audio, audios } from './fixtures';
import type { PutFile } from './putFile';

vi.setConfig({ testTimeout: 20_000 });

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

function show(put: PutFile = async () => 200) {
  render(renderAt(<AudiosRoute put={put} readDuration={async () => 12.5} />, { path: '/audios' }));
}

describe('AudiosRoute', () => {
  it('lists the audio of the current group', async () => {
    server.use(...gqlData({ getAudios: audios }));
    show();
    expect(await screen.findByRole('row', { name: /Beach waves/ })).toBeInTheDocument();
  });

  it('shows the fallback message when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(gqlError('getAudios'));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get audio files.');
  });

  it('uploads: upload address, PUT as audio/mpeg, save with its id; the list gains the track', async () => {
    const created = audio('new', 'song', '2026-12-01T00:00:00.000Z', { duration: 12.5 });
    server.use(
      ...gqlData({
        getAudios: [],
        getAudioUploadUrl: { id: 'upload-9', url: 'http://localhost/storage/upload/x?sig=1' },
        upsertAudio: created,
      }),
    );
    const put = vi.fn<PutFile>(async () => 200);
    show(put);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Upload Audio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Audio' });
    const file = new File(['x'], 'song.mp3', { type: 'audio/mpeg' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await within(dialog).findByText(/song\.mp3/);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('row', { name: /song/ })).toBeInTheDocument();
    expect(sent('getAudioUploadUrl')).toEqual([{ fileName: 'song.mp3' }]);
    expect(put).toHaveBeenCalledWith(
      'http://localhost/storage/upload/x?sig=1',
      file,
      'audio/mpeg',
      expect.anything(),
    );
    expect(sent('upsertAudio')).toEqual([
      { title: 'song', description: null, duration: 12.5, externalId: 'upload-9', loop: false },
    ]);
  });

  it('reports a refused PUT with its HTTP status and saves nothing', async () => {
    server.use(
      ...gqlData({
        getAudios: [],
        getAudioUploadUrl: { id: 'u', url: 'http://localhost/storage/upload/x' },
      }),
    );
    show(async () => 403);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Upload Audio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Audio' });
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], 'song.mp3', { type: 'audio/mpeg' }),
    );
    await within(dialog).findByText(/song\.mp3/);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error uploading audio file to S3. HTTP 403',
    );
    expect(sent('upsertAudio')).toEqual([]);
  });

  it('deletes a track and drops it from the list', async () => {
    server.use(...gqlData({ getAudios: audios, deleteAudio: { success: true, message: null } }));
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Beach waves' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Audio' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Beach waves/ })).not.toBeInTheDocument(),
    );
    expect(sent('deleteAudio')).toEqual([{ audioId: 'a1' }]);
  });
});
