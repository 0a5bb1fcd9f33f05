import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI Kit/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Password', isRequired: true },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: 'correct-horse' } };

export const Visible: Story = {
  args: { defaultValue: 'correct-horse' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
  },
};

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 8 characters.',
  },
};

export const Invalid: Story = {
  args: {
    label: 'Confirm password',
    autoComplete: 'new-password',
    defaultValue: 'short',
    isInvalid: true,
    errorMessage: 'Passwords must match.',
  },
};

export const Disabled: Story = {
  args: { label: 'Admin API token', isDisabled: true, defaultValue: 'shpat_0000' },
};
