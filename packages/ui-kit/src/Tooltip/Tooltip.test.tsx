import { describe, it, expect } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';
import { Button } from '../Button';
import { EditIcon } from '../icons';

const trigger = <Button variant="ghost" icon={<EditIcon />} aria-label="Edit group name" />;

describe('Tooltip', () => {
  // First on purpose: right after another tooltip closes, React Aria opens the next one at once
  // (a global warm-up), which would hide the delay.
  it('opens on hover only after its delay and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Edit" delay={1000} closeDelay={0}>
        {trigger}
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Edit group name' });
    // Hover tooltips follow pointer use (React Aria's global interaction modality).
    await user.click(document.body);
    const hoveredAt = performance.now();
    await user.hover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Edit');
    expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(950);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens on keyboard focus, describes its trigger and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Tooltip content="Only owners can rename the group">{trigger}</Tooltip>);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab();
    const button = screen.getByRole('button', { name: 'Edit group name' });
    expect(button).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Only owners can rename the group');
    expect(button).toHaveAccessibleDescription('Only owners can rename the group');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('stays closed when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Edit" isDisabled>
        {trigger}
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit group name' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
