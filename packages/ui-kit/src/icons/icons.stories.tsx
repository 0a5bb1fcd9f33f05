import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icons';
import { Logo } from './Logo';
import { vars } from '../theme';

const meta = {
  title: 'UI Kit/Icons',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = Object.entries(icons).sort(([a], [b]) => a.localeCompare(b));

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: vars.space.lg,
        maxWidth: 1000,
        color: vars.color.text,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {entries.map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon size={24} style={{ flexShrink: 0 }} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: vars.space.lg, color: vars.color.text }}
    >
      <icons.VideoIcon size={16} />
      <icons.VideoIcon />
      <icons.VideoIcon size={32} />
      <icons.VideoIcon size={48} />
    </div>
  ),
};

export const Wordmark: Story = {
  render: () => (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.xl,
        color: vars.color.primary,
      }}
    >
      <Logo label="Vendy" />
      <Logo label="Vendy" height={48} />
    </div>
  ),
};
