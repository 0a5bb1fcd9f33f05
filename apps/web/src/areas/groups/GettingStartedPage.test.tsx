import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GettingStartedPage } from './GettingStartedPage';
import { fill } from './testing';

// Whole pages with React Aria tables and dialogs take seconds to render on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const setup = (onCreateGroup = vi.fn(async (_name: string) => {})) => {
  const user = userEvent.setup();
  render(<GettingStartedPage firstName="Maya" onCreateGroup={onCreateGroup} />);
  return { user, onCreateGroup };
};

describe('GettingStartedPage', () => {
  it('greets the user and creates the first group with the trimmed name', async () => {
    const { user, onCreateGroup } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Maya' })).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: /Group Name/ }), '  Fresh Threads  ');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(onCreateGroup).toHaveBeenCalledExactlyOnceWith('Fresh Threads');
  });

  it('requires a name and refuses one over 100 characters', async () => {
    const { user, onCreateGroup } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: /Group Name/ });
    await user.click(field);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Input too long.')).toBeInTheDocument();

    await user.click(field);
    await user.keyboard('{End}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(onCreateGroup).toHaveBeenCalledExactlyOnceWith('x'.repeat(100));
  });

  it('shows the server message when the group cannot be created', async () => {
    const { user } = setup(vi.fn().mockRejectedValue(new Error('Unable to create group.')));
    await fill(user, screen.getByRole('textbox', { name: /Group Name/ }), 'Fresh Threads');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to create group.');
  });

  it('links to the pending invitations', () => {
    setup();
    expect(screen.getByRole('link', { name: 'View your pending invitations' })).toHaveAttribute(
      'href',
      '/pending-invitations',
    );
  });
});
