import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tikTokPreview, youTubePreview } from '../storySupport';
import { TikTokImportForm } from './TikTokImportForm';
import { YouTubeImportForm } from './YouTubeImportForm';

const meta = {
  title: 'Pages/Videos/Import Forms',
  component: YouTubeImportForm,
  args: {
    onLookUp: fn(async () => youTubePreview),
    onImport: fn(async () => {}),
    onCancel: fn(),
  },
} satisfies Meta<typeof YouTubeImportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YouTubeUrl: Story = {};

export const YouTubeInvalidUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /YouTube URL/ }),
      'https://vimeo.com/1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('URL must be from Youtube.')).toBeVisible();
  },
};

export const YouTubeNotFound: Story = {
  args: { onLookUp: fn(async () => Promise.reject(new Error('Youtube returned HTTP 404'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /YouTube URL/ }),
      'youtu.be/abcdefghijk',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Youtube returned HTTP 404');
  },
};

export const YouTubeConfirm: Story = { args: { initialPreview: youTubePreview } };

export const TikTokUrl: Story = {
  render: (args) => (
    <TikTokImportForm
      onLookUp={fn(async () => tikTokPreview)}
      onImport={args.onImport}
      onCancel={args.onCancel}
    />
  ),
};

export const TikTokInvalidId: Story = {
  ...TikTokUrl,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /TikTok URL/ }),
      'https://www.tiktok.com/@shop/video/abc',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Invalid video ID.')).toBeVisible();
  },
};

export const TikTokTitle: Story = {
  render: (args) => (
    <TikTokImportForm
      initialPreview={tikTokPreview}
      onLookUp={args.onLookUp}
      onImport={args.onImport}
      onCancel={args.onCancel}
    />
  ),
};

export const TikTokTitleRequired: Story = {
  ...TikTokTitle,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Title/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
  },
};
