import { DndContext } from '@dnd-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createEditorState, type EditorMode, type LibraryTab } from '../../model';
import { createTimelineStore } from '../store';
import { emptyLibrary, fullLibrary } from './fixtures';
import type { LibraryData } from './library-data';
import { MediaLibrary } from './MediaLibrary';

interface Args {
  data: LibraryData;
  mode: Partial<EditorMode>;
  tab?: LibraryTab;
}

function Library({ data, mode, tab }: Args) {
  const [store] = useState(() =>
    createTimelineStore(createEditorState({ mode, view: tab ? { libraryTab: tab } : {} })),
  );
  return (
    <DndContext>
      <div style={{ width: 560 }}>
        <MediaLibrary store={store} data={data} />
      </div>
    </DndContext>
  );
}

const meta = {
  title: 'Timeline/MediaLibrary',
  component: Library,
  args: { data: fullLibrary(), mode: {} },
} satisfies Meta<typeof Library>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on Videos: a processing and a broken video among them cannot be dragged. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Videos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Products: Story = {
  args: { tab: 'products' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
  },
};

/** The second page of the collections, four to a page. */
export const Paging: Story = {
  args: { tab: 'collections' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Search: Story = {
  args: { tab: 'products' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), ' SHIRT 1');
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Linen shirt 1$12.50',
      'Linen shirt 11$37.50',
      'Linen shirt 13$42.50',
      'Linen shirt 15$47.50',
      'Linen shirt 17$52.50',
      'Linen shirt 19$57.50',
    ]);
  },
};

export const NoSearchResults: Story = {
  args: { tab: 'audios' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search audios' }), 'podcast');
    await expect(canvas.getByText('Nothing matches your search.')).toBeInTheDocument();
  },
};

/** Keyboard focus on a processing video shows why it cannot be dragged. */
export const ProcessingVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search videos' }));
    await userEvent.tab();
    await userEvent.tab();
    const processing = canvas.getByTestId('library:videos:video-2');
    await expect(processing).toHaveFocus();
    await expect(processing).toHaveAttribute('aria-disabled', 'true');
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      'This video is currently processing. It will become available shortly.',
    );
  },
};

export const ErrorVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search videos' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByTestId('library:videos:video-3')).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      'There has been an error with this video and it is not available for use.',
    );
  },
};

/** Media cannot change: the media tabs are disabled and the panel opens on Products. */
export const ReadOnlyMedia: Story = {
  args: { mode: { readOnlyMedia: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Products' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const name of ['Audios', 'Videos', 'Image Collections']) {
      await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

/** Nothing drags. */
export const ReadOnly: Story = {
  args: { mode: { readOnly: true }, tab: 'imageCollections' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(within(item).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const Loading: Story = {
  args: {
    tab: 'products',
    data: {
      ...emptyLibrary(),
      loading: {
        products: true,
        collections: true,
        affiliateLinks: true,
        audios: true,
        videos: true,
        imageCollections: true,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading products…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: emptyLibrary() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You don't have any videos.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Products' }));
    await waitFor(() =>
      expect(canvas.getByText("You don't have any products.")).toBeInTheDocument(),
    );
  },
};

export const LoadError: Story = {
  args: {
    tab: 'products',
    data: { ...fullLibrary(), error: { products: 'Unable to get products.' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to get products.');
  },
};
