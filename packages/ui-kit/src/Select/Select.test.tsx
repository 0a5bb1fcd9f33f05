import { describe, it, expect, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, type SelectOption } from './Select';
// Popovers keep focus on their items only with this happy-dom shim (see the file).
import '../Menu/happyDomFocus';

const roles: SelectOption<'OWNER' | 'USER'>[] = [
  { id: 'OWNER', label: 'owner' },
  { id: 'USER', label: 'user' },
];

describe('Select', () => {
  it('shows its label and placeholder, then opens and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Role" placeholder="Choose a role" options={roles} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Role/ });
    expect(trigger).toHaveTextContent('Choose a role');

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const listbox = screen.getByRole('listbox', { name: 'Role' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['owner', 'user']);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenCalledWith('USER');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('user');
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Role" options={roles} defaultValue="OWNER" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Role/ }));
    expect(screen.getByRole('option', { name: 'owner' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Role/ })).toHaveTextContent('owner');
  });

  it('chooses with a click and skips disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        label="Page size"
        options={[
          { id: 5, label: '5' },
          { id: 10, label: '10', isDisabled: true },
          { id: 25, label: '25' },
        ]}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Page size/ }));
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(onChange).toHaveBeenCalledWith(25);
  });

  it('shows its error message when invalid', () => {
    render(<Select label="Role" options={roles} isInvalid errorMessage="Invalid role." />);
    expect(screen.getByText('Invalid role.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Role/ })).toHaveAccessibleDescription(
      'Invalid role.',
    );
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<Select label="Role" options={roles} isDisabled />);
    const trigger = screen.getByRole('button', { name: /Role/ });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
