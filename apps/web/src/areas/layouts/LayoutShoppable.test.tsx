// 'Make it shoppable' through the /layouts route module against msw: the link's video is the new
// layout's media without choosing it, and its product a timed banner from the link's moment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../mocks/decorators';
import { standardMerchant } from '../../mocks/account';
import { gqlData } from '../../mocks/graphql';
import { HydrateSession } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { products, trailJacket } from '../products/fixtures';
import { imageCollections, libraryVideos, readyUpload } from '../videos/fixtures';
import { jacket, layout } from './fixtures';
import type { Layout } from './layoutModel';
import { LayoutsRoute } from './LayoutsRoute';
import { formatMoment, PREFILL_MESSAGES, readShoppableRequest } from './shoppablePrefill';
import { layOutMediaItems } from './testing';

vi.setConfig({ testTimeout: 30_000 });

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

beforeEach(() => layOutMediaItems());
afterEach(() => vi.restoreAllMocks());

const success = { success: true, message: null };
const isOpen = (name: string) =>
  screen.getByRole('button', { name: new RegExp(name) }).getAttribute('aria-expanded') === 'true';

function show(path: string) {
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

/** A server that keeps the layout the wizard builds. */
function layoutServer() {
  let stored: Layout[] = [];
  server.use(
    ...gqlData({
      getWidgets: () => stored,
      getVideos: libraryVideos,
      getImageCollections: imageCollections,
      getProducts: products,
      upsertWidgetBase: (v: Record<string, unknown>) => {
        stored = [layout('layout-new', String(v.title), { status: 'DRAFT', type: 'PORTRAIT' })];
        return 'layout-new';
      },
      upsertVirtualVideo: () => jacket,
      attachVirtualVideoToWidget: () => {
        stored = [{ ...stored[0]!, virtualVideoId: jacket.id, virtualVideo: jacket }];
        return success;
      },
      upsertStrategy: () => 'strategy-1',
      upsertExperiment: (v: Record<string, unknown>) => ({
        id: 'experiment-1',
        createdAt: '2026-11-27T10:00:00.000Z',
        updatedAt: '2026-11-27T10:00:00.000Z',
        title: v.title,
        virtualVideoId: v.virtualVideoId,
        instagramFeedId: null,
        items: [],
      }),
      markWidgetAsReady: () => {
        stored = [{ ...stored[0]!, status: 'READY' }];
        return success;
      },
    }),
  );
}

async function saveBasics(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByRole('heading', { name: 'New Layout' })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Title/ }), 'AI launch');
  await user.click(screen.getByRole('radio', { name: 'Portrait' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'AI launch' })).toBeInTheDocument();
}

