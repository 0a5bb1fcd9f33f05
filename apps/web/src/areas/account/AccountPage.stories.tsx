import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { merchantUser, signedInMerchant } from '../../mocks/fixtures';
import { googleUser } from '../../mocks/account';
import { gqlData, gqlError } from '../../mocks/graphql';
import { HydrateSession } from '../../session';
import { routes } from '../../routes';
import { AccountPage } from './AccountPage';
import { AccountRoute } from './AccountRoute';

const meta = {
  title: 'Pages/Account/Account',
  component: AccountPage,
  parameters: { layout: 'fullscreen' },
  args: {
    user: merchantUser,
    onSaveDetails: fn(async () => {}),
    onChangePassword: fn(async () => {}),
    onDeleteAccount: fn(async () => {}),
    onAccountDeleted: fn(),
  },
  render: (args) => renderAt(<AccountPage {...args} />, { path: routes.account() }),
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailAccount: Story = {};

/** Signed in with Google: there is no password to change. */
export const SocialAccount: Story = { args: { user: googleUser } };

export const DetailsSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Settings saved successfully')).toBeVisible();
  },
};

export const PasswordValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('Passwords must match.')).toBeVisible();
  },
};

const openDeleteDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Account' }));
  return screen.findByRole('dialog', { name: 'Delete Account' });
};

export const DeleteDialog: Story = {
  play: async ({ canvasElement }) => {
    await openDeleteDialog(canvasElement);
  },
};

export const DeletePromptMismatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openDeleteDialog(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Confirmation/), 'delete it');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Account' }));
    await expect(await dialog.findByText('Entry must match prompt.')).toBeVisible();
  },
};

/** The account is gone; the logout follows a moment later (not run here). */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openDeleteDialog(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Confirmation/), 'permanently delete');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Account' }));
    await dialog.findByRole('status');
  },
};

const route = () =>
  renderAt(
    <HydrateSession currentUser={signedInMerchant}>
      <AccountRoute />
    </HydrateSession>,
    { path: routes.account(), otherPaths: [routes.logout()] },
  );

/** Route module: changeUserData succeeds and the session is reloaded. */
export const Route: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        changeUserData: { ...merchantUser, firstName: 'Mia' },
        getCurrentUser: { ...signedInMerchant, user: { ...merchantUser, firstName: 'Mia' } },
        changePassword: { success: true, message: null },
      }),
    },
  },
  render: route,
};

export const RouteSaved: Story = {
  ...Route,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^First Name/));
    await userEvent.type(canvas.getByLabelText(/^First Name/), 'Mia');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Settings saved successfully')).toBeVisible();
  },
};

export const RoutePasswordRejected: Story = {
  parameters: { msw: { handlers: [gqlError('changePassword', 'Current password is incorrect.')] } },
  render: route,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'not-my-password');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'new-secret-1');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'new-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Current password is incorrect.',
    );
  },
};

export const RouteDeleteFailed: Story = {
  parameters: { msw: { handlers: [gqlError('deleteUser')] } },
  render: route,
  play: async ({ canvasElement }) => {
    const dialog = within(await openDeleteDialog(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Confirmation/), 'permanently delete');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Account' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Unable to delete account.');
  },
};
