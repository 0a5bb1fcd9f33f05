import { describe, expect, it } from 'vitest';
import type {
  ExperimentFieldsFragment,
  StrategyFieldsFragment,
  UpsertExperimentMutationVariables,
  UpsertStrategyMutationVariables,
  UpsertVirtualVideoMutationVariables,
  VirtualVideoFieldsFragment,
} from '@vendy/client/generated';
import { addAudio, addSegment, removeSegment } from './commands/media';
import { addTimed, moveStatic } from './commands/placements';
import { addCompetingPlacement, removeEntry, setEntryPercentage } from './commands/experiment';
import { fromServer } from './convert';
import { createHistory, perform, undo } from './history';
import {
  applySaved,
  experimentInput,
  saveRefusal,
  saveTimeline,
  strategiesToSave,
  strategyInput,
  virtualVideoInput,
  type SavedExperiment,
  type TimelineSaveApi,
} from './save';
import { activeStrategy, competingPlacements, isDirty, totalDuration } from './selectors';
import { createEditorState, emptyDocument } from './state';
import { audio, must, video } from './test-fixtures';
import type { EditorState } from './types';

const stamp = { createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' };
/** A segment without an overlay, as the server answers it. */
const noOverlay = {
  overlayId: null,
  overlay: null,
  overlayStart: 0,
  overlayEnd: 100,
  overlayX: 0,
  overlayY: 0,
  overlayWidth: 100,
  overlayHeight: 100,
};

const loadedVideo: VirtualVideoFieldsFragment = {
  id: 'vv1',
  ...stamp,
  groupId: 'g1',
  title: 'Spring',
  segments: [
    {
      id: 'seg2',
      title: 'Lookbook',
      rank: 1,
      startTime: 30,
      endTime: 40,
      videoId: null,
      audioId: 'au1',
      imageCollectionId: 'ic1',
      audioSrc: 'Audio',
      ...noOverlay,
      video: null,
      audio: { id: 'au1', title: 'Tune', url: 'https://m/au1.mp3', duration: 12, loop: false },
      imageCollection: {
        id: 'ic1',
        title: 'Lookbook',
        thumbnailUrl: null,
        source: 'UPLOAD',
        items: [1, 2].map((n) => ({
          rank: n,
          imageId: `i${n}`,
          image: {
            id: `i${n}`,
            title: `Photo ${n}`,
            imageUrl: `https://m/${n}.jpg`,
            aspectRatio: 1,
          },
        })),
      },
    },
    {
      id: 'seg1',
      title: 'Intro',
      rank: 0,
      startTime: 0,
      endTime: 30,
      videoId: 'v1',
      audioId: null,
      imageCollectionId: null,
      audioSrc: 'Video',
      ...noOverlay,
      video: {
        id: 'v1',
        title: 'Intro',
        url: 'https://m/v1/manifest/video.m3u8',
        duration: 30,
        aspectRatio: 1.78,
        status: 'READY',
        thumbnailUrl: null,
        source: 'UPLOAD',
        sourceId: null,
        loop: false,
      },
      audio: null,
      imageCollection: null,
    },
  ],
};

function strategy(id: string, title: string): StrategyFieldsFragment {
  return {
    id,
    ...stamp,
    title,
    individualAssignments: [
      {
        id: `${id}-i2`,
        productId: 'p2',
        affiliateLinkId: null,
        adType: 'banner',
        name: null,
        rank: 1,
        startTimeIndex: 20,
        instagramMediaId: null,
      },
      {
        id: `${id}-i1`,
        productId: null,
        affiliateLinkId: 'l1',
        adType: 'banner',
        name: 'Deal',
        rank: 0,
        startTimeIndex: 5,
        instagramMediaId: null,
      },
      {
        id: `${id}-i3`,
        productId: 'p3',
        affiliateLinkId: null,
        adType: 'banner_static',
        name: null,
        rank: 2,
        startTimeIndex: 0,
        instagramMediaId: null,
      },
    ],
    multipleAssignments: [
      {
        id: `${id}-m1`,
        productCollectionId: 'c1',
        adType: 'banner_static',
        name: null,
        rank: 0,
        startTimeIndex: 0,
        bannerInterval: 15,
      },
    ],
  };
}

const loadedExperiment: ExperimentFieldsFragment = {
  id: 'ex1',
  ...stamp,
  title: 'Spring',
  virtualVideoId: 'vv1',
  instagramFeedId: null,
  items: [
    {
      id: 'it1',
      strategyId: 's1',
      rangePercentage: 70,
      ranges: [{ id: 'r1', start: 0, end: 70 }],
      strategy: strategy('s1', 'Main'),
    },
    {
      id: 'it2',
      strategyId: 's2',
      rangePercentage: 30,
      ranges: [{ id: 'r2', start: 70, end: 100 }],
      strategy: strategy('s2', 'Alt'),
    },
  ],
};

function loaded(): EditorState {
  return fromServer({ virtualVideo: loadedVideo, experiment: loadedExperiment });
}

/** A fake server: records the variables it gets and answers like the real operations. */
function fakeApi() {
  const calls: {
    upsertVirtualVideo: UpsertVirtualVideoMutationVariables[];
    upsertStrategy: UpsertStrategyMutationVariables[];
    upsertExperiment: UpsertExperimentMutationVariables[];
  } = { upsertVirtualVideo: [], upsertStrategy: [], upsertExperiment: [] };
  const counters = new Map<string, number>();
  const fresh = (prefix: string) => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}-${n}`;
  };
  const assignmentsOf = new Map<string, UpsertStrategyMutationVariables['assignments']>();
  const api: TimelineSaveApi = {
    async upsertVirtualVideo(variables) {
      calls.upsertVirtualVideo.push(variables);
      const segments = Array.isArray(variables.segments)
        ? variables.segments
        : [variables.segments];
      return {
        id: String(variables.id ?? fresh('vv')),
        segments: segments.map((s) => ({ id: String(s.id ?? fresh('seg')), rank: s.rank })),
      };
    },
    async upsertStrategy(variables) {
      calls.upsertStrategy.push(variables);
      const id = String(variables.id ?? fresh('s'));
      assignmentsOf.set(id, variables.assignments);
      return id;
    },
    async upsertExperiment(variables): Promise<SavedExperiment> {
      calls.upsertExperiment.push(variables);
      const items = Array.isArray(variables.items) ? variables.items : [variables.items];
      return {
        id: String(variables.id ?? fresh('ex')),
        items: items.map((item) => {
          const strategyId = String(item.strategyId);
          const assignments = assignmentsOf.get(strategyId);
          return {
            id: String(item.id ?? fresh('it')),
            strategyId,
            ...(assignments && {
              strategy: {
                id: strategyId,
                individualAssignments: assignments.individualAssignments.map((a) => ({
                  id: String(a.id ?? fresh('ia')),
                  rank: a.rank,
                })),
                multipleAssignments: assignments.multipleAssignments.map((a) => ({
                  id: String(a.id ?? fresh('ma')),
                  rank: a.rank,
                })),
              },
            }),
          };
        }),
      };
    },
  };
  return { api, calls };
}

describe('from the server', () => {
  it('orders segments by rank with their media, durations and audio', () => {
    const state = loaded();
    expect(state.doc.title).toBe('Spring');
    expect(
      state.doc.segments.map((s) => [s.key, s.title, s.duration, s.audio?.id ?? null]),
    ).toEqual([
      ['seg1', 'Intro', 30, null],
      ['seg2', 'Lookbook', 10, 'au1'],
    ]);
    expect(totalDuration(state.doc)).toBe(40);
  });

  it('splits each strategy into timed items by time and a static track', () => {
    const state = loaded();
    expect(competingPlacements(state.doc).map((p) => [p.strategy.title, p.percentage])).toEqual([
      ['Main', '70'],
      ['Alt', '30'],
    ]);
    const main = state.doc.strategies[0]!;
    expect(main.timed.map((t) => [t.key, t.startTime, t.name])).toEqual([
      ['s1-i1', 5, 'Deal'],
      ['s1-i2', 20, null],
    ]);
    expect(main.statics.map((s) => [s.key, s.target.kind])).toEqual([
      ['s1-m1', 'productCollection'],
      ['s1-i3', 'product'],
    ]);
  });

  it('asks which placement to edit when the video has several', () => {
    expect(loaded().view.activeStrategyKey).toBeNull();
    const single = fromServer({
      virtualVideo: loadedVideo,
      experiment: { ...loadedExperiment, items: loadedExperiment.items.slice(0, 1) },
    });
    expect(activeStrategy(single)?.title).toBe('Main');
  });

  it('leaves out segments whose media is gone', () => {
    const state = fromServer({
      virtualVideo: {
        ...loadedVideo,
        segments: [{ ...loadedVideo.segments[1]!, video: null }],
      },
    });
    expect(state.doc.segments).toEqual([]);
  });
});

describe('mutation inputs', () => {
  it('gives back exactly what was loaded when nothing changed', () => {
    const state = loaded();
    expect(virtualVideoInput(state)).toEqual({
      id: 'vv1',
      title: 'Spring',
      segments: [
        {
          id: 'seg1',
          rank: 0,
          title: 'Intro',
          videoId: 'v1',
          imageCollectionId: null,
          audioId: null,
          audioSrc: 'Video',
          overlayId: null,
        },
        {
          id: 'seg2',
          rank: 1,
          title: 'Lookbook',
          videoId: null,
          imageCollectionId: 'ic1',
          audioId: 'au1',
          audioSrc: 'Audio',
          overlayId: null,
        },
      ],
    });
    expect(strategyInput(state, state.doc.strategies[0]!)).toEqual({
      id: 's1',
      title: 'Main',
      assignments: {
        individualAssignments: [
          {
            id: 's1-i1',
            productId: null,
            affiliateLinkId: 'l1',
            adType: 'banner',
            name: 'Deal',
            rank: 0,
            startTimeIndex: 5,
            instagramMediaId: null,
          },
          {
            id: 's1-i2',
            productId: 'p2',
            affiliateLinkId: null,
            adType: 'banner',
            name: null,
            rank: 1,
            startTimeIndex: 20,
            instagramMediaId: null,
          },
          {
            id: 's1-i3',
            productId: 'p3',
            affiliateLinkId: null,
            adType: 'banner_static',
            name: null,
            rank: 2,
            startTimeIndex: 0,
            instagramMediaId: null,
          },
        ],
        multipleAssignments: [
          {
            id: 's1-m1',
            productCollectionId: 'c1',
            adType: 'banner_static',
            name: null,
            rank: 0,
            startTimeIndex: 0,
            bannerInterval: 15,
          },
        ],
      },
    });
    expect(strategiesToSave(state)).toEqual([]);
    expect(
      experimentInput(state, { virtualVideoId: 'vv1', strategyIds: { s1: 's1', s2: 's2' } }),
    ).toEqual({
      id: 'ex1',
      title: 'Spring',
      virtualVideoId: 'vv1',
      instagramFeedId: null,
      items: [
        { id: 'it1', strategyId: 's1', rangePercentage: 70, ranges: [{ start: 0, end: 70 }] },
        { id: 'it2', strategyId: 's2', rangePercentage: 30, ranges: [{ start: 70, end: 100 }] },
      ],
    });
  });

  it('sends only the placements that changed, and no range for a 0 % entry', () => {
    let state = loaded();
    const [main, alt] = state.doc.experiment.entries;
    state = must(setEntryPercentage(state, { entryKey: main!.key, text: '100' }));
    state = must(setEntryPercentage(state, { entryKey: alt!.key, text: '0' }));
    expect(strategiesToSave(state)).toEqual([]);
    state = { ...state, view: { ...state.view, activeStrategyKey: 's2' } };
    state = must(moveStatic(state, { key: 's2-m1', toIndex: 1 }));
    expect(strategiesToSave(state).map((s) => s.key)).toEqual(['s2']);
    const input = experimentInput(state, {
      virtualVideoId: 'vv1',
      strategyIds: { s1: 's1', s2: 's2' },
    });
    expect(input?.items).toEqual([
      { id: 'it1', strategyId: 's1', rangePercentage: 100, ranges: [{ start: 0, end: 100 }] },
      { id: 'it2', strategyId: 's2', rangePercentage: 0, ranges: [] },
    ]);
  });

  it('refuses to save an invalid split or a read-only timeline', () => {
    let state = loaded();
    state = must(setEntryPercentage(state, { entryKey: 'it1', text: '60' }));
    expect(saveRefusal(state)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Percentages must add up to 100.',
    });
    expect(
      saveRefusal({ ...loaded(), mode: { readOnly: true, readOnlyMedia: false } })?.reason,
    ).toBe('read-only');
    expect(saveRefusal(loaded())).toBeNull();
  });
});

describe('saving', () => {
  it('creates a new shoppable video, its placement and its experiment in order', async () => {
    let state = createEditorState({ doc: emptyDocument('Summer') });
    state = must(addSegment(state, { media: video('v9', 20) }));
    state = must(
      addAudio(state, { segmentKey: state.doc.segments[0]!.key, audio: audio('a9', 5) }),
    );
    state = must(addTimed(state, { target: { kind: 'product', productId: 'p1' }, time: 7 }));
    const { api, calls } = fakeApi();
    const outcome = await saveTimeline(state, api);
    expect(outcome.ok).toBe(true);
    expect(calls.upsertVirtualVideo).toEqual([
      {
        id: null,
        title: 'Summer',
        segments: [
          {
            id: null,
            rank: 0,
            title: 'Video v9',
            videoId: 'v9',
            imageCollectionId: null,
            audioId: 'a9',
            audioSrc: 'Audio',
            overlayId: null,
          },
        ],
      },
    ]);
    expect(calls.upsertStrategy).toEqual([
      {
        id: null,
        title: 'Placement 1',
        assignments: {
          individualAssignments: [
            {
              id: null,
              productId: 'p1',
              affiliateLinkId: null,
              adType: 'banner',
              name: null,
              rank: 0,
              startTimeIndex: 7,
              instagramMediaId: null,
            },
          ],
          multipleAssignments: [],
        },
      },
    ]);
    expect(calls.upsertExperiment).toEqual([
      {
        id: null,
        title: 'Summer',
        virtualVideoId: 'vv-1',
        instagramFeedId: null,
        items: [
          { id: null, strategyId: 's-1', rangePercentage: 100, ranges: [{ start: 0, end: 100 }] },
        ],
      },
    ]);
    if (!outcome.ok) return;
    state = applySaved(state, outcome.saved);
    expect(isDirty(state)).toBe(false);
    expect(state.server).toMatchObject({ virtualVideoId: 'vv-1', experimentId: 'ex-1' });

    // Saving again updates everything in place.
    const again = fakeApi();
    state = must(
      setEntryPercentage(state, { entryKey: state.doc.experiment.entries[0]!.key, text: '100' }),
    );
    await saveTimeline(state, again.api);
    expect(again.calls.upsertVirtualVideo[0]).toMatchObject({
      id: 'vv-1',
      segments: [{ id: 'seg-1' }],
    });
    expect(again.calls.upsertStrategy).toEqual([]);
    expect(again.calls.upsertExperiment[0]).toMatchObject({
      id: 'ex-1',
      items: [{ id: 'it-1', strategyId: 's-1' }],
    });
  });

  it('keeps the ids of assignments the save created', async () => {
    let state = createEditorState({ doc: emptyDocument('Summer') });
    state = must(addSegment(state, { media: video('v9', 20) }));
    state = must(addTimed(state, { target: { kind: 'product', productId: 'p1' }, time: 7 }));
    const first = fakeApi();
    const outcome = await saveTimeline(state, first.api);
    if (!outcome.ok) throw new Error('not saved');
    state = applySaved(state, outcome.saved);
    state = must(addTimed(state, { target: { kind: 'product', productId: 'p2' }, time: 9 }));
    const second = fakeApi();
    await saveTimeline(state, second.api);
    const sent = second.calls.upsertStrategy[0]!.assignments.individualAssignments;
    expect(sent.map((a) => a.id)).toEqual(['ia-1', null]);
  });

  it('saves an empty experiment to delete every placement', async () => {
    let state = loaded();
    state = must(removeEntry(state, { entryKey: 'it1' }));
    state = must(removeEntry(state, { entryKey: 'it2' }));
    const { api, calls } = fakeApi();
    await saveTimeline(state, api);
    expect(calls.upsertStrategy).toEqual([]);
    expect(calls.upsertExperiment).toEqual([
      { id: 'ex1', title: 'Spring', virtualVideoId: 'vv1', instagramFeedId: null, items: [] },
    ]);
  });

  it('makes no experiment request for a video that never had placements', async () => {
    const state = must(
      addSegment(createEditorState({ doc: emptyDocument('Plain') }), { media: video('v', 3) }),
    );
    const { api, calls } = fakeApi();
    await saveTimeline(state, api);
    expect(calls.upsertVirtualVideo).toHaveLength(1);
    expect(calls.upsertExperiment).toEqual([]);
  });

  it('recreates what an undo brings back after the save deleted it', async () => {
    let history = createHistory(loaded());
    history = perform(history, (s) => removeEntry(s, { entryKey: 'it2' })).history;
    history = perform(history, (s) =>
      setEntryPercentage(s, { entryKey: 'it1', text: '100' }),
    ).history;
    history = perform(history, (s) => removeSegment(s, { key: 'seg2' })).history;
    const { api } = fakeApi();
    const outcome = await saveTimeline(history.state, api);
    if (!outcome.ok) throw new Error('not saved');
    history = { ...history, state: applySaved(history.state, outcome.saved) };
    history = undo(undo(undo(history)));
    expect(isDirty(history.state)).toBe(true);
    const next = fakeApi();
    await saveTimeline(history.state, next.api);
    // The removed segment, strategy and experiment item come back as new ones.
    expect(next.calls.upsertVirtualVideo[0]!.segments).toMatchObject([
      { id: 'seg1' },
      { id: null },
    ]);
    expect(next.calls.upsertStrategy.map((s) => [s.id, s.title])).toEqual([[null, 'Alt']]);
    expect(next.calls.upsertExperiment[0]!.items).toMatchObject([
      { id: 'it1', strategyId: 's1' },
      { id: null, strategyId: 's-1' },
    ]);
  });

  it('names placements the merchant left untitled', () => {
    let state = must(addCompetingPlacement(createEditorState()));
    state = {
      ...state,
      doc: { ...state.doc, strategies: [{ ...state.doc.strategies[0]!, title: '  ' }] },
    };
    expect(strategyInput(state, state.doc.strategies[0]!).title).toBe('Placement 1');
  });
});
