import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { toasts } from '@vendy/ui-kit';
import { renderAt } from '../../mocks/decorators';
import { FeedEditor } from './FeedEditor';
import {
  collections,
  competingExperiment,
  previewContext,
  products,
  storyFeedPreviewFrame,
  summerExperiment,
  summerFeed,
} from './feedFixtures';
import { feedDraftOf, newFeedDraft } from './feedModel';
import { FEED_PREVIEW_HINT, FeedPreviewFrameContext } from './FeedPreview';
import { instagramMedia } from './fixtures';

const NEW_FEED_ID = '0b9c6a52-3d1e-4f7a-9c2b-8e5d4a3f2c10';

const meta = {
  title: 'Pages/Instagram/Feed Editor',
  component: FeedEditor,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => toasts.clear(),
  args: {
    feed: summerFeed,
    draft: { status: 'ready', data: feedDraftOf(summerFeed, summerExperiment) },
    media: { status: 'ready', data: instagramMedia },
    products: { status: 'ready', data: products },
    collections: { status: 'ready', data: collections },
    onSave: fn(async () => ({
      feed: summerFeed,
      strategyIds: {},
      experiment: summerExperiment,
    })),
    onClose: fn(),
    onImport: fn(),
    preview: previewContext,
  },
  decorators: [
    (Story) => (
      <FeedPreviewFrameContext.Provider value={storyFeedPreviewFrame}>
        <Story />
      </FeedPreviewFrameContext.Provider>
    ),
  ],
  render: (args) => renderAt(<FeedEditor {...args} />, { path: '/instagram' }),
} satisfies Meta<typeof FeedEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** A new feed: no title yet, one empty placement, the first post selected. */
export const Creating: Story = {
  args: { feed: null, draft: { status: 'ready', data: newFeedDraft(NEW_FEED_ID) } },
  play: async () => {
    const editor = await dialog('Creating Feed');
    await expect(within(editor).getByRole('textbox', { name: /Feed title/ })).toHaveValue('');
    await expect(
      within(editor).getByText('These products will appear only on the selected post.'),
    ).toBeVisible();
  },
};

/** An existing feed: its title, a product on the first post and a collection on all posts. */
export const Editing: Story = {
  play: async () => {
    const editor = await dialog('Editing Feed: Summer Looks');
    await expect(
      within(editor).getByRole('option', { name: /^Picture posted 2026-11-18.*1 product$/ }),
    ).toHaveAttribute('aria-selected', 'true');
    // The live preview: the feed viewer's frame (a stand-in document in stories).
    const preview = within(editor).getByRole('complementary', { name: 'Preview' });
    await expect(within(preview).getByTitle('Feed preview')).toBeVisible();
    await expect(within(preview).getByText(FEED_PREVIEW_HINT)).toBeVisible();
  },
};

/** Two competing placements (50/50), the second one open. */
export const WithCompetingPlacement: Story = {
  args: { draft: { status: 'ready', data: feedDraftOf(summerFeed, competingExperiment) } },
  play: async () => {
    const editor = await dialog('Editing Feed: Summer Looks');
    await userEvent.click(within(editor).getByRole('tab', { name: 'Placement 2 (50%)' }));
    await expect(
      await within(editor).findByRole('button', { name: 'Remove Placement 2' }),
    ).toBeVisible();
  },
};

/** 'Save' pressed: the button shows the save running. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => {})) },
  play: async () => {
    const editor = await dialog('Editing Feed: Summer Looks');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await expect(await within(editor).findByRole('button', { name: /Saving/ })).toBeVisible();
  },
};

/** The save failed: the server's message above the form, everything typed kept. */
export const SaveFailed: Story = {
  args: {
    feed: null,
    draft: { status: 'ready', data: newFeedDraft(NEW_FEED_ID) },
    onSave: fn(async () => Promise.reject(new Error('Error saving feed data.'))),
  },
  play: async () => {
    const editor = await dialog('Creating Feed');
    const title = within(editor).getByRole('textbox', { name: /Feed title/ });
    await userEvent.type(title, 'Winter Sale');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'Error saving feed data.',
    );
    await expect(title).toHaveValue('Winter Sale');
  },
};

/** Saving without a title: the field says so and takes focus. */
export const TitleRequired: Story = {
  args: { feed: null, draft: { status: 'ready', data: newFeedDraft(NEW_FEED_ID) } },
  play: async () => {
    const editor = await dialog('Creating Feed');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await expect(await within(editor).findByText('This field is required')).toBeVisible();
  },
};

/** The feed's placements are still on their way. */
export const Loading: Story = { args: { draft: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { draft: { status: 'error', message: 'Could not fetch existing product placement.' } },
};

/** The catalogue is still loading, and the group has no store to import from. */
export const CatalogueLoading: Story = {
  args: {
    products: { status: 'loading' },
    collections: { status: 'loading' },
    onImport: undefined,
  },
};

/** No posts synced yet. */
export const NoPosts: Story = { args: { media: { status: 'ready', data: [] } } };

/** Close with unsaved changes: the editor asks first, 'Keep editing' has focus. */
export const DiscardDialog: Story = {
  play: async () => {
    const editor = await dialog('Editing Feed: Summer Looks');
    await userEvent.type(within(editor).getByRole('textbox', { name: /Feed title/ }), ' 2026');
    await userEvent.click(within(editor).getByRole('button', { name: 'Close' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Discard changes?' }),
    ).toHaveTextContent('Your changes to this feed have not been saved.');
  },
};
