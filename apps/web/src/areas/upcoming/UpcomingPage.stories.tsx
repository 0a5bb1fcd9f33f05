import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { freeMerchant, standardMerchant } from '../../mocks/account';
import { renderAt } from '../../mocks/decorators';
import { HydrateSession } from '../../session';
import { routes } from '../../routes';
import { AI_GENERATION, SLIDER_PAGES, UPCOMING_TITLE, UpcomingPage } from './UpcomingPage';

const meta = {
  title: 'Pages/Upcoming Areas',
  component: UpcomingPage,
  parameters: { layout: 'fullscreen' },
  args: { area: AI_GENERATION },
  render: (args) =>
    renderAt(
      <HydrateSession currentUser={standardMerchant}>
        <UpcomingPage {...args} />
      </HydrateSession>,
      { path: routes.ai() },
    ),
} satisfies Meta<typeof UpcomingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AI Generation on Standard: the page's frame and the notice. */
export const AIGeneration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'AI Generation', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: UPCOMING_TITLE })).toBeVisible();
  },
};

/** AI Generation on the Free plan: the upgrade card. */
export const AIGenerationLocked: Story = {
  args: { area: AI_GENERATION },
  render: (args) =>
    renderAt(
      <HydrateSession currentUser={freeMerchant}>
        <UpcomingPage {...args} />
      </HydrateSession>,
      { path: routes.ai() },
    ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Upgrade Your Plan' }),
    ).toBeVisible();
  },
};

/** The admin's Slider Pages. */
export const SliderPages: Story = { args: { area: SLIDER_PAGES } };
