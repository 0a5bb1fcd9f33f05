import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noneLeft, noPlan, oneMinuteLeft, plentyLeft } from './fixtures';
import { UploadMinutes } from './UploadMinutes';

const meta = {
  title: 'Pages/Videos/Upload Minutes',
  component: UploadMinutes,
  args: { usage: { status: 'ready', data: plentyLeft } },
} satisfies Meta<typeof UploadMinutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlentyLeft: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('meter', { name: 'Upload minutes' }),
    ).toHaveAttribute('aria-valuetext', '42 of 300 minutes used');
  },
};

export const OneMinuteLeft: Story = { args: { usage: { status: 'ready', data: oneMinuteLeft } } };

export const NoneLeft: Story = { args: { usage: { status: 'ready', data: noneLeft } } };

export const NoPaidPlan: Story = {
  args: { usage: { status: 'ready', data: noPlan } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Your plan does not include video uploads/),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { usage: { status: 'loading' } } };

export const LoadError: Story = {
  args: { usage: { status: 'error', message: 'Unable to get data.' } },
};
