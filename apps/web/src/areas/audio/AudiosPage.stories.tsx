import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { AudiosPage } from './AudiosPage';
import { AudiosRoute } from './AudiosRoute';
import { audios, manyAudios } from './fixtures';

const meta = {
  title: 'Pages/Audio/Audios',
  component: AudiosPage,
  parameters: { layout: 'fullscreen' },
  args: {
    audios: { status: 'ready', data: audios },
    actions: {
      upload: fn(async () => audios[0]!),
      save: fn(async (audio) => audio),
      remove: fn(async () => {}),
    },
    readDuration: async () => 42,
  },
} satisfies Meta<typeof AudiosPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { audios: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { audios: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { audios: { status: 'error', message: 'Unable to get audio files.' } },
};

/** Twelve tracks: the first page of ten, with the page controls. */
export const Paged: Story = { args: { audios: { status: 'ready', data: manyAudios } } };

/** Lists may be read-only: no Add Audio, edit or delete. */
export const ReadOnly: Story = { args: { readOnly: true } };

export const UploadDialog: Story = { args: { initialDialog: { kind: 'upload' } } };

export const EditDialog: Story = { args: { initialDialog: { kind: 'edit', audio: audios[0]! } } };

/** A track over a minute long: the loop toggle is off and disabled, with the reason. */
export const EditLongTrack: Story = {
  args: { initialDialog: { kind: 'edit', audio: audios[1]! } },
};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete Upbeat acoustic' }),
    );
    await expect(
      await screen.findByRole('alertdialog', { name: 'Delete Audio' }),
    ).toHaveTextContent('Do you really want to delete this audio? This action cannot be undone.');
  },
};

export const DeleteFailed: Story = {
  args: {
    actions: {
      upload: fn(async () => audios[0]!),
      save: fn(async (audio) => audio),
      remove: fn(async () => Promise.reject(new Error('Error deleting audio.'))),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete Beach waves' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Audio' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText('Error deleting audio.')).toBeVisible();
  },
};

const route = () => renderAt(<AudiosRoute readDuration={async () => 42} />, { path: '/audios' });

/** Route module: the list comes from getAudios. */
export const Route: Story = {
  parameters: { msw: { handlers: gqlData({ getAudios: audios }) } },
  render: route,
};

export const RouteLoading: Story = {
  parameters: { msw: { handlers: [gqlPending('getAudios')] } },
  render: route,
};

/** Route module: getAudios fails without a message, so the fallback is shown. */
export const RouteLoadFailed: Story = {
  parameters: { msw: { handlers: [gqlError('getAudios')] } },
  render: route,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to get audio files.',
    );
  },
};
