import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Button } from './Button';
import { LinkButton } from './LinkButton';
import { PlusIcon, TrashIcon, EditIcon } from '../icons';

const meta = {
  title: 'UI Kit/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: 'Save', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Switch Groups' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete Group' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Small: Story = { args: { size: 'sm', children: 'New' } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button {...args} size={size} variant="primary">
            Primary
          </Button>
          <Button {...args} size={size} variant="secondary">
            Secondary
          </Button>
          <Button {...args} size={size} variant="danger">
            Danger
          </Button>
          <Button {...args} size={size} variant="ghost">
            Ghost
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <PlusIcon />, children: 'Create a New Group' },
};

export const IconOnly: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button variant="ghost" icon={<EditIcon />} aria-label="Edit group name" />
      <Button variant="danger" icon={<TrashIcon />} aria-label="Delete layout" />
      <Button variant="secondary" size="sm" icon={<PlusIcon />} aria-label="Add product" />
    </div>
  ),
};

export const Disabled: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button isDisabled>Primary</Button>
      <Button isDisabled variant="secondary">
        Secondary
      </Button>
      <Button isDisabled variant="danger">
        Danger
      </Button>
      <Button isDisabled variant="ghost">
        Ghost
      </Button>
    </div>
  ),
};

export const Pending: Story = {
  args: { isPending: true, children: 'Log In' },
};

export const PendingIconOnly: Story = {
  render: () => <Button isPending variant="secondary" icon={<TrashIcon />} aria-label="Delete" />,
};

export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Sign Up' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const LongText: Story = {
  args: { children: 'Get started by choosing a video and layout format' },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
};

export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <LinkButton href="/plans">Upgrade Now</LinkButton>
      <LinkButton href="/signup" variant="secondary">
        Sign Up
      </LinkButton>
      <LinkButton href="https://example.com/help" target="_blank" variant="ghost">
        Help
      </LinkButton>
    </div>
  ),
};
