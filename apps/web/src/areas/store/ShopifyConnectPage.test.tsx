import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installedStoreName } from '../../mocks/store';
import {
  RESTRICTED_MESSAGE,
  ShopifyConnectPage,
  type ShopifyConnectPageProps,
  type ShopifyConnectState,
} from './ShopifyConnectPage';

const groups = [
  { id: 'group-fresh', name: 'Fresh Finds' },
  { id: 'group-north', name: 'Northwind Goods' },
];

const setup = (state: ShopifyConnectState, props: Partial<ShopifyConnectPageProps> = {}) => {
  const user = userEvent.setup({ delay: null });
  const handlers = {
    onLogIn: vi.fn(),
    onSignUp: vi.fn(),
    onConnect: vi.fn(async (_groupId: string) => {}),
  };
  render(
    <ShopifyConnectPage storeName={installedStoreName} state={state} {...handlers} {...props} />,
  );
  return { user, ...handlers };
};

describe('ShopifyConnectPage', () => {
  it('explains an invalid store parameter', () => {
    setup({ status: 'invalid', message: 'Requires valid store parameter.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Requires valid store parameter.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks signed-out visitors to log in or sign up', async () => {
    const { user, onLogIn, onSignUp } = setup({ status: 'signedOut' });
    expect(screen.getByText(installedStoreName)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onLogIn).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onSignUp).toHaveBeenCalledOnce();
  });

  it('says the access is being checked', () => {
    setup({ status: 'checking' });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Checking access to ${installedStoreName}`,
    );
  });

  it('shows why the access could not be checked', () => {
    setup({ status: 'failed', message: 'Unable to check store credential owner.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to check store credential owner.');
  });

  it('shows the restricted picture and message without permission', () => {
    setup({ status: 'forbidden' });
    expect(screen.getByRole('img', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(RESTRICTED_MESSAGE);
    expect(screen.queryByRole('button', { name: /Connect/ })).not.toBeInTheDocument();
  });

  it('connects the store to the chosen group', async () => {
    const { user, onConnect } = setup({ status: 'permitted', groups });
    const list = screen.getByRole('list', { name: 'Groups without a store' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Connect Northwind Goods' }));
    expect(onConnect).toHaveBeenCalledExactlyOnceWith('group-north');
  });

  it('keeps the other groups from connecting while one connects', async () => {
    const { user } = setup(
      { status: 'permitted', groups },
      { onConnect: () => new Promise<void>(() => {}) },
    );
    await user.click(screen.getByRole('button', { name: 'Connect Fresh Finds' }));
    expect(screen.getByRole('button', { name: 'Connect Northwind Goods' })).toBeDisabled();
  });

  it('shows why the store could not be connected, and allows a retry', async () => {
    const onConnect = vi
      .fn()
      .mockRejectedValueOnce(new Error('Unable to connect store.'))
      .mockResolvedValueOnce(undefined);
    const { user } = setup({ status: 'permitted', groups }, { onConnect });
    await user.click(screen.getByRole('button', { name: 'Connect Fresh Finds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect store.');
    await user.click(screen.getByRole('button', { name: 'Connect Fresh Finds' }));
    expect(onConnect).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to create a group when every group already has a store', () => {
    setup({ status: 'permitted', groups: [] });
    expect(screen.getByText(/Each of your groups already has a store/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a Group' })).toHaveAttribute('href', '/groups');
  });
});
