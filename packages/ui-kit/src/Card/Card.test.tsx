import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { Card } from './Card';
import { Button } from '../Button';
import { MoreVerticalIcon } from '../icons';

describe('Card', () => {
  it('shows a heading at the requested level, its actions and body', () => {
    render(
      <Card
        title="Current plan"
        headingLevel={2}
        actions={<Button variant="ghost" icon={<MoreVerticalIcon />} aria-label="Plan actions" />}
      >
        Growth, $199.00 per month
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Current plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan actions' })).toBeInTheDocument();
    expect(screen.getByText('Growth, $199.00 per month')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(1);
  });

  it('as a clickable card, is one keyboard stop named by its title and described by its body', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Card title="Acme Store" onPress={onPress}>
        3 members · growth
      </Card>,
    );
    const control = screen.getByRole('button', { name: 'Acme Store' });
    expect(control).toHaveAccessibleDescription('3 members · growth');
    expect(control.closest('h3')).not.toBeNull();
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(control);
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('keeps its actions separate from the card control (no nested controls)', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const onMenu = vi.fn();
    render(
      <Card
        title="Acme Store"
        onPress={onPress}
        actions={<Button icon={<MoreVerticalIcon />} aria-label="Group actions" onPress={onMenu} />}
      />,
    );
    const card = screen.getByRole('button', { name: 'Acme Store' });
    const menu = screen.getByRole('button', { name: 'Group actions' });
    expect(card.contains(menu)).toBe(false);
    expect(menu.contains(card)).toBe(false);
    await user.tab();
    await user.tab();
    expect(menu).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('marks the current card and ignores presses when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <Card title="Current group" onPress={onPress} isCurrent />
        <Card title="Locked group" onPress={onPress} isDisabled />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Current group' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const locked = screen.getByRole('button', { name: 'Locked group' });
    expect(locked).toBeDisabled();
    await user.click(locked);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('as a link card, navigates to its href', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Card title="Layouts" href="/layouts">
          Create and publish embeddable layouts.
        </Card>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Layouts' });
    expect(link).toHaveAttribute('href', '/layouts');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/layouts', undefined);
  });

  it('requires a title for a clickable card at compile time', () => {
    // @ts-expect-error a clickable card is named by its title
    const unnamed = <Card onPress={() => {}}>body</Card>;
    expect(unnamed.props).not.toHaveProperty('title');
  });
});
