import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from './Dialog';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'UI Kit/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: 'Delete Layout',
    children: 'Do you really want to delete this layout? This action cannot be undone.',
    confirmLabel: 'Delete',
    tone: 'danger',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open dialog</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
  await expect(await screen.findByRole('alertdialog')).toBeVisible();
};

const confirm = async () => {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
};

export const Danger: Story = { play: openDialog };

export const Primary: Story = {
  args: {
    title: 'Disconnect account',
    children: 'Your feeds stop updating until you connect an account again.',
    confirmLabel: 'Disconnect',
    tone: 'primary',
  },
  play: openDialog,
};

/** While the deletion runs: the confirm button shows progress, Cancel is disabled. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<never>(() => {})) },
  play: async (context) => {
    await openDialog(context);
    await confirm();
  },
};

/** The deletion failed: the error shows inside the dialog, which stays open. */
export const WithError: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Error deleting widget.'))) },
  play: async (context) => {
    await openDialog(context);
    await confirm();
    await expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting widget.');
  },
};

export const DeleteAudio: Story = {
  args: {
    title: 'Delete Audio',
    children: 'Do you really want to delete this audio? This action cannot be undone.',
  },
  play: openDialog,
};
