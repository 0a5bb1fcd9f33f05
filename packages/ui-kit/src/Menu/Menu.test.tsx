import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserIcon } from '../icons';
import './happyDomFocus';
import { Menu, MenuItem, MenuSeparator } from './Menu';

function AccountMenu({ onAction }: { onAction?: (id: unknown) => void }) {
  return (
    <Menu label="Account menu" icon={<UserIcon />} hideLabel onAction={onAction}>
      <MenuItem id="account" href="/account">
        Account
      </MenuItem>
      <MenuItem id="groups" href="/groups">
        Groups
      </MenuItem>
      <MenuItem id="tour">Tour</MenuItem>
      <MenuSeparator />
      <MenuItem id="help" href="mailto:support@vendy.example">
        Help
      </MenuItem>
      <MenuItem id="logout" tone="danger">
        Log out
      </MenuItem>
    </Menu>
  );
}

describe('Menu', () => {
  it('has an icon button named by its label that opens the menu', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Account',
      'Groups',
      'Tour',
      'Help',
      'Log out',
    ]);
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('renders links as links with their href, including the mailto Help link', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute(
      'href',
      'mailto:support@vendy.example',
    );
  });

  it('is operable with the keyboard and reports the chosen item', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<AccountMenu onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Tour' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0]).toBe('tour');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('closes with Escape without choosing anything', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<AccountMenu onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('calls an item’s own action and skips disabled items', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(
      <Menu label="Actions for ann@example.com" disabledKeys={['webhooks']}>
        <MenuItem id="trial">Add free-trial days</MenuItem>
        <MenuItem id="webhooks">Set store webhooks</MenuItem>
        <MenuItem id="remove" tone="danger" onAction={onRemove}>
          Remove user
        </MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for ann@example.com' }));
    expect(screen.getByRole('menuitem', { name: 'Set store webhooks' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Add free-trial days' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Remove user' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
