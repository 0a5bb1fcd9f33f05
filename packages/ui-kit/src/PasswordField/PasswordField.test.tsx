import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, by keyboard too', async () => {
    const user = userEvent.setup();
    const { container } = render(<PasswordField label="Password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(show).toHaveFocus();
    await user.keyboard('{Enter}');

    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(hide).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('s3cret!');

    await user.keyboard(' ');
    expect(container.querySelector('input')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('shows its error message and keeps new-password autocomplete', () => {
    render(
      <PasswordField
        label="New password"
        autoComplete="new-password"
        isInvalid
        errorMessage="Must be at least 8 characters."
      />,
    );
    const input = screen.getByLabelText('New password', { selector: 'input' });
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription('Must be at least 8 characters.');
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField label="Admin API token" isDisabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
