// The feed editor's model: restoring a feed's placements, edits, and the exact variables of the
// save plan (upsertInstagramFeed, upsertStrategy per placement, upsertExperiment).
import { describe, expect, it, vi } from 'vitest';
import {
  addCompetingPlacement,
  applySaved,
  evenSplit,
  experimentInput,
  feedDraftOf,
  newFeedDraft,
  removePlacement,
  saveFeed,
  savesPlacements,
  setCollections,
  setPostProducts,
  strategyInput,
  type FeedSaveApi,
} from './feedModel';
import {
  competingExperiment,
  essentials,
  fieldJacket,
  linenShirt,
  outerwear,
  summerExperiment,
  summerFeed,
} from './feedFixtures';
import { picturePost, quietPost, videoPost } from './fixtures';

const postOrder = [picturePost.id, videoPost.id, quietPost.id];

describe('restoring a feed', () => {
  it('reads per-post products, collections and shares from the experiment', () => {
    const draft = feedDraftOf(summerFeed, competingExperiment);
    expect(draft.title).toBe('Summer Looks');
    expect(draft.experimentId).toBe('experiment-summer');
    expect(draft.placements.map((p) => [p.title, p.percentage, p.strategyId, p.itemId])).toEqual([
      ['Placement 1', 50, 'strategy-summer-1', 'item-0'],
      ['Placement 2', 50, 'strategy-summer-2', 'item-1'],
    ]);
    expect(draft.placements[0]!.postProducts).toEqual({
      [picturePost.id]: [linenShirt.id],
      [videoPost.id]: [fieldJacket.id],
    });
    expect(draft.placements[0]!.collections).toEqual([essentials.id]);
  });

  it('starts with one empty placement for all viewers when nothing is placed yet', () => {
    const draft = feedDraftOf(summerFeed, null);
    expect(draft.placements).toHaveLength(1);
    expect(draft.placements[0]).toMatchObject({ title: 'Placement 1', percentage: 100 });
    expect(savesPlacements(draft)).toBe(false);
  });
});

describe('edits', () => {
  it('keeps products in the order they were chosen and drops a post left empty', () => {
    let draft = newFeedDraft('feed-1');
    const key = draft.placements[0]!.key;
    draft = setPostProducts(draft, key, videoPost.id, ['b', 'a']);
    draft = setPostProducts(draft, key, videoPost.id, ['a', 'b', 'c']);
    expect(draft.placements[0]!.postProducts[videoPost.id]).toEqual(['b', 'a', 'c']);
    draft = setPostProducts(draft, key, videoPost.id, []);
    expect(draft.placements[0]!.postProducts).toEqual({});
    draft = setCollections(draft, key, [outerwear.id]);
    expect(draft.placements[0]!.collections).toEqual([outerwear.id]);
  });

  it('splits viewers evenly between competing placements, and back to 100 % after a removal', () => {
    expect(evenSplit(2)).toEqual([50, 50]);
    expect(evenSplit(3)).toEqual([34, 33, 33]);
    const [two, key] = addCompetingPlacement(newFeedDraft('feed-1'));
    expect(two.placements.map((p) => [p.title, p.percentage])).toEqual([
      ['Placement 1', 50],
      ['Placement 2', 50],
    ]);
    const one = removePlacement(two, key);
    expect(one.placements.map((p) => p.percentage)).toEqual([100]);
    expect(removePlacement(one, one.placements[0]!.key)).toBe(one);
  });
});

describe('the save plan', () => {
  it('builds upsertStrategy with per-post products in strip order and collections on all posts', () => {
    let draft = newFeedDraft('feed-1');
    const key = draft.placements[0]!.key;
    draft = setPostProducts(draft, key, videoPost.id, [fieldJacket.id]);
    draft = setPostProducts(draft, key, picturePost.id, [linenShirt.id]);
    draft = setCollections(draft, key, [essentials.id]);
    expect(strategyInput(draft.placements[0]!, postOrder)).toEqual({
      id: null,
      title: 'Placement 1',
      assignments: {
        individualAssignments: [
          {
            id: null,
            productId: linenShirt.id,
            affiliateLinkId: null,
            adType: 'banner_static',
            name: null,
            rank: 0,
            startTimeIndex: 0,
            instagramMediaId: picturePost.id,
          },
          {
            id: null,
            productId: fieldJacket.id,
            affiliateLinkId: null,
            adType: 'banner_static',
            name: null,
            rank: 1,
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
    });
  });

  it('keeps the ids of loaded assignments, items and the experiment', () => {
    const draft = feedDraftOf(summerFeed, competingExperiment);
    const input = strategyInput(draft.placements[0]!, postOrder);
    expect(input.id).toBe('strategy-summer-1');
    expect(input.assignments.individualAssignments.map((a) => a.id)).toEqual([
      'strategy-summer-1-individual-0',
      'strategy-summer-1-individual-1',
    ]);
    expect(input.assignments.multipleAssignments.map((a) => a.id)).toEqual([
      'strategy-summer-1-multiple-0',
    ]);
    expect(experimentInput(draft, ['strategy-summer-1', 'strategy-summer-2'])).toEqual({
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
          id: 'item-1',
          strategyId: 'strategy-summer-2',
          rangePercentage: 50,
          ranges: [{ start: 50, end: 100 }],
        },
      ],
    });
  });

  it('sends the feed, then each strategy, then the experiment, and records the ids', async () => {
    const order: string[] = [];
    const api: FeedSaveApi<{ id: string; title: string }> = {
      upsertInstagramFeed: vi.fn(async (v) => {
        order.push('feed');
        return { id: String(v.id), title: v.title };
      }),
      upsertStrategy: vi.fn(async () => {
        order.push('strategy');
        return 'strategy-summer-1';
      }),
      upsertExperiment: vi.fn(async () => {
        order.push('experiment');
        return summerExperiment;
      }),
    };
    let draft = newFeedDraft(summerFeed.id);
    draft = { ...draft, title: '  Summer Looks ' };
    draft = setPostProducts(draft, draft.placements[0]!.key, picturePost.id, [linenShirt.id]);
    const saved = await saveFeed(draft, postOrder, api);
    expect(order).toEqual(['feed', 'strategy', 'experiment']);
    expect(api.upsertInstagramFeed).toHaveBeenCalledWith({
      id: summerFeed.id,
      title: 'Summer Looks',
    });
    const after = applySaved(draft, saved);
    expect(after.experimentId).toBe('experiment-summer');
    expect(after.placements[0]).toMatchObject({
      strategyId: 'strategy-summer-1',
      itemId: 'item-0',
    });
    expect(
      strategyInput(after.placements[0]!, postOrder).assignments.individualAssignments[0]!.id,
    ).toBe('strategy-summer-1-individual-0');
  });

  it('saves only the feed while nothing is placed on it', async () => {
    const api: FeedSaveApi<string> = {
      upsertInstagramFeed: vi.fn(async () => 'feed'),
      upsertStrategy: vi.fn(async () => 'x'),
      upsertExperiment: vi.fn(async () => summerExperiment),
    };
    const saved = await saveFeed({ ...newFeedDraft('feed-1'), title: 'New' }, postOrder, api);
    expect(saved.experiment).toBeNull();
    expect(api.upsertStrategy).not.toHaveBeenCalled();
    expect(api.upsertExperiment).not.toHaveBeenCalled();
  });
});
