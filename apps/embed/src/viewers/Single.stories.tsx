import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryLayout } from './StoryLayout';

/** LANDSCAPE and PORTRAIT: one item, mounted at once (here a placeholder for the player). */
const meta = {
  title: 'Embed/Viewers/Single',
  component: StoryLayout,
  parameters: { layout: 'padded' },
  args: { type: 'LANDSCAPE', count: 1 },
} satisfies Meta<typeof StoryLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Player for Summer lookbook')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Powered by Vendy/ })).toHaveAttribute(
      'href',
      'https://vendy.app',
    );
  },
};

export const Portrait: Story = { args: { type: 'PORTRAIT' } };

/** A portrait layout in a phone-wide frame scales down below 675 px high. */
export const PortraitMobile: Story = { args: { type: 'PORTRAIT', width: 320 } };

export const PoweredByHidden: Story = {
  args: { poweredBy: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Player for Summer lookbook');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This layout has no videos yet.')).toBeVisible();
  },
};
