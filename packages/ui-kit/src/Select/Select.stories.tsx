import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';

const roles: SelectOption[] = [
  { id: 'OWNER', label: 'owner' },
  { id: 'USER', label: 'user' },
];

const pageSizes: SelectOption[] = [5, 10, 25, 50].map((size) => ({
  id: size,
  label: String(size),
}));

const meta = {
  title: 'UI Kit/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Role', options: roles, placeholder: 'Choose a role' },
  decorators: [(Story) => <div style={{ width: 320, minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = { args: { defaultValue: 'USER' } };

export const WithDescription: Story = {
  args: {
    defaultValue: 'USER',
    description: 'Owners manage members, invitations and billing.',
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Invalid role.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'OWNER' } };

export const PageSize: Story = {
  args: { label: 'Rows per page', options: pageSizes, defaultValue: 5, placeholder: undefined },
};

export const LongOptionText: Story = {
  args: {
    label: 'Product collection',
    placeholder: 'Choose a collection',
    options: [
      { id: 'a', label: 'Summer essentials: linen shirts, shorts and sandals for warm days' },
      { id: 'b', label: 'Gifts under $50' },
      { id: 'c', label: 'Archived collection (unavailable)', isDisabled: true },
    ],
    defaultValue: 'a',
  },
};

export const Open: Story = {
  args: { defaultValue: 'OWNER' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Role/ }));
  },
};
