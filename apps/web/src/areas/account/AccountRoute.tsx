// Route module for /account: saves names, changes the password, deletes the account.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ChangePasswordDocument,
  ChangeUserDataDocument,
  DeleteUserDocument,
} from '@vendy/client/generated';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { useSession } from '../../session';
import { AccountPage } from './AccountPage';
import type { AccountDetailsValues } from './AccountDetailsForm';
import type { ChangePasswordValues } from './ChangePasswordForm';
import { ensureSuccess } from './successResult';

export function AccountRoute() {
  const { currentUser, refresh } = useSession();
  const navigate = useNavigate();
  const onAccountDeleted = useCallback(
    () => navigate(routes.logout(), { replace: true }),
    [navigate],
  );
  const user = currentUser.user;
  // App routes render behind the redirect rule, so a user is always signed in here.
  if (!user) return null;

  const onSaveDetails = async (values: AccountDetailsValues) => {
    await request(ChangeUserDataDocument, values);
    await refresh();
  };

  const onChangePassword = async (values: ChangePasswordValues) => {
    const { changePassword } = await request(ChangePasswordDocument, values);
    ensureSuccess(changePassword, 'changePassword');
  };

  // The session is not refreshed: the server has ended it, and /logout finishes the sign-out.
  const onDeleteAccount = async () => {
    const { deleteUser } = await request(DeleteUserDocument);
    ensureSuccess(deleteUser, 'deleteUser');
  };

  return (
    <AccountPage
      user={user}
      onSaveDetails={onSaveDetails}
      onChangePassword={onChangePassword}
      onDeleteAccount={onDeleteAccount}
      onAccountDeleted={onAccountDeleted}
    />
  );
}
