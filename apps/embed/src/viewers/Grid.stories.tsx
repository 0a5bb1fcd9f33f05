import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLayout } from './StoryLayout';

/** GRID: thumbnails three per row (two in frames up to 768 px wide); the picked one plays below. */
const meta = {
  title: 'Embed/Viewers/Grid',
  component: StoryLayout,
  parameters: { layout: 'padded' },
  args: { type: 'GRID', count: 7, onActiveChange: fn() },
} satisfies Meta<typeof StoryLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = { args: { count: 1 } };
export const Three: Story = { args: { count: 3 } };
export const Seven: Story = {};
export const PortraitItems: Story = { args: { count: 5, portrait: true } };

/** The player of the picked item opens under its row, as wide as the row. */
export const OpenItem: Story = { args: { open: 4 } };

/** A phone-wide frame: two per row; the player opens under the second row. */
export const Mobile: Story = { args: { width: 360, open: 2 } };

export const WithoutThumbnails: Story = { args: { count: 3, withoutThumbnails: true } };

export const PoweredByHidden: Story = { args: { count: 3, poweredBy: false } };

export const Empty: Story = { args: { count: 0 } };

/** Pick, pick another, close with the button and with Escape: all from the keyboard too. */
export const Journey: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const linen = await canvas.findByRole('button', { name: 'Linen shirts' });
    await userEvent.click(linen);
    await expect(linen).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Player for Linen shirts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Beach towels' }));
    await expect(canvas.queryByText('Player for Linen shirts')).toBeNull();
    await expect(canvas.getByText('Player for Beach towels')).toBeVisible();
    await expect(args.onActiveChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Close Beach towels' }));
    await expect(canvas.queryByText('Player for Beach towels')).toBeNull();

    const hats = canvas.getByRole('button', { name: 'Straw hats' });
    hats.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Player for Straw hats')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText('Player for Straw hats')).toBeNull();
    await expect(hats).toHaveFocus();
  },
};
