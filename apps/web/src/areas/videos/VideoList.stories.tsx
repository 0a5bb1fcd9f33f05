import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedUpload, libraryVideos, manyVideos, processingUpload } from './fixtures';
import { VideoList } from './VideoList';

const meta = {
  title: 'Pages/Videos/Video List',
  component: VideoList,
  args: {
    videos: { status: 'ready', data: libraryVideos },
    onEdit: fn(),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof VideoList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** What an admin sees for a group: no edit or delete. */
export const ReadOnly: Story = { args: { readOnly: true } };

export const Processing: Story = {
  args: { videos: { status: 'ready', data: [processingUpload, failedUpload] } },
};

export const Loading: Story = { args: { videos: { status: 'loading' } } };

export const LoadError: Story = {
  args: { videos: { status: 'error', message: 'Unable to get videos.' } },
};

export const SeveralPages: Story = { args: { videos: { status: 'ready', data: manyVideos } } };

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Videos' }), 'snowboard');
    await expect(canvas.getByText('No videos found.')).toBeVisible();
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error('Error deleting video.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Packing list' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error deleting video.',
    );
  },
};
