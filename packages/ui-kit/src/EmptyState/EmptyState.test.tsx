import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';
import { Button } from '../Button';
import { LayoutsIcon } from '../icons';

describe('EmptyState', () => {
  it('shows a heading, the description and a working action', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <EmptyState
        title="Create your first layout!"
        description="Get started by choosing a video and layout format."
        picture={<LayoutsIcon size={64} />}
        action={<Button onPress={onPress}>Create Layout</Button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Create your first layout!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Get started by choosing a video and layout format.'),
    ).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create Layout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('fits the page outline with a chosen heading level and no extras', () => {
    const { container } = render(<EmptyState title="No groups found" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No groups found' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
