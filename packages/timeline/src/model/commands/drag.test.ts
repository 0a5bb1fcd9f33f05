import { describe, expect, it } from 'vitest';
import { activeStrategy } from '../selectors';
import { createEditorState } from '../state';
import { audio, must, photos, refused, video } from '../test-fixtures';
import type { DragSource, DropTarget, EditorState } from '../types';
import { beginDrag, canDrag, canDrop, drop, endDrag } from './drag';
import { addCompetingPlacement } from './experiment';

const lib = (item: Extract<DragSource, { from: 'library' }>['item']): DragSource => ({
  from: 'library',
  item,
});
const onTimeline = (item: Extract<DragSource, { from: 'timeline' }>['item']): DragSource => ({
  from: 'timeline',
  item,
});

function withSegments(): EditorState {
  let state = createEditorState({ view: { snapToCursor: false, zoom: 6 } });
  state = must(
    drop(state, {
      source: lib({ type: 'video', media: video('a', 30) }),
      target: { type: 'mediaTrack' },
    }),
  );
  state = must(
    drop(state, {
      source: lib({ type: 'video', media: video('b', 30) }),
      target: { type: 'mediaTrack' },
    }),
  );
  return state;
}

describe('dragging', () => {
  it('refuses processing and failed videos with the spec’s tooltips', () => {
    const state = createEditorState();
    const processing = lib({ type: 'video', media: video('v', 5, { status: 'PROCESSING' }) });
    expect(canDrag(state, processing)?.message).toBe(
      'This video is currently processing. It will become available shortly.',
    );
    const failed = lib({ type: 'video', media: video('v', 5, { status: 'ERROR' }) });
    expect(canDrag(state, failed)?.message).toBe(
      'There has been an error with this video and it is not available for use.',
    );
    expect(refused(beginDrag(state, { source: failed })).reason).toBe('video-error');
    expect(canDrag(state, lib({ type: 'video', media: video('v', 5) }))).toBeNull();
  });

  it('pauses the player for media and audio, not for products', () => {
    const playing = {
      ...createEditorState(),
      view: { ...createEditorState().view, playing: true },
    };
    const media = must(
      beginDrag(playing, { source: lib({ type: 'audio', audio: audio('m', 3) }) }),
    );
    expect(media.view.playing).toBe(false);
    expect(media.view.dragging).toEqual(lib({ type: 'audio', audio: audio('m', 3) }));
    const product = must(beginDrag(playing, { source: lib({ type: 'product', productId: 'p' }) }));
    expect(product.view.playing).toBe(true);
    expect(must(endDrag(product)).view.dragging).toBeNull();
  });

  it('ignores every drag in read-only mode and media drags with read-only media', () => {
    const locked = createEditorState({ mode: { readOnly: true } });
    expect(canDrag(locked, lib({ type: 'product', productId: 'p' }))?.reason).toBe('read-only');
    const mediaLocked = createEditorState({ mode: { readOnlyMedia: true } });
    expect(canDrag(mediaLocked, lib({ type: 'video', media: video('v', 1) }))?.reason).toBe(
      'media-read-only',
    );
    expect(canDrag(mediaLocked, lib({ type: 'product', productId: 'p' }))).toBeNull();
  });
});

