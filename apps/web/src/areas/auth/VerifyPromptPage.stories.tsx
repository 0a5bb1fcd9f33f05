import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { gqlData } from '../../mocks/graphql';
import { unverifiedMerchant } from '../../mocks/fixtures';
import { ok } from '../../mocks/auth';
import { HydrateSession } from '../../session';
import { VerifyPromptPage } from './VerifyPromptPage';
import { VerifyPromptRoute } from './VerifyPromptRoute';

const meta = {
  title: 'Pages/Auth/Verify Prompt',
  component: VerifyPromptPage,
  parameters: { layout: 'fullscreen' },
  args: { email: 'maya@example.com', onResend: fn(async () => {}) },
} satisfies Meta<typeof VerifyPromptPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const resend = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Resend Verification Email' }),
  );
};

export const Default: Story = {};

export const WithoutEmail: Story = { args: { email: null } };

/** Right after sign-up: signed out, so Log In instead of resending. */
export const AfterSignup: Story = { args: { onResend: undefined } };

export const ResendSent: Story = { play: resend };

export const ResendFailed: Story = {
  args: {
    onResend: fn(async () => {
      throw new Error('Unable to send email, please try again.');
    }),
  },
  play: resend,
};

export const Route: Story = {
  parameters: { msw: { handlers: gqlData({ resendVerificationEmail: ok }) } },
  render: () =>
    renderAt(
      <HydrateSession currentUser={unverifiedMerchant}>
        <VerifyPromptRoute />
      </HydrateSession>,
      { path: '/verify-prompt' },
    ),
  play: resend,
};
