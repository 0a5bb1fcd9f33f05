// /account (doc 1 §2): account details, change password (email sign-in only) and delete account.
import { AccountDetailsForm, type AccountDetailsValues } from './AccountDetailsForm';
import { ChangePasswordForm, type ChangePasswordValues } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import * as page from './page.css';

export interface AccountPageUser {
  firstName: string;
  lastName: string;
  email: string;
  /** EMAIL, or a social provider (GOOGLE, FACEBOOK) whose accounts have no password here. */
  loginProvider: string;
}

export interface AccountPageProps {
  user: AccountPageUser;
  onSaveDetails: (values: AccountDetailsValues) => Promise<void>;
  onChangePassword: (values: ChangePasswordValues) => Promise<void>;
  onDeleteAccount: () => Promise<void>;
  /** Called a moment after the account was deleted, to log out. */
  onAccountDeleted: () => void;
}

export function AccountPage({
  user,
  onSaveDetails,
  onChangePassword,
  onDeleteAccount,
  onAccountDeleted,
}: AccountPageProps) {
  return (
    <div className={page.narrowPage}>
      <h1 className={page.heading}>Account</h1>
      <AccountDetailsForm
        initialValues={{ firstName: user.firstName, lastName: user.lastName }}
        email={user.email}
        onSave={onSaveDetails}
      />
      {user.loginProvider === 'EMAIL' && <ChangePasswordForm onChangePassword={onChangePassword} />}
      <DeleteAccountSection onDelete={onDeleteAccount} onDeleted={onAccountDeleted} />
    </div>
  );
}
