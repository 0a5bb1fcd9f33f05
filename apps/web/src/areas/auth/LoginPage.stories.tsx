import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { gqlError, gqlPending } from '../../mocks/graphql';
import { LoginPage } from './LoginPage';
import { LoginRoute } from './LoginRoute';
import { NO_GOOGLE_CODE, facebookRefused } from './socialReturn';

const meta = {
  title: 'Pages/Auth/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  args: { onLogin: fn(async () => {}), onGoogle: fn(), onFacebook: fn() },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log In' }));
  },
};

export const WrongPassword: Story = {
  args: {
    onLogin: fn(async () => {
      throw new Error('Unable to login.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'maya@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
  },
};

export const GoogleInProgress: Story = { args: { socialPending: 'google' } };

export const GoogleReturnedNoCode: Story = { args: { socialError: NO_GOOGLE_CODE } };

export const GoogleFailed: Story = { args: { socialError: 'Login with Google failed.' } };

export const FacebookRefused: Story = { args: { socialError: facebookRefused('not_authorized') } };

/** Route module, back from Google: loginWithGoogle is under way. */
export const RouteBackFromGoogle: Story = {
  parameters: { msw: { handlers: [gqlPending('loginWithGoogle')] } },
  render: () =>
    renderAt(<LoginRoute />, { path: '/login?provider=google&code=auth-code', pattern: '/login' }),
};

/** Route module, back from Facebook with a token the server refuses. */
export const RouteFacebookFailed: Story = {
  parameters: { msw: { handlers: [gqlError('loginWithFacebook')] } },
  render: () =>
    renderAt(<LoginRoute />, { path: '/login?provider=facebook&token=expired', pattern: '/login' }),
};
