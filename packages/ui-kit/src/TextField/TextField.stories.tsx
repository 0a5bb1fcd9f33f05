import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI Kit/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'First name' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholderAndDescription: Story = {
  args: {
    label: 'Email',
    type: 'email',
    placeholder: 'name@example.com',
    description: 'We send a verification link to this address.',
  },
};

export const Required: Story = { args: { label: 'Last name', isRequired: true } };

export const Filled: Story = { args: { label: 'Group name', defaultValue: 'Spring Collection' } };

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    isRequired: true,
    defaultValue: 'not-an-email',
    isInvalid: true,
    errorMessage: 'Must be a valid email',
  },
};

export const Disabled: Story = {
  args: { label: 'Store name', isDisabled: true, defaultValue: 'demo-store.myshopify.com' },
};

export const ReadOnly: Story = {
  args: { label: 'Active plan', isReadOnly: true, defaultValue: 'growth' },
};

export const NumberInput: Story = {
  args: { label: 'Free-trial days', type: 'number', defaultValue: '1' },
};

export const UrlInput: Story = {
  args: { label: 'Video URL', type: 'url', placeholder: 'https://www.youtube.com/watch?v=…' },
};

export const Multiline: Story = {
  args: { label: 'Message', multiline: true, rows: 5, maxLength: 500, showCharacterCount: true },
};

export const MultilineFilledWithCounter: Story = {
  args: {
    label: 'Message',
    multiline: true,
    maxLength: 500,
    showCharacterCount: true,
    description: 'Tell us how we can help.',
    defaultValue: 'I would like to embed a layout on my product pages.',
  },
};

export const LongLabelAndError: Story = {
  args: {
    label:
      'Type "permanently delete" to confirm that your account and all of its data will be removed',
    isInvalid: true,
    errorMessage: 'Entry must match prompt.',
    defaultValue: 'delete',
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox'));
  },
};
