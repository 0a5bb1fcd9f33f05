import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { ResetPasswordPage } from './ResetPasswordPage';
import { ResetPasswordRoute } from './ResetPasswordRoute';

const meta = {
  title: 'Pages/Auth/Reset Password',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen' },
  args: { hasChangeId: true, onReset: fn(async () => {}) },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose =
  (password: string, confirmation: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/), password);
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), confirmation);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
  };

export const Default: Story = {};

export const MissingChangeId: Story = { args: { hasChangeId: false } };

export const ValidationErrors: Story = { play: choose('short', 'other') };

export const Failed: Story = {
  args: {
    onReset: fn(async () => {
      throw new Error('Unable to reset password, please try again.');
    }),
  },
  play: choose('new secret', 'new secret'),
};

/** Route module opened without the emailed link's changeId. */
export const RouteWithoutChangeId: Story = {
  render: () => renderAt(<ResetPasswordRoute />, { path: '/reset-password' }),
};

export const Route: Story = {
  render: () =>
    renderAt(<ResetPasswordRoute />, {
      path: '/reset-password?changeId=change-7',
      pattern: '/reset-password',
    }),
};
