// The route module against msw: what it loads, what it re-checks and what it sends.
import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toasts } from '@vendy/ui-kit';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError } from '../../mocks/graphql';
import {
  instagramAccount,
  instagramVideos,
  libraryVideos,
  processingUpload,
  video,
} from './fixtures';
import { noneLeft, plentyLeft } from './usage/fixtures';
import { VideosRoute } from './VideosRoute';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

// Every test's group has minutes left unless it says otherwise (handlers given here survive resets).
const server = setupServer(...gqlData({ getVideoUploadUsage: plentyLeft }));
const calls: Array<{ operationName: string; variables: Record<string, unknown> }> = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/graphql')) return;
    const body = (await request.clone().json()) as {
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    if (body.operationName)
      calls.push({ operationName: body.operationName, variables: body.variables ?? {} });
  });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  toasts.clear();
});
afterAll(() => server.close());

const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

const show = () =>
  render(renderAt(<VideosRoute />, { path: '/videos', otherPaths: ['/instagram/reconnect'] }));

const rowOf = (title: string) =>
  screen.getByRole('rowheader', { name: title }).closest('[role="row"]') as HTMLElement;

describe('VideosRoute', () => {
  it('re-checks every PROCESSING video once when the list opens', async () => {
    server.use(
      ...gqlData({
        getVideos: libraryVideos,
        getInstagramAccount: null,
        checkAndUpdateVideoStatus: ({ videoId }: Record<string, unknown>) => ({
          ...processingUpload,
          id: String(videoId),
          status: 'READY',
        }),
      }),
    );
    show();
    await screen.findByRole('rowheader', { name: 'Spring lookbook' });
    await waitFor(() =>
      expect(within(rowOf('Spring lookbook')).getByText('Ready')).toBeInTheDocument(),
    );
    expect(sent('checkAndUpdateVideoStatus')).toEqual([{ videoId: 'video-processing' }]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Videos']);
    expect(sent('getInstagramVideos')).toEqual([]);
  });

  it('shows the fallback message when the videos cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(gqlError('getVideos'), ...gqlData({ getInstagramAccount: null }));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get videos.');
  });

  it("loads the account's video posts when a social account is connected", async () => {
    server.use(
      ...gqlData({
        getVideos: [],
        getInstagramAccount: instagramAccount,
        getInstagramVideos: instagramVideos,
      }),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: 'Instagram' }));
    expect(await screen.findAllByText(/^Posted 2026-11-1\d$/)).toHaveLength(3);
  });

  it('sends the user to reconnect when the social account connection is broken', async () => {
    server.use(
      ...gqlData({ getVideos: [], getInstagramAccount: instagramAccount }),
      gqlError(
        'getInstagramVideos',
        JSON.stringify({
          type: 'InstagramConnectionError',
          message: 'Unable to connect to Instagram account.',
        }),
      ),
    );
    show();
    expect(
      await screen.findByRole('heading', { name: 'Navigated to /instagram/reconnect' }),
    ).toBeInTheDocument();
  });

  it('deletes a video and removes its row', async () => {
    server.use(
      ...gqlData({
        getVideos: libraryVideos.filter((v) => v.status !== 'PROCESSING'),
        getInstagramAccount: null,
        deleteVideo: { success: true, message: null },
      }),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Packing list' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Packing list' })).not.toBeInTheDocument(),
    );
    expect(sent('deleteVideo')).toEqual([{ videoId: 'video-youtube' }]);
  });

  it('imports a YouTube video with its oEmbed title and thumbnail and lists it', async () => {
    const oembed: string[] = [];
    server.use(
      ...gqlData({
        getVideos: [],
        getInstagramAccount: null,
        upsertVideo: (v: Record<string, unknown>) =>
          video('video-new', String(v.title), '2026-11-20T10:00:00.000Z', {
            source: 'YOUTUBE',
            sourceId: String(v.sourceId),
            url: String(v.url),
          }),
      }),
      http.get('*/oembed/youtube', ({ request }) => {
        oembed.push(new URL(request.url).searchParams.get('url') ?? '');
        return HttpResponse.json({
          title: 'How to pack a carry-on',
          thumbnail_url: 'https://i.ytimg.test/zyxwvutsrqp/hqdefault.jpg',
          width: 480,
          height: 270,
        });
      }),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Add Video' }));
    await user.click(await screen.findByRole('menuitem', { name: 'YouTube import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from YouTube' });
    await user.click(within(dialog).getByRole('textbox', { name: /YouTube URL/ }));
    await user.paste('https://youtu.be/zyxwvutsrqp');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('How to pack a carry-on')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(
      await screen.findByRole('rowheader', { name: 'How to pack a carry-on' }),
    ).toBeInTheDocument();
    expect(oembed).toEqual(['https://www.youtube.com/watch?v=zyxwvutsrqp']);
    expect(sent('upsertVideo')).toEqual([
      {
        title: 'How to pack a carry-on',
        url: 'https://www.youtube.com/watch?v=zyxwvutsrqp',
        thumbnailUrl: 'https://i.ytimg.test/zyxwvutsrqp/hqdefault.jpg',
        duration: 60,
        aspectRatio: 480 / 270,
        loop: false,
        source: 'YOUTUBE',
        sourceId: 'zyxwvutsrqp',
      },
    ]);
    expect(await screen.findByText('Video saved successfully.')).toBeInTheDocument();
  });

  it("shows the group's upload minutes on the page and in the upload form", async () => {
    server.use(
      ...gqlData({ getVideos: [], getInstagramAccount: null, getVideoUploadUsage: noneLeft }),
    );
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('meter', { name: 'Upload minutes' })).toHaveAttribute(
      'aria-valuetext',
      '300 of 300 minutes used',
    );
    expect(screen.getByText(/^0 minutes left this billing month/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Video' });
    expect(within(dialog).getByRole('meter', { name: 'Upload minutes' })).toBeInTheDocument();
    expect(sent('getVideoUploadUsage')).toHaveLength(1);
  });
});
