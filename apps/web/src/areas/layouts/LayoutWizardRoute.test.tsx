// The wizard through the /layouts route module against msw: what each step sends, in which order,
// and how the wizard follows the reloaded layout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../mocks/decorators';
import { standardMerchant } from '../../mocks/account';
import { gqlData } from '../../mocks/graphql';
import { HydrateSession } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { imageCollections, libraryVideos } from '../videos/fixtures';
import { boots, draftCarousel, jacket, layout, scarf, springLayout } from './fixtures';
import type { Layout } from './layoutModel';
import { LayoutsRoute } from './LayoutsRoute';
import { layOutMediaItems } from './testing';

vi.setConfig({ testTimeout: 30_000 });

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);
const order = () => calls.map((c) => c.operationName);

beforeEach(() => layOutMediaItems());
afterEach(() => vi.restoreAllMocks());

function show(path = '/layouts') {
  render(
    renderAt(
      <HydrateSession currentUser={standardMerchant}>
        <LayoutsRoute writeText={async () => {}} />
      </HydrateSession>,
      { path, pattern: '/layouts' },
    ),
  );
  return userEvent.setup();
}

const success = { success: true, message: null };
const isOpen = (name: string) =>
  screen.getByRole('button', { name: new RegExp(name) }).getAttribute('aria-expanded') === 'true';

describe('the layout wizard', () => {
  it('creates a draft, gives it a video and finalizes it', async () => {
    let stored: Layout[] = [];
    server.use(
      ...gqlData({
        getWidgets: () => stored,
        getVideos: libraryVideos,
        getImageCollections: imageCollections,
        upsertWidgetBase: (v: Record<string, unknown>) => {
          stored = [layout('layout-new', String(v.title), { status: 'DRAFT', type: 'PORTRAIT' })];
          return 'layout-new';
        },
        upsertVirtualVideo: () => jacket,
        attachVirtualVideoToWidget: () => {
          stored = [{ ...stored[0]!, virtualVideoId: jacket.id, virtualVideo: jacket }];
          return success;
        },
        markWidgetAsReady: () => {
          stored = [{ ...stored[0]!, status: 'READY' }];
          return success;
        },
      }),
    );
    const user = show();
    await user.click((await screen.findAllByRole('button', { name: 'Add Layout' }))[0]!);
    expect(await screen.findByRole('heading', { name: 'New Layout' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), ' Hero ');
    await user.click(screen.getByRole('radio', { name: 'Portrait' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Hero' })).toBeInTheDocument();
    expect(sent('upsertWidgetBase')).toEqual([{ id: null, title: 'Hero', type: 'PORTRAIT' }]);
    await waitFor(() => expect(isOpen('Media')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Media' });
    await user.click(await within(dialog).findByRole('row', { name: /Rain jacket close-up/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('button', { name: 'Customize' })).toBeInTheDocument();
    expect(sent('upsertVirtualVideo')).toEqual([
      {
        title: 'Rain jacket close-up',
        segments: [{ rank: 0, title: 'Rain jacket close-up', videoId: 'video-ready' }],
      },
    ]);
    expect(sent('attachVirtualVideoToWidget')).toEqual([
      { widgetId: 'layout-new', virtualVideoId: 'vv-jacket' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('Layout finalized successfully.')).toBeInTheDocument();
    expect(sent('markWidgetAsReady')).toEqual([{ widgetId: 'layout-new' }]);
    await waitFor(() => expect(isOpen('Embed into Shopify')).toBe(true));
    expect(screen.queryByText('DRAFT')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('rowheader', { name: 'Hero' })).toBeInTheDocument();
  });

  it("saves a reordered collection as '{title} Collection' and attaches it", async () => {
    let stored: Layout[] = [draftCarousel];
    server.use(
      ...gqlData({
        getWidgets: () => stored,
        getVideos: libraryVideos,
        getImageCollections: imageCollections,
        upsertMediaCollection: (v: Record<string, unknown>) => ({
          id: 'layout-draft-carousel-collection',
          createdAt: '2026-11-16T08:15:00.000Z',
          updatedAt: '2026-11-16T08:15:00.000Z',
          title: v.title,
          thumbnailUrl: null,
          items: [],
        }),
        attachMediaCollectionToWidget: () => {
          stored = [
            layout(draftCarousel.id, draftCarousel.title, {
              type: 'GRID',
              status: 'DRAFT',
              items: [scarf, boots],
            }),
          ];
          return success;
        },
      }),
    );
    const user = show('/layouts?layout=layout-draft-carousel');
    await screen.findByRole('heading', { name: 'Winter picks' });
    expect(isOpen('Media')).toBe(true);
    screen.getByRole('button', { name: 'Move Wool scarf (2 of 2)' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Layout saved successfully.')).toBeInTheDocument();
    expect(sent('upsertMediaCollection')).toEqual([
      {
        id: 'layout-draft-carousel-collection',
        title: 'Winter picks Collection',
        items: [
          { virtualVideoId: 'vv-scarf', rank: 0 },
          { virtualVideoId: 'vv-boots', rank: 1 },
        ],
      },
    ]);
    expect(sent('attachMediaCollectionToWidget')).toEqual([
      { widgetId: 'layout-draft-carousel', mediaCollectionId: 'layout-draft-carousel-collection' },
    ]);
    const saveAt = order().indexOf('upsertMediaCollection');
    expect(order().slice(saveAt)).toEqual([
      'upsertMediaCollection',
      'attachMediaCollectionToWidget',
      'getWidgets',
    ]);
    // Saved: nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it("says 'Widget not found' for a layout the group does not have", async () => {
    server.use(...gqlData({ getWidgets: [], getVideos: [], getImageCollections: [] }));
    show('/layouts?layout=layout-unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent('Widget not found');
  });
});

describe("a row's Customize", () => {
  it('opens the Media step, expanded, for a layout of several videos', async () => {
    server.use(
      ...gqlData({
        getWidgets: [springLayout],
        getVideos: libraryVideos,
        getImageCollections: imageCollections,
      }),
    );
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Customize Spring Lookbook' }));
    expect(await screen.findByRole('heading', { name: 'Spring Lookbook' })).toBeInTheDocument();
    await waitFor(() => expect(isOpen('Media')).toBe(true));
    // Each of its videos offers its own Customize, in view.
    expect(screen.getByRole('button', { name: 'Customize Rain jacket close-up' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Customize Wool scarf' })).toBeVisible();
  });
});
