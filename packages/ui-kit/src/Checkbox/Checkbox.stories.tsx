import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI Kit/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: 'Remember me' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'Select all products', isIndeterminate: true },
};

export const WithDescription: Story = {
  args: {
    children: 'Hide branding',
    description: 'Removes the Vendy mark from your embedded layouts.',
  },
};

export const Invalid: Story = {
  args: {
    children: 'I accept the terms and conditions',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'This field is required.',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledChecked: Story = { args: { isDisabled: true, defaultSelected: true } };

export const LongLabel: Story = {
  args: {
    children:
      'Send me product news, tips for shoppable videos and occasional offers. I can unsubscribe at any time from the link in every email.',
  },
};

export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
