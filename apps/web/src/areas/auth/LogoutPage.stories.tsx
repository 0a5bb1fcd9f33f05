import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderAt } from '../../mocks/decorators';
import { gqlPending } from '../../mocks/graphql';
import { LogoutPage } from './LogoutPage';
import { LogoutRoute } from './LogoutRoute';

const meta = {
  title: 'Pages/Auth/Logout',
  component: LogoutPage,
  parameters: { layout: 'fullscreen' },
  args: { isDone: false },
} satisfies Meta<typeof LogoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggingOut: Story = {};

export const LoggedOut: Story = { args: { isDone: true } };

export const Failed: Story = {
  args: { isDone: true, error: 'Something went wrong. Please try again.' },
};

/** Route module while the server has not answered (so no redirect timer runs). */
export const Route: Story = {
  parameters: { msw: { handlers: [gqlPending('logout')] } },
  render: () => renderAt(<LogoutRoute />, { path: '/logout' }),
};
