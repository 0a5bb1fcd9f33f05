import { describe, it, expect, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { receivedInvitations } from '../../mocks/groups';
import { PendingInvitationsPage } from './PendingInvitationsPage';

// Whole pages with React Aria tables and dialogs take seconds to render on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const signedIn = (
  overrides: Partial<{
    onAccept: (id: string) => Promise<void>;
    onDecline: (id: string) => Promise<void>;
  }> = {},
) => {
  const user = userEvent.setup();
  const onAccept = overrides.onAccept ?? vi.fn(async (_id: string) => {});
  const onDecline = overrides.onDecline ?? vi.fn(async (_id: string) => {});
  render(
    <PendingInvitationsPage
      signedIn
      invitations={{ status: 'ready', data: receivedInvitations }}
      onAccept={onAccept}
      onDecline={onDecline}
    />,
  );
  return { user, onAccept, onDecline };
};

const item = (groupName: string) =>
  screen.getByRole('heading', { name: groupName }).closest('li') as HTMLElement;

describe('PendingInvitationsPage', () => {
  it('lists each invitation with its group, lower-case role and date', () => {
    signedIn();
    const harbour = item('Harbour Crafts');
    expect(within(harbour).getByText('user')).toBeInTheDocument();
    expect(harbour).toHaveTextContent('Invited on 2026-11-18');
    expect(within(item('Summit Supply')).getByText('owner')).toBeInTheDocument();
  });

  it('accepts an invitation: the result text replaces its buttons', async () => {
    const { user, onAccept } = signedIn();
    await user.click(screen.getByRole('button', { name: 'Accept invitation to Harbour Crafts' }));
    expect(onAccept).toHaveBeenCalledExactlyOnceWith('invite-harbour');
    const harbour = item('Harbour Crafts');
    expect(within(harbour).getByRole('status')).toHaveTextContent('Accepted invitation.');
    expect(within(harbour).queryByRole('button')).not.toBeInTheDocument();
    // The other invitation can still be answered.
    expect(within(item('Summit Supply')).getAllByRole('button')).toHaveLength(2);
  });

  it('declines an invitation: the result text replaces its buttons', async () => {
    const { user, onDecline } = signedIn();
    await user.click(screen.getByRole('button', { name: 'Decline invitation to Summit Supply' }));
    expect(onDecline).toHaveBeenCalledExactlyOnceWith('invite-summit');
    const summit = item('Summit Supply');
    expect(within(summit).getByRole('status')).toHaveTextContent('Declined invitation.');
    expect(within(summit).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server message next to the invitation and keeps its buttons', async () => {
    const { user } = signedIn({
      onAccept: vi.fn().mockRejectedValue(new Error('Unable to accept invitation.')),
    });
    await user.click(screen.getByRole('button', { name: 'Accept invitation to Harbour Crafts' }));
    const harbour = item('Harbour Crafts');
    expect(await within(harbour).findByRole('alert')).toHaveTextContent(
      'Unable to accept invitation.',
    );
    expect(within(harbour).getByRole('status')).toBeEmptyDOMElement();
    expect(within(harbour).getAllByRole('button')).toHaveLength(2);
  });

  it('says so when there are no pending invitations', () => {
    render(
      <PendingInvitationsPage
        signedIn
        invitations={{ status: 'ready', data: [] }}
        onAccept={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    expect(screen.getByText('You have no pending invitations.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows why the invitations could not be loaded', () => {
    render(
      <PendingInvitationsPage
        signedIn
        invitations={{
          status: 'error',
          message: 'Unable to get pending project group invitations.',
        }}
        onAccept={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to get pending project group invitations.',
    );
  });

  it('offers Log In and Sign Up to a visitor, remembering to come back here', async () => {
    const user = userEvent.setup();
    const onRememberReturn = vi.fn();
    render(<PendingInvitationsPage signedIn={false} onRememberReturn={onRememberReturn} />);
    const logIn = screen.getByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('You have no pending invitations.')).not.toBeInTheDocument();
    // Clicking navigates for real in the browser; here only the remembered path matters.
    logIn.addEventListener('click', (e) => e.preventDefault());
    await user.click(logIn);
    expect(onRememberReturn).toHaveBeenCalledTimes(1);
  });
});