describe('drop targets', () => {
  it('accepts each item only on its own tracks', () => {
    const state = withSegments();
    const key = state.doc.segments[0]!.key;
    const cases: Array<[DragSource, DropTarget, boolean]> = [
      [lib({ type: 'video', media: video('c', 1) }), { type: 'mediaTrack' }, true],
      [lib({ type: 'video', media: video('c', 1) }), { type: 'timedSlot', px: 40 }, false],
      [
        lib({ type: 'imageCollection', media: photos('p', 1) }),
        { type: 'overlay', segmentKey: key },
        true,
      ],
      [lib({ type: 'video', media: video('c', 1) }), { type: 'overlay', segmentKey: key }, false],
      [lib({ type: 'audio', audio: audio('m', 1) }), { type: 'audioTrack', segmentKey: key }, true],
      [lib({ type: 'product', productId: 'p' }), { type: 'timedSlot', px: 40 }, true],
      [lib({ type: 'product', productId: 'p' }), { type: 'staticSlot' }, false],
      [lib({ type: 'productCollection', productCollectionId: 'c' }), { type: 'staticSlot' }, true],
      [lib({ type: 'product', productId: 'p' }), { type: 'trash' }, false],
      [onTimeline({ type: 'segment', key }), { type: 'trash' }, true],
      [onTimeline({ type: 'segment', key }), { type: 'timedSlot', px: 0 }, false],
    ];
    for (const [source, target, accepted] of cases) {
      expect(canDrop(state, source, target) === null, JSON.stringify([source, target])).toBe(
        accepted,
      );
    }
  });

  it('blocks audio on a segment that already has audio', () => {
    let state = withSegments();
    const [a, b] = state.doc.segments;
    state = must(
      drop(state, {
        source: lib({ type: 'audio', audio: audio('m', 5) }),
        target: { type: 'audioTrack', segmentKey: a!.key },
      }),
    );
    expect(
      canDrop(state, lib({ type: 'audio', audio: audio('n', 5) }), {
        type: 'audioTrack',
        segmentKey: a!.key,
      })?.reason,
    ).toBe('segment-has-audio');
    // An audio item may be put back where it is.
    expect(
      canDrop(state, onTimeline({ type: 'audio', segmentKey: a!.key }), {
        type: 'audioTrack',
        segmentKey: a!.key,
      }),
    ).toBeNull();
    state = must(
      drop(state, {
        source: onTimeline({ type: 'audio', segmentKey: a!.key }),
        target: { type: 'audioTrack', segmentKey: b!.key },
      }),
    );
    expect(state.doc.segments.map((s) => s.audio?.id ?? null)).toEqual([null, 'm']);
  });
});

