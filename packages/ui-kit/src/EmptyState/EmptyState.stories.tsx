import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';
import { LinkButton } from '../Button';
import { LayoutsIcon, VideoIcon } from '../icons';

const meta = {
  title: 'UI Kit/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { title: 'Create your first layout!' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { args: { title: 'No groups found' } };

export const Full: Story = {
  args: {
    description: 'Get started by choosing a video and layout format.',
    picture: <LayoutsIcon size={72} />,
    action: <LinkButton href="/layouts/new">Create Layout</LinkButton>,
  },
};

export const WithoutAction: Story = {
  args: {
    title: 'No videos yet',
    description: 'Upload a video or import one from YouTube or TikTok to see it here.',
    picture: <VideoIcon size={72} />,
  },
};

export const LongText: Story = {
  args: {
    title: 'Nothing matches your search for “summer essentials linen collection 2024”',
    description:
      'Check the spelling, try fewer words, or clear the search to see every product in your catalogue again.',
  },
};
