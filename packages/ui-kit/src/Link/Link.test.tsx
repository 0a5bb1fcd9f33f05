import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { Link } from './Link';

describe('Link', () => {
  it('is a focusable link to its href', async () => {
    const user = userEvent.setup();
    render(<Link href="/groups">Switch Groups</Link>);
    const link = screen.getByRole('link', { name: 'Switch Groups' });
    expect(link).toHaveAttribute('href', '/groups');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('opens external links in a new tab safely and says so', () => {
    render(
      <Link href="https://example.com/terms" isExternal rel="author">
        Terms
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Terms (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual([
      'author',
      'noopener',
      'noreferrer',
    ]);
  });

  it('treats target="_blank" as external too', () => {
    render(
      <Link href="mailto:support@example.com" target="_blank">
        Help
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Help (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('navigates through the router with Enter', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/plans">Choose a Plan</Link>
      </RouterProvider>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/plans', undefined);
  });

  it('cannot be focused or followed while disabled', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/plans" isDisabled>
          Upgrade
        </Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Upgrade' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(link).not.toHaveFocus();
    await user.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });
});
