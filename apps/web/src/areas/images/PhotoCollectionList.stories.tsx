import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { collections, manyCollections } from './fixtures';
import { PhotoCollectionList } from './PhotoCollectionList';

const meta = {
  title: 'Pages/Images/Photo Collection List',
  component: PhotoCollectionList,
  args: {
    collections: { status: 'ready', data: collections },
    onEdit: fn(),
    onDelete: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoCollectionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};

/** As the admin's group view shows it: no edit or delete. */
export const ReadOnly: Story = {
  args: { readOnly: true, onEdit: undefined, onDelete: undefined },
};

export const ReadOnlyEmpty: Story = {
  args: {
    readOnly: true,
    collections: { status: 'ready', data: [] },
    emptyText: 'No photo collections found',
  },
};

export const ReadOnlyPaged: Story = {
  args: { readOnly: true, collections: { status: 'ready', data: manyCollections } },
};

export const Loading: Story = { args: { collections: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { collections: { status: 'error', message: 'Unable to get data.' } },
};
