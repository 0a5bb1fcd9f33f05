import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchantUser } from '../../mocks/fixtures';
import { googleUser } from '../../mocks/account';
import { AccountPage, type AccountPageProps } from './AccountPage';
import { ACCOUNT_DELETED } from './DeleteAccountSection';

const setup = (props: Partial<AccountPageProps> = {}) => {
  const user = userEvent.setup({ delay: null });
  const handlers = {
    onSaveDetails: vi.fn(async (_values: { firstName: string; lastName: string }) => {}),
    onChangePassword: vi.fn(async (_values: { password: string; newPassword: string }) => {}),
    onDeleteAccount: vi.fn(async () => {}),
    onAccountDeleted: vi.fn(),
  };
  render(<AccountPage user={merchantUser} {...handlers} {...props} />);
  return { user, ...handlers };
};

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

/** Puts text in a field in one go (typing key by key is slow and adds nothing here). */
const enter = async (
  user: ReturnType<typeof userEvent.setup>,
  element: HTMLElement,
  text: string,
) => {
  await user.click(element);
  await user.paste(text);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('AccountPage: account details', () => {
  it("saves the user's names and confirms it", async () => {
    const { user, onSaveDetails } = setup();
    expect(field('First Name')).toHaveValue('Maya');
    expect(field('Last Name')).toHaveValue('Merchant');
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSaveDetails).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Mia',
      lastName: 'Merchant',
    });
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
  });

  it('requires both names', async () => {
    const { user, onSaveDetails } = setup();
    await user.clear(field('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSaveDetails).not.toHaveBeenCalled();
  });

  it("shows the server's message instead of the confirmation on failure", async () => {
    const { user } = setup({
      onSaveDetails: vi.fn().mockRejectedValue(new Error('Unable to update user data.')),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to update user data.');
    expect(screen.queryByText('Settings saved successfully')).not.toBeInTheDocument();
  });
});

describe('AccountPage: change password', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    confirm: string,
  ) => {
    await enter(user, field('Current Password'), current);
    await enter(user, field('New Password'), next);
    await enter(user, field('Confirm Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
  };

  it('changes the password, confirms it and clears the fields', async () => {
    const { user, onChangePassword } = setup();
    await fill(user, 'old-secret', 'new-secret-1', 'new-secret-1');
    expect(onChangePassword).toHaveBeenCalledExactlyOnceWith({
      password: 'old-secret',
      newPassword: 'new-secret-1',
    });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(field('Current Password')).toHaveValue('');
    expect(field('New Password')).toHaveValue('');
    expect(field('Confirm Password')).toHaveValue('');
  });

  it('needs a new password of at least 8 characters, confirmed', async () => {
    const { user, onChangePassword } = setup();
    await fill(user, 'old-secret', 'short', 'other');
    expect(await screen.findByText('Must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match.')).toBeInTheDocument();
    expect(onChangePassword).not.toHaveBeenCalled();
  });

  it("shows the server's message when the password cannot be changed", async () => {
    const { user } = setup({
      onChangePassword: vi.fn().mockRejectedValue(new Error('Unable to change password.')),
    });
    await fill(user, 'wrong-one', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to change password.');
  });

  it('is not offered to users who sign in with a social provider', () => {
    setup({ user: googleUser });
    expect(screen.queryByRole('heading', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
  });
});

describe('AccountPage: delete account', () => {
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    return screen.getByRole('dialog', { name: 'Delete Account' });
  };

  it('refuses any entry but the prompt', async () => {
    const { user, onDeleteAccount } = setup();
    const dialog = await openDialog(user);
    await enter(user, within(dialog).getByLabelText(/^Confirmation/), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText('Entry must match prompt.')).toBeInTheDocument();
    expect(onDeleteAccount).not.toHaveBeenCalled();
  });

  it('deletes the account, then logs out after 3 seconds', async () => {
    const { user, onDeleteAccount, onAccountDeleted } = setup();
    const dialog = await openDialog(user);
    await enter(user, within(dialog).getByLabelText(/^Confirmation/), 'permanently delete');
    // The clock stops only now, so that the delay is measured from the deletion exactly. React's
    // scheduler (setImmediate) keeps running; the press is a plain click because user-event waits
    // on the stopped setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await act(async () => {});
    expect(onDeleteAccount).toHaveBeenCalledOnce();
    expect(screen.getByText(ACCOUNT_DELETED)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(onAccountDeleted).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAccountDeleted).toHaveBeenCalledOnce();
  });

  it('keeps the dialog open with the message when the account cannot be deleted', async () => {
    const { user, onAccountDeleted } = setup({
      onDeleteAccount: vi.fn().mockRejectedValue(new Error('Unable to delete account.')),
    });
    const dialog = await openDialog(user);
    await enter(user, within(dialog).getByLabelText(/^Confirmation/), 'permanently delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to delete account.');
    expect(screen.getByRole('dialog', { name: 'Delete Account' })).toBeInTheDocument();
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });
});
