import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch that toggles with Space and click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch onChange={onChange} description="Visitors will not see the Vendy mark.">
        Hide branding
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Hide branding' });
    expect(control).toHaveAccessibleDescription('Visitors will not see the Vendy mark.');
    expect(control).not.toBeChecked();
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    await user.click(screen.getByText('Hide branding'));
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch isSelected onChange={onChange}>
        Autoplay
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Autoplay' });
    await user.click(control);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(control).toBeChecked();
  });

  it('cannot be toggled when disabled or read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Switch isDisabled onChange={onChange}>
          Muted
        </Switch>
        <Switch isReadOnly defaultSelected onChange={onChange}>
          Loop
        </Switch>
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Muted' })).toBeDisabled();
    await user.click(screen.getByText('Muted'));
    await user.click(screen.getByText('Loop'));
    expect(screen.getByRole('switch', { name: 'Loop' })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
