import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { LinkButton } from './LinkButton';
import { TrashIcon } from '../icons';

describe('Button', () => {
  it('is activated by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('ignores presses and leaves the tab order when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <Button isDisabled onPress={onPress}>
          Save
        </Button>
        <Button>Next</Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('announces Loading while pending, stays focusable and ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(
      <Button isPending onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save Loading' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();

    rerender(
      <Button isPending={false} onPress={onPress}>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending>
          Log In
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Log In Loading' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names an icon-only button by its aria-label, also while pending', () => {
    const { rerender } = render(<Button icon={<TrashIcon />} aria-label="Delete layout" />);
    const button = screen.getByRole('button', { name: 'Delete layout' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Button icon={<TrashIcon />} aria-label="Delete layout" isPending />);
    expect(screen.getByRole('button', { name: 'Delete layout Loading' })).toBeInTheDocument();
  });

  it('requires aria-label on an icon-only button at compile time', () => {
    // @ts-expect-error an icon without text needs an aria-label
    const unnamed = <Button icon={<TrashIcon />} />;
    expect(unnamed.props).not.toHaveProperty('aria-label');
  });
});

describe('LinkButton', () => {
  it('is a link that navigates to its href', () => {
    render(<LinkButton href="/plans">Upgrade Now</LinkButton>);
    const link = screen.getByRole('link', { name: 'Upgrade Now' });
    expect(link).toHaveAttribute('href', '/plans');
    expect(link).not.toHaveAttribute('rel');
  });

  it('protects and announces a link that opens a new tab', () => {
    render(
      <LinkButton href="https://apps.shopify.com/" target="_blank" variant="secondary">
        Install the app
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Install the app (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
