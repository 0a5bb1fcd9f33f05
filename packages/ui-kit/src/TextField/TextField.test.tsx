import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label, described by its description and reports typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextField
        label="First name"
        description="Shown to your group members."
        placeholder="Jane"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAccessibleDescription('Shown to your group members.');
    expect(input).toHaveAttribute('placeholder', 'Jane');
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('marks a required field and shows the error message when invalid', () => {
    const { rerender } = render(
      <TextField label="Email" type="email" isRequired errorMessage="Must be a valid email" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.queryByText('Must be a valid email')).not.toBeInTheDocument();

    rerender(
      <TextField
        label="Email"
        type="email"
        isRequired
        isInvalid
        errorMessage="Must be a valid email"
      />,
    );
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Must be a valid email');
  });

  it('shows a validate() message live in a form that validates with aria', async () => {
    const user = userEvent.setup();
    render(
      <Form validationBehavior="aria">
        <TextField
          label="Group name"
          validate={(value) => (value.length > 5 ? 'Input too long.' : null)}
        />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Group name' });
    await user.type(input, 'Marketing');
    expect(input).toBeInvalid();
    expect(screen.getByText('Input too long.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Team');
    expect(screen.queryByText('Input too long.')).not.toBeInTheDocument();
  });

  it('cannot be edited when disabled or read-only', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TextField label="Store" isDisabled defaultValue="demo" />
        <TextField label="Plan" isReadOnly defaultValue="growth" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Store' })).toBeDisabled();
    const plan = screen.getByRole('textbox', { name: 'Plan' });
    await user.type(plan, 'x');
    expect(plan).toHaveValue('growth');
  });

  it('counts characters of a multiline field up to its limit', async () => {
    const user = userEvent.setup();
    render(<TextField label="Message" multiline maxLength={10} showCharacterCount />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(screen.getByText('0/10 characters')).toBeInTheDocument();
    await user.type(area, 'Hello there, world');
    expect(area).toHaveValue('Hello ther');
    expect(screen.getByText('10/10 characters')).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription('10/10 characters');
  });

  it('counts a controlled value', () => {
    render(
      <TextField
        label="Notes"
        multiline
        value="abc"
        onChange={() => {}}
        maxLength={500}
        showCharacterCount
      />,
    );
    expect(screen.getByText('3/500 characters')).toBeInTheDocument();
  });
});
