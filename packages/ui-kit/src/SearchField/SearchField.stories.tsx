import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

// Stories render the field directly: its props are a union (visible label or aria-label), which
// Storybook's args typing cannot narrow.
const meta: Meta = {
  title: 'UI Kit/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj;

export const Empty: Story = {
  render: () => <SearchField aria-label="Search Email" placeholder="Search Email" />,
};

export const WithText: Story = {
  render: () => (
    <SearchField
      aria-label="Search Email"
      placeholder="Search Email"
      defaultValue="ada@example.com"
    />
  ),
};

export const VisibleLabel: Story = {
  render: () => (
    <SearchField
      label="Search Products"
      placeholder="Search Products"
      description="Matches product title and SKU."
    />
  ),
};

export const Disabled: Story = {
  render: () => <SearchField aria-label="Search Groups" placeholder="Search Groups" isDisabled />,
};

export const Typing: Story = {
  render: () => <SearchField aria-label="Search Groups" placeholder="Search Groups" />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'acme');
  },
};
