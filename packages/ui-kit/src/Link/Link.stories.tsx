import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI Kit/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { href: '/groups', children: 'Switch Groups' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = { args: { variant: 'standalone' } };

export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      By signing up you accept the{' '}
      <Link {...args} href="/terms">
        Terms of Service
      </Link>{' '}
      and the{' '}
      <Link {...args} href="/privacy">
        Privacy Policy
      </Link>
      .
    </p>
  ),
};

export const External: Story = {
  args: {
    href: 'https://help.example.com/embed-a-layout',
    isExternal: true,
    children: 'Read the embedding guide',
  },
};

export const Disabled: Story = { args: { isDisabled: true, variant: 'standalone' } };

export const FocusVisible: Story = {
  args: { variant: 'standalone' },
  play: async () => {
    await userEvent.tab();
  },
};