describe('drops', () => {
  it('places a listed product at the drop position on the timed track', () => {
    const state = must(
      drop(withSegments(), {
        source: lib({ type: 'product', productId: 'p', name: 'Hat' }),
        target: { type: 'timedSlot', px: 19 + 8 * 12 },
      }),
    );
    expect(activeStrategy(state)!.timed[0]).toMatchObject({ startTime: 12, name: 'Hat' });
  });

  it('moves a timed item by the dragged distance', () => {
    let state = must(
      drop(withSegments(), {
        source: lib({ type: 'affiliateLink', affiliateLinkId: 'l' }),
        target: { type: 'timedSlot', px: 19 + 8 * 12 },
      }),
    );
    const key = activeStrategy(state)!.timed[0]!.key;
    state = must(
      drop(state, {
        source: onTimeline({ type: 'timedAssignment', key }),
        target: { type: 'timedSlot', px: 0 },
        deltaPx: -8 * 2,
      }),
    );
    expect(activeStrategy(state)!.timed[0]!.startTime).toBe(10);
  });

  it('adds and reorders static collections', () => {
    let state = withSegments();
    const collection = (id: string) => lib({ type: 'productCollection', productCollectionId: id });
    state = must(drop(state, { source: collection('c1'), target: { type: 'staticSlot' } }));
    state = must(
      drop(state, { source: collection('c2'), target: { type: 'staticSlot', index: 0 } }),
    );
    const [first] = activeStrategy(state)!.statics;
    state = must(
      drop(state, {
        source: onTimeline({ type: 'staticCollection', key: first!.key }),
        target: { type: 'staticSlot', index: 1 },
      }),
    );
    expect(
      activeStrategy(state)!.statics.map((s) =>
        s.target.kind === 'productCollection' ? s.target.productCollectionId : null,
      ),
    ).toEqual(['c1', 'c2']);
  });

  it('inserts a dropped video at the sortable index and reorders segments', () => {
    let state = withSegments();
    state = must(
      drop(state, {
        source: lib({ type: 'video', media: video('c', 5) }),
        target: { type: 'sortableMedia', index: 1 },
      }),
    );
    expect(state.doc.segments.map((s) => s.media.id)).toEqual(['a', 'c', 'b']);
    const c = state.doc.segments[1]!.key;
    state = must(
      drop(state, {
        source: onTimeline({ type: 'segment', key: c }),
        target: { type: 'sortableMedia', index: 0 },
      }),
    );
    expect(state.doc.segments.map((s) => s.media.id)).toEqual(['c', 'a', 'b']);
  });

  it('removes whatever is dropped on the trash', () => {
    let state = withSegments();
    const [a] = state.doc.segments;
    state = must(
      drop(state, {
        source: lib({ type: 'audio', audio: audio('m', 5) }),
        target: { type: 'audioTrack', segmentKey: a!.key },
      }),
    );
    state = must(
      drop(state, {
        source: lib({ type: 'imageCollection', media: photos('o', 1) }),
        target: { type: 'overlay', segmentKey: a!.key },
      }),
    );
    state = must(
      drop(state, {
        source: lib({ type: 'product', productId: 'p' }),
        target: { type: 'timedSlot', px: 40 },
      }),
    );
    state = must(
      drop(state, {
        source: lib({ type: 'productCollection', productCollectionId: 'c' }),
        target: { type: 'staticSlot' },
      }),
    );
    const strategy = activeStrategy(state)!;
    const trash: DropTarget = { type: 'trash' };
    state = must(
      drop(state, { source: onTimeline({ type: 'audio', segmentKey: a!.key }), target: trash }),
    );
    state = must(
      drop(state, { source: onTimeline({ type: 'overlay', segmentKey: a!.key }), target: trash }),
    );
    state = must(
      drop(state, {
        source: onTimeline({ type: 'timedAssignment', key: strategy.timed[0]!.key }),
        target: trash,
      }),
    );
    state = must(
      drop(state, {
        source: onTimeline({ type: 'staticCollection', key: strategy.statics[0]!.key }),
        target: trash,
      }),
    );
    expect(state.doc.segments[0]).toMatchObject({ audio: null, overlay: null });
    expect(activeStrategy(state)).toMatchObject({ timed: [], statics: [] });
    state = must(
      drop(state, { source: onTimeline({ type: 'segment', key: a!.key }), target: trash }),
    );
    expect(state.doc.segments.map((s) => s.media.id)).toEqual(['b']);
  });

  it('refuses product drags until a placement is chosen among several', () => {
    let state = must(addCompetingPlacement(must(addCompetingPlacement(withSegments()))));
    state = { ...state, view: { ...state.view, activeStrategyKey: null } };
    expect(canDrag(state, lib({ type: 'product', productId: 'p' }))?.reason).toBe('no-placement');
    expect(canDrag(state, lib({ type: 'video', media: video('v', 1) }))).toBeNull();
  });
});

describe('drop positions on the video track', () => {
  it('inserts a video where it is dropped and moves a segment to where it is dropped', () => {
    let state = withSegments();
    // 'a' spans 0-30 s and 'b' 30-60 s; at zoom 6 a second is 8 px after the 19 px padding.
    const at = (seconds: number): DropTarget => ({ type: 'mediaTrack', px: 19 + 8 * seconds });
    state = must(
      drop(state, { source: lib({ type: 'video', media: video('c', 10) }), target: at(40) }),
    );
    expect(state.doc.segments.map((s) => s.media.id)).toEqual(['a', 'c', 'b']);
    const a = state.doc.segments[0]!.key;
    state = must(drop(state, { source: onTimeline({ type: 'segment', key: a }), target: at(69) }));
    expect(state.doc.segments.map((s) => s.media.id)).toEqual(['c', 'b', 'a']);
    const b = state.doc.segments[1]!.key;
    state = must(drop(state, { source: onTimeline({ type: 'segment', key: b }), target: at(1) }));
    expect(state.doc.segments.map((s) => s.media.id)).toEqual(['b', 'c', 'a']);
  });
});
