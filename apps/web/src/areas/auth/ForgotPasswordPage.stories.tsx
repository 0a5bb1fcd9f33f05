import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { gqlError } from '../../mocks/graphql';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ForgotPasswordRoute } from './ForgotPasswordRoute';

const meta = {
  title: 'Pages/Auth/Forgot Password',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen' },
  args: { onSend: fn(async () => {}) },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendTo =
  (email: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    if (email) await userEvent.type(canvas.getByLabelText(/^Email/), email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
  };

export const Default: Story = {};

export const ValidationError: Story = { play: sendTo('') };

export const Sent: Story = { play: sendTo('maya@example.com') };

export const Failed: Story = {
  args: {
    onSend: fn(async () => {
      throw new Error('Unable to send forgot password email.');
    }),
  },
  play: sendTo('maya@example.com'),
};

/** Route module: the server fails without a message, so the fallback shows. */
export const RouteFailed: Story = {
  parameters: { msw: { handlers: [gqlError('sendForgotPasswordEmail')] } },
  render: () => renderAt(<ForgotPasswordRoute />, { path: '/forgot-password' }),
  play: sendTo('maya@example.com'),
};
