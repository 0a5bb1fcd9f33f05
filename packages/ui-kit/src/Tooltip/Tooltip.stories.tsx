import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Tooltip } from './Tooltip';
import { Button } from '../Button';
import { DashboardIcon, EditIcon } from '../icons';

const meta = {
  title: 'UI Kit/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    content: 'Edit group name',
    children: <Button variant="ghost" icon={<EditIcon />} aria-label="Edit group name" />,
  },
  decorators: [(Story) => <div style={{ padding: 64 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until hovered or focused. */
export const Closed: Story = {};

export const OpenOnFocus: Story = {
  play: async () => {
    await userEvent.tab();
  },
};

export const Placements: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 160 }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <Tooltip key={placement} content={`Placed ${placement}`} placement={placement} defaultOpen>
          <Button variant="secondary" size="sm">
            {placement}
          </Button>
        </Tooltip>
      ))}
    </div>
  ),
};

export const NavigationMiniMode: Story = {
  args: {
    content: 'Dashboard',
    placement: 'end',
    children: <Button variant="ghost" icon={<DashboardIcon />} aria-label="Dashboard" />,
  },
  play: async () => {
    await userEvent.tab();
  },
};

export const LongText: Story = {
  args: {
    content: 'This requires a higher tier plan to access. Upgrade your plan to unlock analytics.',
    defaultOpen: true,
  },
};
