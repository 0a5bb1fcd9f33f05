import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedInMerchant } from '../../mocks/fixtures';
import { toasts } from '@vendy/ui-kit';
import { renderAt } from '../../mocks/decorators';
import { gqlError, gqlPending } from '../../mocks/graphql';
import { HydrateSession } from '../../session';
import {
  ACCESS_DENIED,
  CONNECTING,
  INCORRECT_PARAMETERS,
  InstagramConnectPage,
} from './InstagramConnectPage';
import { InstagramConnectRoute } from './InstagramConnectRoute';

const meta = {
  title: 'Pages/Instagram/Connect',
  component: InstagramConnectPage,
  parameters: { layout: 'fullscreen' },
  // Toasts live in one app-wide queue: none may follow a story into the next one's screenshot.
  beforeEach: () => toasts.clear(),
  args: { state: { status: 'connecting' } },
  render: (args) =>
    renderAt(<InstagramConnectPage {...args} />, { path: '/instagram/connect?code=abc' }),
} satisfies Meta<typeof InstagramConnectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from Instagram with a code: the account is being set up. */
export const Connecting: Story = {};

/** Back from Instagram without a code but with an error: the user refused. */
export const AccessDenied: Story = { args: { state: { status: 'denied' } } };

/** Neither a code nor an error. */
export const IncorrectParameters: Story = { args: { state: { status: 'invalid' } } };

/** The server could not set the account up: its message, and the way to try again. */
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'Unable to connect to Instagram account.' } },
};

const route = (path: string) => () =>
  renderAt(
    <HydrateSession currentUser={signedInMerchant}>
      <InstagramConnectRoute />
    </HydrateSession>,
    { path, pattern: '/instagram/connect', otherPaths: ['/layouts', '/instagram/reconnect'] },
  );

/** Route module with a code: setupInstagramAccount is running. */
export const RouteConnecting: Story = {
  parameters: { msw: { handlers: [gqlPending('setupInstagramAccount')] } },
  render: route('/instagram/connect?code=abc123'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: CONNECTING }),
    ).toBeVisible();
  },
};

/** Route module with ?error=access_denied. */
export const RouteAccessDenied: Story = {
  render: route('/instagram/connect?error=access_denied'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ACCESS_DENIED);
  },
};

/** Route module without parameters. */
export const RouteIncorrectParameters: Story = {
  render: route('/instagram/connect'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      INCORRECT_PARAMETERS,
    );
  },
};

/** Route module: setupInstagramAccount fails with the server's message. */
export const RouteFailed: Story = {
  parameters: {
    msw: { handlers: [gqlError('setupInstagramAccount', 'This authorization code has expired.')] },
  },
  render: route('/instagram/connect?code=old'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This authorization code has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/instagram',
    );
  },
};
