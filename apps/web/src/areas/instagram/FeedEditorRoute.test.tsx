// The feed editor on /instagram against msw: creating a feed with a product on post 2 and a
// collection on all posts (the exact variables of the save plan), restoring a feed, a competing
// placement, the post strip's keys, a failed save that keeps what was typed, Close with unsaved
// changes, and 'Import Products'.
import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FEED_RESERVED_HEIGHT } from '@vendy/client/domain';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { setupGraphqlServer } from '../../session/testing/server';
import {
  autumnFeed,
  canvasTote,
  competingExperiment,
  essentials,
  fieldJacket,
  linenShirt,
  outerwear,
  summerExperiment,
  summerFeed,
} from './feedFixtures';
import { picturePost, videoPost } from './fixtures';
import {
  COLLECTIONS,
  bannerTitles,
  editor,
  pageAnswers,
  previewFrame,
  PRODUCTS,
  savedExperiment,
  showInstagram,
  tile,
} from './feedTesting';

vi.setConfig({ testTimeout: 30_000 });

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

afterEach(() => vi.restoreAllMocks());

const serve = (answers: Record<string, unknown> = {}) =>
  server.use(...gqlData({ ...pageAnswers, ...answers }));
const show = showInstagram;

describe('the feed editor', () => {
  it('creates a feed with a product on post 2 and a collection on all posts', async () => {
    serve({
      getInstagramFeeds: [],
      upsertInstagramFeed: (v: Record<string, unknown>) => ({
        ...summerFeed,
        id: v.id,
        title: v.title,
      }),
      upsertStrategy: 'strategy-new',
      upsertExperiment: (v: Record<string, unknown>) =>
        savedExperiment(String(v.instagramFeedId), 'strategy-new'),
    });
    const user = show();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Feeds' })).findByRole('button', {
        name: 'Create Feed',
      }),
    );
    const dialog = await editor('Creating Feed');
    const preview = previewFrame(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /Feed title/ }), 'Summer Looks');

    const second = await within(dialog).findByRole('option', { name: /^Video posted 2026-11-16/ });
    await user.click(second);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(
      within(dialog).getByText('These products will appear only on the selected post.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('These products will appear on all posts in your feed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(tile(dialog, PRODUCTS, 'Field Jacket')).toBeInTheDocument());
    await user.click(tile(dialog, PRODUCTS, 'Field Jacket'));
    await user.click(tile(dialog, COLLECTIONS, 'Summer Essentials'));
    expect(second).toHaveAccessibleName(/1 product$/);
    // The live preview (the real feed viewer in its frame) is sent the draft: post 2 opened, with
    // the post's product, then the collection's, as the viewer places them.
    await waitFor(() => {
      const draft = preview.last();
      expect(draft?.postId).toBe(videoPost.id);
      expect(bannerTitles(draft, videoPost.id)).toEqual([
        'Field Jacket',
        'Linen Shirt',
        'Canvas Tote',
      ]);
    });
    // Another post shows only the collection's products.
    expect(bannerTitles(preview.last(), picturePost.id)).toEqual(['Linen Shirt', 'Canvas Tote']);
    // The frame is as tall as the viewer asks (an opened post is taller than the tiles), never
    // shorter than the tiles' reserved height.
    expect(preview.frame).toHaveAttribute('height', String(FEED_RESERVED_HEIGHT));
    preview.send({ type: 'set-size', height: 612 });
    await waitFor(() => expect(preview.frame).toHaveAttribute('height', '612'));
    preview.send({ type: 'set-size', height: 40 });
    await waitFor(() =>
      expect(preview.frame).toHaveAttribute('height', String(FEED_RESERVED_HEIGHT)),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Feed saved successfully.')).toBeInTheDocument();
    expect(await editor('Editing Feed: Summer Looks')).toBe(dialog);

    const [feed] = sent('upsertInstagramFeed');
    expect(feed).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), title: 'Summer Looks' });
    expect(sent('upsertStrategy')).toEqual([
      {
        id: null,
        title: 'Placement 1',
        assignments: {
          individualAssignments: [
            {
              id: null,
              productId: fieldJacket.id,
              affiliateLinkId: null,
              adType: 'banner_static',
              name: null,
              rank: 0,
              startTimeIndex: 0,
              instagramMediaId: videoPost.id,
            },
          ],
          multipleAssignments: [
            {
              id: null,
              productCollectionId: essentials.id,
              adType: 'banner_static',
              name: null,
              rank: 0,
              startTimeIndex: 0,
              bannerInterval: 15,
            },
          ],
        },
      },
    ]);
    expect(sent('upsertExperiment')).toEqual([
      {
        id: null,
        title: 'Summer Looks',
        virtualVideoId: null,
        instagramFeedId: feed!.id,
        items: [
          {
            id: null,
            strategyId: 'strategy-new',
            rangePercentage: 100,
            ranges: [{ start: 0, end: 100 }],
          },
        ],
      },
    ]);
    const order = calls.map((c) => c.operationName).filter((name) => name.startsWith('upsert'));
    expect(order).toEqual(['upsertInstagramFeed', 'upsertStrategy', 'upsertExperiment']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('rowheader', { name: 'Summer Looks' })).toBeInTheDocument();
  });

  it('restores an existing feed: title, products per post, collections and competing placements', async () => {
    serve({
      getInstagramFeeds: [summerFeed, autumnFeed],
      getExperimentForInstagramFeed: competingExperiment,
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit Summer Looks' }));
    const dialog = await editor('Editing Feed: Summer Looks');
    expect(await within(dialog).findByRole('textbox', { name: /Feed title/ })).toHaveValue(
      'Summer Looks',
    );
    expect(sent('getExperimentForInstagramFeed')).toEqual([{ id: summerFeed.id }]);
    expect(within(dialog).getByRole('tab', { name: 'Placement 1 (50%)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(dialog).getByText('Viewers are split: Placement 1 50%, Placement 2 50%.'),
    ).toBeInTheDocument();
    const options = within(dialog).getAllByRole('option');
    expect(options[0]).toHaveAccessibleName(/^Picture posted 2026-11-18.*1 product$/);
    expect(options[1]).toHaveAccessibleName(/^Video posted 2026-11-16.*1 product$/);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(tile(dialog, PRODUCTS, linenShirt.title)).toHaveAttribute('aria-selected', 'true'),
    );
    expect(tile(dialog, PRODUCTS, fieldJacket.title)).toHaveAttribute('aria-selected', 'false');
    expect(tile(dialog, COLLECTIONS, essentials.title)).toHaveAttribute('aria-selected', 'true');

    await user.click(within(dialog).getByRole('tab', { name: 'Placement 2 (50%)' }));
    expect(tile(dialog, PRODUCTS, canvasTote.title)).toHaveAttribute('aria-selected', 'true');
    expect(tile(dialog, COLLECTIONS, outerwear.title)).toHaveAttribute('aria-selected', 'true');
    expect(tile(dialog, COLLECTIONS, essentials.title)).toHaveAttribute('aria-selected', 'false');
  });

  it('adds a competing placement from the keyboard and saves both, 50/50', async () => {
    serve({
      getInstagramFeeds: [summerFeed],
      getExperimentForInstagramFeed: summerExperiment,
      upsertInstagramFeed: summerFeed,
      upsertStrategy: (v: Record<string, unknown>) => v.id ?? 'strategy-summer-2',
      upsertExperiment: competingExperiment,
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit Summer Looks' }));
    const dialog = await editor('Editing Feed: Summer Looks');
    const add = await within(dialog).findByRole('button', {
      name: 'Add competing product placement',
    });
    add.focus();
    await user.keyboard('{Enter}');
    expect(
      await within(dialog).findByRole('tab', { name: 'Placement 2 (50%)', selected: true }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Competing placement added/)).toBeInTheDocument();

    // The first post is selected: the tote goes on it.
    const totes = tile(dialog, PRODUCTS, canvasTote.title);
    await user.click(totes);
    expect(totes).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Feed saved successfully.')).toBeInTheDocument();

    const strategies = sent('upsertStrategy');
    expect(strategies.map((s) => [s.id, s.title])).toEqual([
      ['strategy-summer-1', 'Placement 1'],
      [null, 'Placement 2'],
    ]);
    expect(strategies[1]!.assignments).toEqual({
      individualAssignments: [
        {
          id: null,
          productId: canvasTote.id,
          affiliateLinkId: null,
          adType: 'banner_static',
          name: null,
          rank: 0,
          startTimeIndex: 0,
          instagramMediaId: picturePost.id,
        },
      ],
      multipleAssignments: [],
    });
    expect(sent('upsertExperiment')).toEqual([
      {
        id: 'experiment-summer',
        title: 'Summer Looks',
        virtualVideoId: null,
        instagramFeedId: summerFeed.id,
        items: [
          {
            id: 'item-0',
            strategyId: 'strategy-summer-1',
            rangePercentage: 50,
            ranges: [{ start: 0, end: 50 }],
          },
          {
            id: null,
            strategyId: 'strategy-summer-2',
            rangePercentage: 50,
            ranges: [{ start: 50, end: 100 }],
          },
        ],
      },
    ]);
  });

  it('moves through the post strip with the arrow keys', async () => {
    serve({ getInstagramFeeds: [summerFeed], getExperimentForInstagramFeed: summerExperiment });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit Summer Looks' }));
    const dialog = await editor('Editing Feed: Summer Looks');
    const [first, second] = await within(dialog).findAllByRole('option');
    await user.click(first!);
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(tile(dialog, PRODUCTS, fieldJacket.title)).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('asks for a title, and keeps everything typed when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ getInstagramFeeds: [] });
    server.use(gqlError('upsertInstagramFeed'));
    const user = show();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Feeds' })).findByRole('button', {
        name: 'Create Feed',
      }),
    );
    const dialog = await editor('Creating Feed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const title = within(dialog).getByRole('textbox', { name: /Feed title/ });
    expect(title).toHaveFocus();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(sent('upsertInstagramFeed')).toEqual([]);

    await user.type(title, 'Summer Looks');
    await waitFor(() => expect(tile(dialog, PRODUCTS, linenShirt.title)).toBeInTheDocument());
    await user.click(tile(dialog, PRODUCTS, linenShirt.title));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error saving feed data.');
    expect(title).toHaveValue('Summer Looks');
    expect(tile(dialog, PRODUCTS, linenShirt.title)).toHaveAttribute('aria-selected', 'true');

    server.use(
      ...gqlData({
        upsertInstagramFeed: (v: Record<string, unknown>) => ({ ...summerFeed, id: v.id }),
      }),
      gqlError('upsertStrategy', 'Product not found.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Product not found.'),
    );
    expect(screen.getByRole('heading', { name: 'Creating Feed' })).toBeInTheDocument();

    server.use(
      ...gqlData({
        upsertStrategy: 'strategy-new',
        upsertExperiment: (v: Record<string, unknown>) =>
          savedExperiment(String(v.instagramFeedId), 'strategy-new'),
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Feed saved successfully.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // Every attempt named the same feed: the editor's id.
    expect(new Set(sent('upsertInstagramFeed').map((v) => v.id)).size).toBe(1);
  });

  it('asks before closing with unsaved changes, and closes at once when there are none', async () => {
    serve({ getInstagramFeeds: [summerFeed], getExperimentForInstagramFeed: summerExperiment });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit Summer Looks' }));
    let dialog = await editor('Editing Feed: Summer Looks');
    const title = await within(dialog).findByRole('textbox', { name: /Feed title/ });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Summer Looks' }));
    dialog = await editor('Editing Feed: Summer Looks');
    await user.type(await within(dialog).findByRole('textbox', { name: /Feed title/ }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByRole('textbox', { name: /Feed title/ })).toHaveValue(
      'Summer Looks!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(title).not.toBeInTheDocument();
    expect(sent('upsertInstagramFeed')).toEqual([]);
  });

  it("opens the store import with 'Import Products'", async () => {
    serve({ getInstagramFeeds: [] });
    server.use(gqlPending('getProductsBulk'));
    const user = show();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Feeds' })).findByRole('button', {
        name: 'Create Feed',
      }),
    );
    const dialog = await editor('Creating Feed');
    await user.click(within(dialog).getByRole('button', { name: 'Import Products' }));
    expect(await screen.findByRole('dialog', { name: 'Import Products' })).toBeInTheDocument();
  });
});
