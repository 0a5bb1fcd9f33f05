import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chip } from './Chip';
import { CheckIcon } from '../icons';

const meta = {
  title: 'UI Kit/Chip',
  component: Chip,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: 'owner' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'success', 'danger', 'info'] },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Chip>user</Chip>
      <Chip tone="primary">Me</Chip>
      <Chip tone="success">ACTIVE</Chip>
      <Chip tone="danger">DRAFT</Chip>
      <Chip tone="info">REQUESTED</Chip>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { tone: 'success', icon: <CheckIcon />, children: 'Published' },
};

export const LongText: Story = {
  args: { children: 'A very long label that is cut off when space runs out' },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
};
