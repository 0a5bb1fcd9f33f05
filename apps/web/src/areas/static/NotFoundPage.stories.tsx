import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { signedInMerchant } from '../../mocks/fixtures';
import { routes } from '../../routes';
import { SignedInShell } from '../../session/shells/Shells';
import { NotFoundPage } from './NotFoundPage';
import { routes as staticRoutes } from './routes';

const meta = {
  title: 'Pages/Static/Not Found',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
  args: { onGoBack: () => {} },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A signed-in user: their header (no Log In / Sign Up) and the way back to the dashboard. */
export const SignedIn: Story = {
  args: { dashboardHref: routes.dashboard() },
  render: (args) =>
    renderAt(
      <SignedInShell
        currentUser={signedInMerchant}
        currentPath={routes.notFound()}
        onTour={fn()}
        onLogout={fn()}
      >
        <NotFoundPage {...args} />
      </SignedInShell>,
      { path: routes.notFound() },
    ),
};

/** The /404 route as registered by the static area (signed out: no session in the story). */
export const Route: Story = {
  render: () => {
    const notFound = staticRoutes.semiPublic?.find((route) => route.path === routes.notFound());
    return renderAt(notFound?.element, { path: routes.notFound() });
  },
};
