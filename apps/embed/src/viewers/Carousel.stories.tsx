import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryLayout } from './StoryLayout';

/**
 * LANDSCAPE_CAROUSEL, PORTRAIT_CAROUSEL and PORTRAIT_COVERFLOW: the centre item plays (here a
 * placeholder for the player), its neighbours are scaled and shifted aside.
 */
const meta = {
  title: 'Embed/Viewers/Carousel',
  component: StoryLayout,
  parameters: { layout: 'padded' },
  args: { type: 'PORTRAIT_CAROUSEL', count: 3, onActiveChange: fn() },
} satisfies Meta<typeof StoryLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PortraitOne: Story = { args: { count: 1 } };
export const PortraitThree: Story = {};
export const PortraitSeven: Story = { args: { count: 7 } };

export const LandscapeOne: Story = { args: { type: 'LANDSCAPE_CAROUSEL', count: 1 } };
export const LandscapeThree: Story = { args: { type: 'LANDSCAPE_CAROUSEL' } };
export const LandscapeSeven: Story = { args: { type: 'LANDSCAPE_CAROUSEL', count: 7 } };

export const CoverflowOne: Story = { args: { type: 'PORTRAIT_COVERFLOW', count: 1 } };
export const CoverflowThree: Story = { args: { type: 'PORTRAIT_COVERFLOW' } };
export const CoverflowSeven: Story = { args: { type: 'PORTRAIT_COVERFLOW', count: 7 } };

/** Items without a stored thumbnail show the fallback picture. */
export const WithoutThumbnails: Story = { args: { count: 5, withoutThumbnails: true } };

/**
 * On touch devices the swipe prompt shows for 2.5 seconds. No screenshot: whether it is still
 * there when the picture is taken depends on the machine's speed.
 */
export const TouchPrompt: Story = {
  args: { count: 5, touch: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    // The layout mounts in an effect, just after the story renders.
    await waitFor(() => expect(canvasElement.querySelector('[data-swipe-prompt]')).not.toBeNull());
  },
};

/** A phone-wide frame on a touch device, once the swipe prompt has gone. */
export const Mobile: Story = {
  args: { count: 5, width: 360, touch: true },
  play: async ({ canvasElement }) => {
    const prompt = () => canvasElement.querySelector('[data-swipe-prompt]');
    await waitFor(() => expect(prompt()).not.toBeNull());
    await waitFor(() => expect(prompt()).toBeNull(), {
      timeout: 4000,
    });
  },
};

export const PoweredByHidden: Story = { args: { poweredBy: false } };

export const Empty: Story = { args: { count: 0 } };

/** Arrow keys, Home and End on the focused carousel change the centre item. */
export const KeyboardNavigation: Story = {
  args: { count: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = await canvas.findByRole('region', { name: 'Videos' });
    await expect(canvas.getByText('Player for Linen shirts')).toBeVisible();
    carousel.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Player for Weekend bags')).toBeVisible();
    await expect(canvas.getByText('Item 4 of 5: Weekend bags')).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByText('Player for Summer lookbook')).toBeVisible();
    await expect(args.onActiveChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('Player for Straw hats')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('Player for Weekend bags')).toBeVisible();
    await expect(carousel).toHaveFocus();
  },
};

/** Clicking a side item brings it to the centre; the buttons step through the items. */
export const ClickSideItem: Story = {
  args: { type: 'PORTRAIT_COVERFLOW', count: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Play Weekend bags' }));
    await expect(canvas.getByText('Player for Weekend bags')).toBeVisible();
    await expect(args.onActiveChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Play Linen shirts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next item' }));
    await expect(canvas.getByText('Player for Straw hats')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next item' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous item' }));
    await waitFor(() => expect(args.onActiveChange).toHaveBeenLastCalledWith(3));
  },
};
