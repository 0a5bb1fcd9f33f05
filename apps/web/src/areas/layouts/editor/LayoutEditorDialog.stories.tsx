import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { renderAt } from '../../../mocks/decorators';
import { gqlData, gqlError, gqlPending } from '../../../mocks/graphql';
import { editedVideo, editorAnswers, experiment } from './fixtures';
import { LayoutEditorDialog } from './LayoutEditorDialog';

const meta = {
  title: 'Pages/Layouts/Customize',
  component: LayoutEditorDialog,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: gqlData({
        ...editorAnswers,
        upsertVirtualVideo: editedVideo,
        upsertExperiment: experiment,
      }),
    },
  },
  args: { virtualVideoId: 'vv-jacket', title: 'Rain jacket close-up', onClose: fn() },
  render: (args) => renderAt(<LayoutEditorDialog {...args} />, { path: '/layouts' }),
} satisfies Meta<typeof LayoutEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two competing placements at 50/50: the editor first asks which one to edit. */
export const Loaded: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: 'Choose a product placement' }),
    ).toBeVisible();
  },
};

export const ReadOnly: Story = { args: { readOnly: true } };

export const Loading: Story = {
  parameters: { msw: { handlers: [gqlPending('getVirtualVideos'), ...gqlData(editorAnswers)] } },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [gqlError('getExperimentForVirtualVideo'), ...gqlData(editorAnswers)] },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Customize Rain jacket close-up' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not fetch existing product placement.',
    );
  },
};

/** A portrait layout's video: the preview is a 9:16 frame, nothing drawn outside it. */
export const Portrait: Story = {
  args: { layoutType: 'PORTRAIT' },
  play: async () => {
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await expect(await within(preview).findByTestId('preview-frame')).toBeVisible();
  },
};
