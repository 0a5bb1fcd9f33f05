// A merchant's session through the package's public entry only: load, edit by gestures, undo,
// split viewers between two placements, save.
import { describe, expect, it } from 'vitest';
import type { VirtualVideoFieldsFragment } from '@vendy/client/generated';
import {
  activeStrategy,
  addCompetingPlacement,
  applySaved,
  beginDrag,
  canDrag,
  createHistory,
  drop,
  endDrag,
  endGesture,
  fromServer,
  isDirty,
  needsPlacementChoice,
  perform,
  redo,
  saveTimeline,
  setEntryPercentage,
  setZoom,
  toVideoMedia,
  undo,
  validateExperiment,
  type DragSource,
  type TimelineHistory,
  type TimelineSaveApi,
} from './index';

const clip = (id: string, status: 'READY' | 'PROCESSING', duration: number) => ({
  id,
  title: `Clip ${id}`,
  url: `https://media.example/${id}/manifest/video.m3u8`,
  duration,
  aspectRatio: 0.5625,
  status,
  thumbnailUrl: null,
  source: 'UPLOAD' as const,
  sourceId: null,
  loop: false,
});

const saved: VirtualVideoFieldsFragment = {
  id: 'vv',
  createdAt: '2024-05-01T00:00:00.000Z',
  updatedAt: '2024-05-01T00:00:00.000Z',
  groupId: 'g',
  title: 'Summer drop',
  segments: [
    {
      id: 's1',
      title: null,
      rank: 0,
      startTime: 0,
      endTime: 40,
      videoId: 'v1',
      audioId: null,
      imageCollectionId: null,
      audioSrc: 'Video',
      overlayId: null,
      overlay: null,
      overlayStart: 0,
      overlayEnd: 100,
      overlayX: 0,
      overlayY: 0,
      overlayWidth: 100,
      overlayHeight: 100,
      video: clip('v1', 'READY', 40),
      audio: null,
      imageCollection: null,
    },
  ],
};

describe('editing a shoppable video', () => {
  it('goes from loading to saving through gestures', async () => {
    let history: TimelineHistory = createHistory(fromServer({ virtualVideo: saved }));
    const step = (run: Parameters<typeof perform>[1], gesture?: string) => {
      const { history: next, result } = perform(history, run, gesture ? { gesture } : {});
      history = next;
      return result;
    };

    // A processing video cannot be dragged in; a ready one can, and pauses the player.
    const processing: DragSource = {
      from: 'library',
      item: { type: 'video', media: toVideoMedia(clip('v2', 'PROCESSING', 20)) },
    };
    expect(canDrag(history.state, processing)?.message).toBe(
      'This video is currently processing. It will become available shortly.',
    );
    const ready: DragSource = {
      from: 'library',
      item: { type: 'video', media: toVideoMedia(clip('v3', 'READY', 20)) },
    };
    step((s) => beginDrag(s, { source: ready }));
    step((s) => drop(s, { source: ready, target: { type: 'mediaTrack' } }));
    step(endDrag);
    expect(history.state.doc.segments.map((s) => s.media.id)).toEqual(['v1', 'v3']);

    // A product from the list lands where it is dropped (zoom 6: 8 px per second).
    step((s) => setZoom(s, { zoom: 6 }));
    const product: DragSource = { from: 'library', item: { type: 'product', productId: 'hat' } };
    step((s) => drop(s, { source: product, target: { type: 'timedSlot', px: 19 + 8 * 12 } }));
    const key = activeStrategy(history.state)!.timed[0]!.key;
    expect(activeStrategy(history.state)!.timed[0]!.startTime).toBe(12);

    // Dragging it is one undo step, however many moves the gesture made.
    const timed: DragSource = { from: 'timeline', item: { type: 'timedAssignment', key } };
    for (let i = 0; i < 3; i++) {
      step(
        (s) => drop(s, { source: timed, target: { type: 'timedSlot', px: 0 }, deltaPx: 8 }),
        'drag',
      );
    }
    history = endGesture(history);
    expect(activeStrategy(history.state)!.timed[0]!.startTime).toBe(15);
    history = undo(history);
    expect(activeStrategy(history.state)!.timed[0]!.startTime).toBe(12);
    history = redo(history);

    // A competing placement joins at 0 %, so the split must be fixed before saving.
    step((s) => addCompetingPlacement(s));
    const [first, second] = history.state.doc.experiment.entries;
    expect([first!.percentage, second!.percentage]).toEqual(['100', '0']);
    step((s) => setEntryPercentage(s, { entryKey: first!.key, text: '60' }), 'p1');
    expect(validateExperiment(history.state.doc).total).toBe('Percentages must add up to 100.');
    step((s) => setEntryPercentage(s, { entryKey: second!.key, text: '40' }), 'p2');
    expect(validateExperiment(history.state.doc).valid).toBe(true);
    expect(needsPlacementChoice(history.state)).toBe(false);

    const sent: string[] = [];
    const api: TimelineSaveApi = {
      upsertVirtualVideo: async (v) => {
        sent.push('upsertVirtualVideo');
        const segments = Array.isArray(v.segments) ? v.segments : [v.segments];
        return {
          id: 'vv',
          segments: segments.map((s) => ({ id: String(s.id ?? 's2'), rank: s.rank })),
        };
      },
      upsertStrategy: async (v) => {
        sent.push(`upsertStrategy ${v.title}`);
        return v.title === 'Placement 1' ? 'st1' : 'st2';
      },
      upsertExperiment: async (v) => {
        sent.push(`upsertExperiment ${JSON.stringify(v.items)}`);
        return {
          id: 'ex',
          items: [
            { id: 'i1', strategyId: 'st1' },
            { id: 'i2', strategyId: 'st2' },
          ],
        };
      },
    };
    const outcome = await saveTimeline(history.state, api);
    expect(outcome.ok).toBe(true);
    expect(sent).toEqual([
      'upsertVirtualVideo',
      'upsertStrategy Placement 1',
      'upsertStrategy Placement 2',
      `upsertExperiment ${JSON.stringify([
        { id: null, strategyId: 'st1', rangePercentage: 60, ranges: [{ start: 0, end: 60 }] },
        { id: null, strategyId: 'st2', rangePercentage: 40, ranges: [{ start: 60, end: 100 }] },
      ])}`,
    ]);
    if (outcome.ok) history = { ...history, state: applySaved(history.state, outcome.saved) };
    expect(isDirty(history.state)).toBe(false);
    expect(history.state.server).toMatchObject({
      experimentId: 'ex',
      entryIds: { [first!.key]: 'i1', [second!.key]: 'i2' },
    });
  });
});