describe("'Make it shoppable'", () => {
  it('starts the layout with the video and the product as a banner from the moment given', async () => {
    layoutServer();
    const user = show(
      `/layouts?layout=new&video=${readyUpload.id}&product=${trailJacket.id}&at=4.5`,
    );
    expect(
      await screen.findByText(
        `Making “${readyUpload.title}” shoppable: “${trailJacket.title}” shows from 0:04.5.`,
      ),
    ).toBeVisible();
    await saveBasics(user);

    // The video is the layout's media without choosing it in 'Add Media'.
    await waitFor(() => expect(isOpen('Media')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Customize' })).toBeInTheDocument();
    expect(sent('upsertVirtualVideo')).toEqual([
      {
        title: readyUpload.title,
        segments: [{ rank: 0, title: readyUpload.title, videoId: readyUpload.id }],
      },
    ]);
    expect(sent('attachVirtualVideoToWidget')).toEqual([
      { widgetId: 'layout-new', virtualVideoId: jacket.id },
    ]);
    // The product: a timed banner from 4.5 s, shown to every viewer of that shoppable video.
    expect(sent('upsertStrategy')).toEqual([
      {
        id: null,
        title: trailJacket.title,
        assignments: {
          individualAssignments: [
            {
              id: null,
              productId: trailJacket.id,
              affiliateLinkId: null,
              adType: 'banner',
              name: null,
              rank: 0,
              startTimeIndex: 4.5,
              instagramMediaId: null,
            },
          ],
          multipleAssignments: [],
        },
      },
    ]);
    expect(sent('upsertExperiment')).toEqual([
      {
        id: null,
        title: readyUpload.title,
        virtualVideoId: jacket.id,
        instagramFeedId: null,
        items: [
          {
            id: null,
            strategyId: 'strategy-1',
            rangePercentage: 100,
            ranges: [{ start: 0, end: 100 }],
          },
        ],
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('Layout finalized successfully.')).toBeInTheDocument();
    expect(sent('markWidgetAsReady')).toEqual([{ widgetId: 'layout-new' }]);
    // Placed once, not again on later saves.
    expect(sent('upsertStrategy')).toHaveLength(1);
  });

  it('opens the wizard as usual, with a toast, for a video that is not the group’s', async () => {
    layoutServer();
    const user = show(`/layouts?layout=new&video=video-elsewhere&product=${trailJacket.id}&at=3`);
    expect(await screen.findByText(PREFILL_MESSAGES.videoNotFound)).toBeInTheDocument();
    expect(screen.queryByText(/^Making /)).not.toBeInTheDocument();
    await saveBasics(user);
    await waitFor(() => expect(isOpen('Media')).toBe(true));
    expect(sent('upsertVirtualVideo')).toEqual([]);
    expect(sent('upsertStrategy')).toEqual([]);
  });

  it('keeps the video but places nothing, with a toast, for a product that is not the group’s', async () => {
    layoutServer();
    const user = show(`/layouts?layout=new&video=${readyUpload.id}&product=product-elsewhere&at=3`);
    expect(await screen.findByText(PREFILL_MESSAGES.productNotFound)).toBeInTheDocument();
    expect(screen.getByText(`Making “${readyUpload.title}” shoppable.`)).toBeVisible();
    await saveBasics(user);
    expect(await screen.findByRole('button', { name: 'Customize' })).toBeInTheDocument();
    expect(sent('upsertVirtualVideo')).toHaveLength(1);
    expect(sent('upsertStrategy')).toEqual([]);
    expect(sent('upsertExperiment')).toEqual([]);
  });

  it('places the product from the start, with a toast, when the moment is not a time', async () => {
    layoutServer();
    const user = show(
      `/layouts?layout=new&video=${readyUpload.id}&product=${trailJacket.id}&at=-2`,
    );
    expect(await screen.findByText(PREFILL_MESSAGES.badTime)).toBeInTheDocument();
    await saveBasics(user);
    await waitFor(() => expect(sent('upsertStrategy')).toHaveLength(1));
    const [strategy] = sent('upsertStrategy') as {
      assignments: { individualAssignments: { startTimeIndex: number }[] };
    }[];
    expect(strategy!.assignments.individualAssignments[0]!.startTimeIndex).toBe(0);
  });
});

describe('the link', () => {
  it('reads the video, the product and a moment of seconds from 0', () => {
    const read = (query: string) => readShoppableRequest(new URLSearchParams(query));
    expect(read('layout=new')).toBeNull();
    expect(read('video=v1&product=p1&at=12.25')).toEqual({
      videoId: 'v1',
      productId: 'p1',
      atSeconds: 12.25,
      badTime: false,
    });
    expect(read('video=v1&at=abc')).toMatchObject({ atSeconds: null, badTime: true });
    expect(read('video=v1&at=Infinity')).toMatchObject({ atSeconds: null, badTime: true });
    expect(read('video=v1')).toMatchObject({ productId: null, atSeconds: null, badTime: false });
  });

  it('shows moments as m:ss', () => {
    expect(formatMoment(0)).toBe('0:00');
    expect(formatMoment(4.5)).toBe('0:04.5');
    expect(formatMoment(75)).toBe('1:15');
  });
});
