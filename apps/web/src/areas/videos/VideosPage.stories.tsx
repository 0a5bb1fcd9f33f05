import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import {
  failedUpload,
  instagramAccount,
  instagramVideos,
  libraryVideos,
  processingUpload,
  readyUpload,
  youTubeVideo,
} from './fixtures';
import { fakeLocalVideo, storyActions, tikTokPreview, youTubePreview } from './storySupport';
import { VideosPage } from './VideosPage';
import { noneLeft, noPlan, plentyLeft } from './usage/fixtures';
import { VideosRoute } from './VideosRoute';

const meta = {
  title: 'Pages/Videos/Videos',
  component: VideosPage,
  parameters: { layout: 'fullscreen' },
  args: {
    videos: { status: 'ready', data: libraryVideos },
    instagramAccount: null,
    instagramVideos: { status: 'loading' },
    actions: storyActions(),
    localVideoTools: fakeLocalVideo(),
    uploadUsage: { status: 'ready', data: plentyLeft },
  },
  render: (args) => renderAt(<VideosPage {...args} />, { path: '/videos' }),
} satisfies Meta<typeof VideosPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every source and status: uploads (ready, processing, failed), Instagram, YouTube, TikTok. */
export const Default: Story = {};

export const Empty: Story = { args: { videos: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { videos: { status: 'loading' } } };

export const LoadError: Story = {
  args: { videos: { status: 'error', message: 'Unable to get videos.' } },
};

export const Processing: Story = {
  args: { videos: { status: 'ready', data: [processingUpload, failedUpload, readyUpload] } },
};

export const AddVideoMenu: Story = {
  args: { instagramAccount },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Video' }));
    await expect(await screen.findByRole('menuitem', { name: 'Instagram import' })).toBeVisible();
  },
};

/** With a connected social account: the Instagram tab and its video posts. */
export const InstagramTab: Story = {
  args: {
    instagramAccount,
    instagramVideos: { status: 'ready', data: instagramVideos },
    defaultTab: 'instagram',
  },
};

export const InstagramTabLoading: Story = {
  args: { instagramAccount, defaultTab: 'instagram' },
};

export const InstagramTabError: Story = {
  args: {
    instagramAccount,
    instagramVideos: { status: 'error', message: 'Unable to get Instagram media.' },
    defaultTab: 'instagram',
  },
};

export const UploadDialog: Story = { args: { initialDialog: { kind: 'upload' } } };

/** Every minute of the month used: the page says so, and the upload form refuses videos. */
export const NoUploadMinutesLeft: Story = {
  args: { uploadUsage: { status: 'ready', data: noneLeft } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('meter', { name: 'Upload minutes' }),
    ).toHaveAttribute('aria-valuetext', '300 of 300 minutes used');
  },
};

/** A group without a paid plan. */
export const NoPaidPlan: Story = { args: { uploadUsage: { status: 'ready', data: noPlan } } };

export const UploadMinutesLoading: Story = { args: { uploadUsage: { status: 'loading' } } };

export const YouTubeUrlStep: Story = { args: { initialDialog: { kind: 'youtube' } } };

export const YouTubeConfirmStep: Story = {
  args: { initialDialog: { kind: 'youtube', preview: youTubePreview } },
};

export const TikTokUrlStep: Story = { args: { initialDialog: { kind: 'tiktok' } } };

export const TikTokTitleStep: Story = {
  args: { initialDialog: { kind: 'tiktok', preview: tikTokPreview } },
};

export const EditUploadedVideo: Story = {
  args: { initialDialog: { kind: 'edit', video: readyUpload } },
};

export const EditYouTubeVideo: Story = {
  args: { initialDialog: { kind: 'edit', video: youTubeVideo } },
};

export const InstagramImportDialog: Story = {
  args: {
    instagramAccount,
    instagramVideos: { status: 'ready', data: instagramVideos },
    initialDialog: { kind: 'instagram' },
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete Rain jacket close-up' }),
    );
    await expect(await screen.findByRole('alertdialog', { name: 'Delete Video' })).toBeVisible();
  },
};

const route = () => renderAt(<VideosRoute />, { path: '/videos' });

/** Route module: the processing video is re-checked on opening and comes back ready. */
export const Route: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        getVideoUploadUsage: plentyLeft,
        getVideos: libraryVideos,
        getInstagramAccount: instagramAccount,
        getInstagramVideos: instagramVideos,
        checkAndUpdateVideoStatus: { ...processingUpload, status: 'READY' },
      }),
    },
  },
  render: route,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The row is looked up again on every try: the list renders its rows anew when the Instagram
    // videos arrive, and a row found before that would never change.
    await waitFor(() => {
      const row = canvas
        .getByRole('rowheader', { name: 'Spring lookbook' })
        .closest('[role="row"]') as HTMLElement;
      expect(within(row).getByText('Ready')).toBeVisible();
    });
  },
};

/**
 * Route module: the open list keeps asking about the processing video every few seconds; the
 * server says PROCESSING twice, then READY, and the row turns Ready without a reload.
 */
export const RoutePolling: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        let asked = 0;
        return gqlData({
          getVideoUploadUsage: plentyLeft,
          getVideos: [processingUpload, readyUpload],
          getInstagramAccount: null,
          checkAndUpdateVideoStatus: () => {
            asked += 1;
            return { ...processingUpload, status: asked < 3 ? 'PROCESSING' : 'READY' };
          },
        });
      })(),
    },
  },
  render: route,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByRole('rowheader', { name: 'Spring lookbook' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    await expect(await within(row).findByText('Ready', {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const RouteLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        gqlPending('getVideos'),
        ...gqlData({ getInstagramAccount: null, getVideoUploadUsage: plentyLeft }),
      ],
    },
  },
  render: route,
};

/** Route module: getVideos fails without a message, so the fallback shows. */
export const RouteError: Story = {
  parameters: {
    msw: {
      handlers: [
        gqlError('getVideos'),
        ...gqlData({ getInstagramAccount: null, getVideoUploadUsage: plentyLeft }),
      ],
    },
  },
  render: route,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to get videos.',
    );
  },
};

/** Route module: a YouTube import through the oEmbed endpoint and upsertVideo. */
export const RouteYouTubeImport: Story = {
  parameters: {
    msw: {
      handlers: [
        ...gqlData({
          getVideoUploadUsage: plentyLeft,
          getVideos: [readyUpload],
          getInstagramAccount: null,
          upsertVideo: { ...youTubeVideo, id: 'video-imported', title: youTubePreview.title },
        }),
        http.get('*/oembed/youtube', () =>
          HttpResponse.json({
            title: youTubePreview.title,
            thumbnail_url: youTubePreview.thumbnailUrl,
            width: 480,
            height: 270,
          }),
        ),
      ],
    },
  },
  render: route,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Video' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'YouTube import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from YouTube' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /YouTube URL/ }),
      'https://youtu.be/zyxwvutsrqp',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import' }));
    await expect(
      await canvas.findByRole('rowheader', { name: youTubePreview.title }),
    ).toBeVisible();
  },
};
