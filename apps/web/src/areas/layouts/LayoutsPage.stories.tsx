import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { freeMerchant, standardMerchant } from '../../mocks/account';
import { renderAt } from '../../mocks/decorators';
import { PreviewFrameContext } from './PreviewDialog';
import { storyPreviewFrame } from './fixtures';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import {
  draftCarousel,
  draftLayout,
  layouts,
  manyLayouts,
  springLayout,
  TEST_HOST,
} from './fixtures';
import { LayoutsPage } from './LayoutsPage';
import { LayoutsRoute } from './LayoutsRoute';

const meta = {
  title: 'Pages/Layouts/Layouts',
  component: LayoutsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PreviewFrameContext.Provider value={storyPreviewFrame}>
        <Story />
      </PreviewFrameContext.Provider>
    ),
  ],
  args: {
    layouts: { status: 'ready', data: layouts },
    host: TEST_HOST,
    onAdd: fn(),
    onEdit: fn(),
    onCustomize: fn(),
    onDelete: fn(async () => {}),
    writeText: fn(async () => {}),
  },
  render: (args) => renderAt(<LayoutsPage {...args} />, { path: '/layouts' }),
} satisfies Meta<typeof LayoutsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished single video, a finished carousel and a draft, most recently changed first. */
export const Populated: Story = {};

/**
 * Keyboard: Tab goes from the search through each row's actions in order; the focus rests on
 * 'Customize' of the first row, a visible action of its own.
 */
export const RowActionsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('searchbox', { name: 'Search Layouts' }).focus();
    const customize = canvas.getByRole('button', { name: 'Customize Homepage Hero' });
    for (let i = 0; i < 20 && document.activeElement !== customize; i += 1) await userEvent.tab();
    await expect(customize).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCustomize).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { layouts: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create your first layout!' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Get started by choosing a video and layout format.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { layouts: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { layouts: { status: 'error', message: 'Unable to get layouts.' } },
};

/** Drafts: a DRAFT badge, Preview, edit and delete, but no embed buttons. */
export const Drafts: Story = {
  args: { layouts: { status: 'ready', data: [draftLayout, draftCarousel] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('DRAFT')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  },
};

/** Read-only (e.g. an administrator looking at a group): no Add Layout, edit or delete. */
export const ReadOnly: Story = { args: { readOnly: true } };

/** Twelve layouts: the first page of ten, with the page controls. */
export const Paged: Story = { args: { layouts: { status: 'ready', data: manyLayouts } } };

/** Copy Layout ID confirms with 'Copied' for a second. */
export const CopiedLayoutId: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Copy Layout ID of Homepage Hero' }),
    );
    await expect(args.writeText).toHaveBeenCalledWith('layout-hero');
    await expect(await canvas.findByText('Copied')).toBeVisible();
    // 'Copied' shows for a moment, then the button is as before: the picture is taken of that
    // settled state (how long the moment lasted before the picture depended on the machine's load).
    await waitFor(() => expect(canvas.queryByText('Copied')).toBeNull());
  },
};

export const DeleteDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete Spring Lookbook' }),
    );
    await expect(
      await screen.findByRole('alertdialog', { name: 'Delete Layout' }),
    ).toHaveTextContent('Do you really want to delete this layout? This action cannot be undone.');
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error('Error deleting widget.'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete Spring Lookbook' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Layout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText('Error deleting widget.')).toBeVisible();
  },
};

/** The preview dialog, as a desktop (the whole width). */
export const PreviewDesktop: Story = {
  // The browser story runner stalls on a story holding a frame; vitest (stories.test.tsx) plays
  // it and tests/e2e/layouts.spec.ts opens the real preview on each device.
  tags: ['!test'],
  args: { initialPreview: springLayout, initialDevice: 'desktop' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Previewing Spring Lookbook' });
    await expect(within(dialog).getByRole('radio', { name: 'Desktop' })).toBeChecked();
    await expect(within(dialog).getByTitle('Preview of Spring Lookbook')).toHaveAttribute(
      'src',
      '/embed/layout-spring?preview=1',
    );
  },
};

/** The preview dialog as a tablet: an 820 px frame. */
export const PreviewTablet: Story = {
  // The browser story runner stalls on a story holding a frame; vitest (stories.test.tsx) plays
  // it and tests/e2e/layouts.spec.ts opens the real preview on each device.
  tags: ['!test'],
  args: { initialPreview: springLayout, initialDevice: 'tablet' },
};

/** The preview dialog as a phone: a 390 px frame. */
export const PreviewMobile: Story = {
  // The browser story runner stalls on a story holding a frame; vitest (stories.test.tsx) plays
  // it and tests/e2e/layouts.spec.ts opens the real preview on each device.
  tags: ['!test'],
  args: { initialPreview: springLayout, initialDevice: 'mobile' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Previewing Spring Lookbook' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Tablet' }));
    await expect(within(dialog).getByRole('radio', { name: 'Tablet' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mobile' }));
    await expect(within(dialog).getByRole('radio', { name: 'Mobile' })).toBeChecked();
  },
};

const route = (currentUser: CurrentUser) => () =>
  renderAt(
    <HydrateSession currentUser={currentUser}>
      <LayoutsRoute writeText={async () => {}} />
    </HydrateSession>,
    { path: '/layouts' },
  );

/** Route module on a paid plan: the list comes from getWidgets. */
export const Route: Story = {
  parameters: { msw: { handlers: gqlData({ getWidgets: layouts }) } },
  render: route(standardMerchant),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('rowheader', { name: /Homepage Hero/ }),
    ).toBeVisible();
  },
};

export const RouteLoading: Story = {
  parameters: { msw: { handlers: [gqlPending('getWidgets')] } },
  render: route(standardMerchant),
};

export const RouteFailed: Story = {
  parameters: { msw: { handlers: [gqlError('getWidgets')] } },
  render: route(standardMerchant),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to get layouts.',
    );
  },
};

/** A group without a paid plan sees the upgrade card instead of the page. */
export const UpgradeGate: Story = {
  render: route(freeMerchant),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Upgrade Your Plan' }),
    ).toBeVisible();
  },
};
