import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { routes } from '../../routes';
import { GetStartedCard } from './GetStartedCard';

const meta = {
  title: 'Pages/Account/Get Started Card',
  component: GetStartedCard,
  args: {
    steps: [
      { step: 'account', done: true },
      { step: 'shopify', done: true },
      { step: 'instagramFeed', done: false },
    ],
    onSkip: fn(),
  },
  render: (args) => renderAt(<GetStartedCard {...args} />, { path: routes.dashboard() }),
} satisfies Meta<typeof GetStartedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid merchant with a store: the feed is the step left. */
export const TwoOfThree: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('progressbar', { name: 'Get Started progress' })).toHaveAttribute(
      'aria-valuetext',
      '2/3 steps completed',
    );
    await expect(card.getByRole('link', { name: 'Create a feed' })).toHaveAttribute(
      'href',
      routes.instagram(),
    );
  },
};

/** A new merchant without a store or a layout yet. */
export const JustStarted: Story = {
  args: {
    steps: [
      { step: 'account', done: true },
      { step: 'shopify', done: false },
      { step: 'layout', done: false },
    ],
  },
};

/** The steps folded away, from the keyboard; Skip hides the card. */
export const FoldedAndSkipped: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const fold = card.getByRole('button', { name: 'Hide steps' });
    fold.focus();
    await userEvent.keyboard('{Enter}');
    await expect(card.getByRole('button', { name: 'Show steps' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(card.queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(card.getByRole('button', { name: 'Skip' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};
