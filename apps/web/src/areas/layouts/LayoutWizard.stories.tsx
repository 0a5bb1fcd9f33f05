import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { standardMerchant } from '../../mocks/account';
import { renderAt } from '../../mocks/decorators';
import { PreviewFrameContext } from './PreviewDialog';
import { storyPreviewFrame } from './fixtures';
import { gqlData } from '../../mocks/graphql';
import { HydrateSession } from '../../session';
import { imageCollections, libraryVideos } from '../videos/fixtures';
import { products, trailJacket } from '../products/fixtures';
import {
  draftCarousel,
  draftLayout,
  draftWithVideo,
  heroLayout,
  springLayout,
  TEST_HOST,
} from './fixtures';
import { LayoutsRoute } from './LayoutsRoute';
import { LayoutWizard } from './LayoutWizard';

const meta = {
  title: 'Pages/Layouts/Layout Wizard',
  component: LayoutWizard,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PreviewFrameContext.Provider value={storyPreviewFrame}>
        <Story />
      </PreviewFrameContext.Provider>
    ),
  ],
  args: {
    layout: null,
    library: {
      videos: { status: 'ready', data: libraryVideos },
      imageCollections: { status: 'ready', data: imageCollections },
    },
    host: TEST_HOST,
    actions: {
      saveBase: fn(async () => {}),
      addMedia: fn(async () => {}),
      saveOrder: fn(async () => {}),
      finalize: fn(async () => {}),
    },
    onCustomize: fn(),
    onClose: fn(),
    writeText: fn(async () => {}),
  },
  render: (args) => renderAt(<LayoutWizard {...args} />, { path: '/layouts' }),
} satisfies Meta<typeof LayoutWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chooser: a new layout starts on Basic Information; Media and Embed are locked. */
export const NewLayout: Story = {};

/** Next without a title or a type: both are required. */
export const NewLayoutInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
  },
};

export const SaveFailed: Story = {
  args: {
    actions: {
      saveBase: fn(async () => Promise.reject(new Error('Error saving widget.'))),
      addMedia: fn(async () => {}),
      saveOrder: fn(async () => {}),
      finalize: fn(async () => {}),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Spring');
    await userEvent.click(canvas.getByRole('radio', { name: 'Portrait' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error saving widget.');
  },
};

/** A single-video draft opens on Media, with nothing chosen yet: Finalize waits for media. */
export const SingleDraftEmpty: Story = { args: { layout: draftLayout } };

/** A single-video draft with its video: Customize and Finalize. */
export const SingleDraft: Story = { args: { layout: draftWithVideo } };

/** 'Add' on a single-video layout: one video or photo collection. */
export const SingleAddMedia: Story = {
  args: { layout: draftLayout },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Media' });
    await userEvent.click(within(dialog).getByRole('row', { name: /Rain jacket close-up/ }));
    await expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled();
  },
};

/** A multi-video draft: Add, Save (disabled until a change), the sortable list and Finalize. */
export const MultiDraft: Story = { args: { layout: draftCarousel } };

/** After removing a saved item, Save is enabled and Finalize waits for the save. */
export const MultiDraftChanged: Story = {
  args: { layout: { ...springLayout, status: 'DRAFT' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Hiking boots' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Finalize' })).toBeDisabled();
  },
};

/** 'Add' on a multi-video layout: several videos and photo collections. */
export const MultiAddMedia: Story = {
  args: { layout: draftCarousel },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Media' });
    await userEvent.click(within(dialog).getByRole('row', { name: /Packing list/ }));
    await userEvent.click(within(dialog).getByRole('row', { name: /Rain jacket close-up/ }));
    await expect(within(dialog).getByRole('button', { name: 'Add 2 items' })).toBeEnabled();
  },
};

/** A finished single-video layout: every step done, the embed step open. */
export const FinishedSingle: Story = { args: { layout: heroLayout } };

/** A finished carousel: the embed step, after copying the embed code. */
export const FinishedMulti: Story = {
  args: { layout: springLayout },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Copy the embed code and paste into the Vendy app in Shopify'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Embed Code' }));
    await expect(args.writeText).toHaveBeenCalled();
    await expect(await canvas.findByText('Copied')).toBeVisible();
    // 'Copied' shows for a moment, then the button is as before: the picture is taken of that
    // settled state (how long the moment lasted before the picture depended on the machine's load).
    await waitFor(() => expect(canvas.queryByText('Copied')).toBeNull());
  },
};

/** Preview from the embed step. */
export const EmbedPreview: Story = {
  // The browser story runner stalls on a story holding a frame; vitest (stories.test.tsx) plays
  // it and tests/e2e/layouts.spec.ts opens the real preview.
  tags: ['!test'],
  args: { layout: springLayout, initialPreview: 'desktop' },
};

/** The wizard through the route module: `?layout={id}` opens that layout (here a draft). */
export const Route: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        getWidgets: [draftCarousel],
        getVideos: libraryVideos,
        getImageCollections: imageCollections,
      }),
    },
  },
  render: () =>
    renderAt(
      <HydrateSession currentUser={standardMerchant}>
        <LayoutsRoute writeText={async () => {}} />
      </HydrateSession>,
      { path: `/layouts?layout=${draftCarousel.id}`, pattern: '/layouts' },
    ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Winter picks' }),
    ).toBeVisible();
  },
};

/** 'Make it shoppable' (AI page): the link's video and product, with the moment it shows from. */
export const RouteMakeShoppable: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        getWidgets: [],
        getVideos: libraryVideos,
        getImageCollections: imageCollections,
        getProducts: products,
      }),
    },
  },
  render: () =>
    renderAt(
      <HydrateSession currentUser={standardMerchant}>
        <LayoutsRoute writeText={async () => {}} />
      </HydrateSession>,
      {
        path: `/layouts?layout=new&video=${libraryVideos[0]!.id}&product=${trailJacket.id}&at=4.5`,
        pattern: '/layouts',
      },
    ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        `Making “${libraryVideos[0]!.title}” shoppable: “${trailJacket.title}” shows from 0:04.5.`,
        {},
        { timeout: 30_000 },
      ),
    ).toBeVisible();
  },
};

/** A link naming a product the group does not have: the wizard opens with the video and says so. */
export const RouteMakeShoppableUnknownProduct: Story = {
  parameters: RouteMakeShoppable.parameters,
  render: () =>
    renderAt(
      <HydrateSession currentUser={standardMerchant}>
        <LayoutsRoute writeText={async () => {}} />
      </HydrateSession>,
      {
        path: `/layouts?layout=new&video=${libraryVideos[0]!.id}&product=gid-unknown&at=2`,
        pattern: '/layouts',
      },
    ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        `Making “${libraryVideos[0]!.title}” shoppable.`,
        {},
        {
          timeout: 30_000,
        },
      ),
    ).toBeVisible();
    const toast = await screen.findByText(
      'The product to place was not found; place products with Customize.',
      {},
      { timeout: 30_000 },
    );
    await expect(toast).toBeVisible();
    // Closed before the picture is taken: a toast leaves by itself after 3 s.
    const box = toast.closest<HTMLElement>('[role="alertdialog"]')!;
    await userEvent.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 30_000 });
  },
};
