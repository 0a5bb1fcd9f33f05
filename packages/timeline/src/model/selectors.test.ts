import { describe, expect, it } from 'vitest';
import { addSegment, addAudio, setOverlay } from './commands/media';
import { addCompetingPlacement } from './commands/experiment';
import {
  activeStrategy,
  audioSource,
  audioSpan,
  capabilities,
  collectionPreview,
  mediaDuration,
  needsPlacementChoice,
  overlaySpan,
  segmentAt,
  segmentInsertIndex,
  segmentSpans,
  totalDuration,
  visibleTimed,
} from './selectors';
import { createEditorState } from './state';
import { audio, must, photos, video } from './test-fixtures';
import type { TimedAssignment } from './types';

function threeSegments() {
  let state = createEditorState({ doc: undefined });
  state = must(addSegment(state, { media: video('a', 30) }));
  state = must(addSegment(state, { media: photos('p', 4) }));
  state = must(addSegment(state, { media: video('b', 10) }));
  return state;
}

describe('durations', () => {
  it('takes a video’s length, 60 s for a TikTok video of unknown length, 5 s per photo', () => {
    expect(mediaDuration(video('v', 42.5))).toBe(42.5);
    expect(mediaDuration(video('t', 0, { source: 'TIKTOK' }))).toBe(60);
    expect(mediaDuration(video('u', 0))).toBe(0);
    expect(mediaDuration(photos('p', 4))).toBe(20);
  });

  it('lays segments end to end', () => {
    const { doc } = threeSegments();
    expect(segmentSpans(doc.segments).map(({ start, end }) => [start, end])).toEqual([
      [0, 30],
      [30, 50],
      [50, 60],
    ]);
    expect(totalDuration(doc)).toBe(60);
    expect(totalDuration(createEditorState().doc)).toBe(0);
  });
});

describe('lookups by time', () => {
  it('finds the segment playing at a time; the very end belongs to the last one', () => {
    const { doc } = threeSegments();
    expect(segmentAt(doc, 0)?.index).toBe(0);
    expect(segmentAt(doc, 29.99)?.index).toBe(0);
    expect(segmentAt(doc, 30)?.index).toBe(1);
    expect(segmentAt(doc, 60)?.index).toBe(2);
    expect(segmentAt(doc, 99)?.index).toBe(2);
    expect(segmentAt(createEditorState().doc, 0)).toBeNull();
  });

  it('inserts a dropped segment before the one under it when in its first half', () => {
    const { doc } = threeSegments();
    expect(segmentInsertIndex(doc, 0)).toBe(0);
    expect(segmentInsertIndex(doc, 14)).toBe(0);
    expect(segmentInsertIndex(doc, 16)).toBe(1);
    expect(segmentInsertIndex(doc, 41)).toBe(2);
    expect(segmentInsertIndex(doc, 70)).toBe(3);
  });

  it('returns only the timed items of a viewport among thousands', () => {
    const timed: TimedAssignment[] = Array.from({ length: 5000 }, (_, i) => ({
      type: 'timedAssignment',
      key: `t${i}`,
      target: { kind: 'product', productId: `p${i}` },
      startTime: i * 0.5,
      name: null,
      instagramMediaId: null,
    }));
    const expected = timed.filter((t) => t.startTime >= 98 && t.startTime <= 150);
    expect(visibleTimed(timed, 100, 150, 2)).toEqual(expected);
    expect(visibleTimed(timed, 100, 150)).toEqual(
      timed.filter((t) => t.startTime >= 100 && t.startTime <= 150),
    );
    expect(visibleTimed(timed, 5000, 6000)).toEqual([]);
    expect(visibleTimed([], 0, 10)).toEqual([]);
  });
});

describe('audio and overlay', () => {
  it('says what a segment sounds like', () => {
    let state = threeSegments();
    const [first, second] = state.doc.segments;
    expect(audioSource(first!)).toBe('Video');
    expect(audioSource(second!)).toBe('Image');
    state = must(addAudio(state, { segmentKey: second!.key, audio: audio('m', 8) }));
    expect(audioSource(state.doc.segments[1]!)).toBe('Audio');
  });

  it('plays audio for its length within its segment, or all of it when it loops', () => {
    let state = threeSegments();
    const key = state.doc.segments[0]!.key;
    state = must(addAudio(state, { segmentKey: key, audio: audio('m', 8) }));
    expect(audioSpan(segmentSpans(state.doc.segments)[0]!)).toEqual({ start: 0, end: 8 });
    state = threeSegments();
    state = must(addAudio(state, { segmentKey: key, audio: audio('m', 8, true) }));
    expect(audioSpan(segmentSpans(state.doc.segments)[0]!)).toEqual({ start: 0, end: 30 });
    expect(audioSpan(segmentSpans(state.doc.segments)[1]!)).toBeNull();
  });

  it('places an overlay over the share of its segment its start and end give', () => {
    let state = threeSegments();
    state = must(
      setOverlay(state, { segmentKey: state.doc.segments[1]!.key, image: photos('o', 1) }),
    );
    expect(overlaySpan(segmentSpans(state.doc.segments)[1]!)).toEqual({ start: 30, end: 50 });
  });
});

describe('modes', () => {
  it('lets an editable timeline do everything', () => {
    expect(capabilities(createEditorState())).toMatchObject({
      canSave: true,
      showTrash: true,
      showDropZones: true,
      canDrag: true,
      canEditMedia: true,
    });
  });

  it('read-only: save disabled, trash and drop zones hidden, drag ignored', () => {
    expect(capabilities(createEditorState({ mode: { readOnly: true } }))).toMatchObject({
      canSave: false,
      showTrash: false,
      showDropZones: false,
      canDrag: false,
      canEditMedia: false,
      canEditPlacements: false,
    });
  });

  it('read-only media: media tabs disabled, starting on Products', () => {
    const state = createEditorState({ mode: { readOnlyMedia: true } });
    expect(state.view.libraryTab).toBe('products');
    expect(capabilities(state)).toMatchObject({
      canSave: true,
      canEditMedia: false,
      canEditPlacements: true,
      enabledTabs: ['products', 'collections', 'affiliateLinks'],
    });
    expect(createEditorState().view.libraryTab).toBe('videos');
  });
});

describe('competing placements', () => {
  it('edits the only placement, and asks which one once there are several', () => {
    let state = must(addCompetingPlacement(createEditorState()));
    expect(activeStrategy(state)?.title).toBe('Placement 1');
    expect(needsPlacementChoice(state)).toBe(false);
    state = must(addCompetingPlacement(state));
    expect(activeStrategy(state)?.title).toBe('Placement 2');
    const unchosen = { ...state, view: { ...state.view, activeStrategyKey: null } };
    expect(needsPlacementChoice(unchosen)).toBe(true);
    expect(activeStrategy(unchosen)).toBeNull();
  });
});

describe('static collection card', () => {
  it("shows up to 3 product images plus '+N more'", () => {
    expect(collectionPreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0, moreLabel: null });
    expect(collectionPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      more: 2,
      moreLabel: '+2 more',
    });
  });
});
