import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { instagramVideos, video } from '../fixtures';
import { InstagramImportForm, type InstagramImportFormProps } from './InstagramImportForm';

const meta = {
  title: 'Pages/Videos/Instagram Import Form',
  component: InstagramImportForm,
  args: {
    posts: instagramVideos,
    importedIds: new Set(['ig-media-1']),
    onImport: fn(async () => ({ imported: [], failures: [] })),
    onDone: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof InstagramImportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the grid; the first post is already imported. */
export const ChooseVideos: Story = {};

export const NothingToImport: Story = { args: { posts: [] } };

async function toTitles(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('row', { name: /^Video posted 2026-11-11/ }));
  await userEvent.click(canvas.getByRole('row', { name: /^Video posted 2026-11-12/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
}

/** Step 2: a title and a loop toggle per chosen video. */
export const NameVideos: Story = {
  play: async ({ canvasElement }) => {
    await toTitles(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: /2026-11-11/ })).toHaveValue(
      'Instagram Video 1',
    );
  },
};

export const PartialSuccess: Story = {
  args: {
    onImport: fn<InstagramImportFormProps['onImport']>(async (items) => ({
      imported: [video('v-1', items[0]!.title, '2026-11-20T10:00:00.000Z')],
      failures: items.slice(1).map((item) => ({ item, message: 'Unable to get video metadata.' })),
    })),
  },
  play: async ({ canvasElement }) => {
    await toTitles(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Import' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Partially succeeded',
    );
  },
};
