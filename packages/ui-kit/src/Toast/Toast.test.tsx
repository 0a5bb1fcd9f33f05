import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion } from './ToastRegion';
import { createToasts, DEFAULT_TOAST_TIMEOUT, type Toasts } from './toasts';

let toasts: Toasts;

beforeEach(() => {
  vi.useFakeTimers();
  toasts = createToasts();
});

afterEach(() => {
  act(() => toasts.clear());
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toastNamed = (name: string) => screen.queryByRole('alertdialog', { name });

describe('ToastRegion', () => {
  it('shows nothing until a toast is queued', () => {
    render(<ToastRegion toasts={toasts} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows a success toast in a labelled region and closes it after the default 3 seconds', () => {
    render(<ToastRegion toasts={toasts} />);
    act(() => void toasts.success('Settings saved successfully'));
    expect(screen.getByRole('region', { name: /1 notification/ })).toBeInTheDocument();
    const toast = toastNamed('Settings saved successfully');
    expect(toast).toHaveAttribute('data-tone', 'success');
    expect(within(toast!).getByRole('alert')).toHaveTextContent('Settings saved successfully');

    advance(DEFAULT_TOAST_TIMEOUT - 1);
    expect(toastNamed('Settings saved successfully')).toBeInTheDocument();
    advance(1);
    expect(toastNamed('Settings saved successfully')).not.toBeInTheDocument();
  });

  it('honours a shorter timeout', () => {
    render(<ToastRegion toasts={toasts} />);
    act(() => void toasts.success('Item added to cart.', { timeout: 2000 }));
    advance(1999);
    expect(toastNamed('Item added to cart.')).toBeInTheDocument();
    advance(1);
    expect(toastNamed('Item added to cart.')).not.toBeInTheDocument();
  });

  it('closes errors by timeout too, but keeps a toast with timeout 0 until dismissed', async () => {
    const onClose = vi.fn();
    render(<ToastRegion toasts={toasts} />);
    act(() => {
      toasts.error('Unable to add item to cart');
      toasts.info('Sync started.', { timeout: 0, onClose });
    });
    advance(60_000);
    expect(toastNamed('Unable to add item to cart')).not.toBeInTheDocument();
    const sticky = toastNamed('Sync started.');
    expect(sticky).toHaveAttribute('data-tone', 'info');

    // Testing Library's async wrapper waits on a real timer tick: click with real timers.
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(within(sticky!).getByRole('button', { name: 'Close' }));
    expect(toastNamed('Sync started.')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stacks several toasts, newest first, and closes one by key', () => {
    render(<ToastRegion toasts={toasts} />);
    let first = '';
    act(() => {
      first = toasts.success('Group updated.');
      toasts.error('Unable to update group.');
    });
    expect(screen.getAllByRole('alertdialog').map((t) => t.textContent)).toEqual([
      'Unable to update group.',
      'Group updated.',
    ]);
    act(() => toasts.close(first));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('region', { name: /1 notification/ })).toBeInTheDocument();
  });

  it('can be dismissed from the keyboard', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<ToastRegion toasts={toasts} />);
    act(() => void toasts.info('Verification email sent successfully.', { timeout: 0 }));
    await user.tab();
    expect(toastNamed('Verification email sent successfully.')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toastNamed('Verification email sent successfully.')).not.toBeInTheDocument();
  });
});
