import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components';
import { Checkbox } from './Checkbox';
import { Button } from '../Button';

describe('Checkbox', () => {
  it('toggles with Space and with a click on its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the required message when invalid and links it to the checkbox', () => {
    render(
      <Checkbox isRequired isInvalid errorMessage="This field is required.">
        I accept the terms and conditions
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('This field is required.');
  });

  it('blocks a form submission until ticked when required', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <Checkbox isRequired errorMessage="This field is required.">
          I accept the terms and conditions
        </Checkbox>
        <Button type="submit">Sign Up</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('describes itself and cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Checkbox isDisabled description="Only owners can change this.">
        Hide branding
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Hide branding' });
    expect(box).toHaveAccessibleDescription('Only owners can change this.');
    expect(box).toBeDisabled();
    await user.click(screen.getByText('Hide branding'));
    expect(box).not.toBeChecked();
  });
});
