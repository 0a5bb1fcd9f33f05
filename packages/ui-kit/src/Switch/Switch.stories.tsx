import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI Kit/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: 'Autoplay videos' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: {
    children: 'Hide branding',
    description: 'Visitors of your store will not see the Vendy mark.',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } };

export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
