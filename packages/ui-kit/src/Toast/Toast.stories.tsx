import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './ToastRegion';
import { createToasts, type ToastData } from './toasts';

interface DemoProps {
  /** The toasts one press of the button shows, oldest first. */
  items: ToastData[];
  /** 0 keeps the toasts on screen so the snapshot catches them; the app default is 3000 ms. */
  timeout: number;
}

function ToastDemo({ items, timeout }: DemoProps) {
  const [toasts] = useState(createToasts);
  return (
    <>
      <Button onPress={() => items.forEach((item) => toasts.show(item, { timeout }))}>
        Show toast
      </Button>
      <ToastRegion toasts={toasts} />
    </>
  );
}

const meta = {
  title: 'UI Kit/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { timeout: 0, items: [] },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const showToasts: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
  await expect(within(document.body).getAllByRole('alertdialog').length).toBeGreaterThan(0);
};

export const Success: Story = {
  args: { items: [{ toastStyle: 'success', message: 'Settings saved successfully' }] },
  play: showToasts,
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { items: [{ toastStyle: 'error', message: 'Unable to add item to cart' }] },
  play: showToasts,
};

export const Info: Story = {
  args: { items: [{ toastStyle: 'info', message: 'Verification email sent successfully.' }] },
  play: showToasts,
};

export const Stacked: Story = {
  args: {
    items: [
      { toastStyle: 'success', message: 'Item added to cart.' },
      { toastStyle: 'info', message: 'Password reset link has been sent to your inbox.' },
      { toastStyle: 'error', message: 'Unable to update group.' },
    ],
  },
  play: showToasts,
};

export const LongText: Story = {
  args: {
    items: [
      {
        toastStyle: 'error',
        message:
          'Something went wrong trying to get analytics access token. Please try again. If the problem persists, contact support.',
      },
    ],
  },
  play: showToasts,
};

/** The app's behaviour: the toast closes after 3 seconds (press the button to see it). */
export const DefaultTimeout: Story = {
  args: {
    timeout: 3000,
    items: [{ toastStyle: 'success', message: 'Item added to cart.' }],
  },
};
