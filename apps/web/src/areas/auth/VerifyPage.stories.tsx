import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { gqlError, gqlPending } from '../../mocks/graphql';
import { anonymous, unverifiedMerchant } from '../../mocks/fixtures';
import { HydrateSession } from '../../session';
import { VerifyPage } from './VerifyPage';
import { VerifyRoute } from './VerifyRoute';

const meta = {
  title: 'Pages/Auth/Verify',
  component: VerifyPage,
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'missingCode' } },
} satisfies Meta<typeof VerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without a code by a signed-out visitor. */
export const MissingCode: Story = {};

/** Opened without a code by a signed-in user whose email is unverified: the resend is offered. */
export const MissingCodeWithResend: Story = { args: { onResend: fn(async () => {}) } };

export const Verifying: Story = { args: { state: { status: 'verifying' } } };

export const Failed: Story = {
  args: {
    state: { status: 'failed', message: 'Unable to verify email.' },
    onResend: fn(async () => {}),
  },
};

export const ResendSent: Story = {
  args: { onResend: fn(async () => {}) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Resend Verification Email' }),
    );
  },
};

export const ResendFailed: Story = {
  args: {
    onResend: fn(async () => {
      throw new Error('Unable to send email, please try again.');
    }),
  },
  play: ResendSent.play,
};

/** Route module: verifyEmail is under way. */
export const RouteVerifying: Story = {
  parameters: { msw: { handlers: [gqlPending('verifyEmail')] } },
  render: () =>
    renderAt(
      <HydrateSession currentUser={anonymous}>
        <VerifyRoute />
      </HydrateSession>,
      { path: '/verify?code=code-1', pattern: '/verify' },
    ),
};

/** Route module: the code is refused; the signed-in, unverified user may resend. */
export const RouteFailed: Story = {
  parameters: { msw: { handlers: [gqlError('verifyEmail')] } },
  render: () =>
    renderAt(
      <HydrateSession currentUser={unverifiedMerchant}>
        <VerifyRoute />
      </HydrateSession>,
      { path: '/verify?code=old', pattern: '/verify' },
    ),
};
