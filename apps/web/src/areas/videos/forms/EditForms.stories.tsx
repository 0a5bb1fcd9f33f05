import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readyUpload, tikTokVideo, youTubeVideo } from '../fixtures';
import { EditVideoForm } from './EditVideoForm';
import { ExternalVideoEditForm } from './ExternalVideoEditForm';

const meta = {
  title: 'Pages/Videos/Edit Forms',
  component: EditVideoForm,
  args: { video: readyUpload, onSave: fn(async () => {}), onCancel: fn() },
} satisfies Meta<typeof EditVideoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UploadedVideo: Story = {};

export const LongVideoCannotLoop: Story = { args: { video: { ...readyUpload, duration: 95 } } };

export const SaveFailed: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('Error saving video data.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error saving video data.');
  },
};

export const YouTubeVideo: Story = {
  render: (args) => (
    <ExternalVideoEditForm
      video={youTubeVideo}
      onSave={args.onSave}
      onCancel={args.onCancel}
      onResync={fn(async () => ({ ...youTubeVideo, title: 'Packing list (updated)' }))}
    />
  ),
};

export const TikTokResyncFailed: Story = {
  render: (args) => (
    <ExternalVideoEditForm
      video={tikTokVideo}
      onSave={args.onSave}
      onCancel={args.onCancel}
      onResync={fn(async () => Promise.reject(new Error('TikTok returned HTTP 404')))}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Re-Sync' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('TikTok returned HTTP 404');
  },
};
