import { describe, expect, it } from 'vitest';
import { activeStrategy } from '../selectors';
import { createEditorState } from '../state';
import { must, refused, video } from '../test-fixtures';
import type { EditorState, ProductTarget } from '../types';
import { addCompetingPlacement } from './experiment';
import { addSegment } from './media';
import {
  addStatic,
  addTimed,
  moveStatic,
  moveTimed,
  removeStatic,
  removeTimed,
  setTimedStart,
} from './placements';

const product = (productId: string): ProductTarget => ({ kind: 'product', productId });

/** A 60 s video at zoom 6 (8 px per second), snapping off unless asked for. */
function sixtySeconds(view: Partial<EditorState['view']> = {}): EditorState {
  const state = must(
    addSegment(createEditorState({ view: { zoom: 6 } }), { media: video('v', 60) }),
  );
  return { ...state, view: { ...state.view, snapToCursor: false, ...view } };
}

const times = (state: EditorState) => activeStrategy(state)!.timed.map((t) => t.startTime);
const products = (state: EditorState) =>
  activeStrategy(state)!.timed.map((t) => (t.target.kind === 'product' ? t.target.productId : ''));

describe('timed products', () => {
  it('the first product placed creates the video’s placement, shown to every viewer', () => {
    const state = must(addTimed(sixtySeconds(), { target: product('p1'), time: 12 }));
    const strategy = activeStrategy(state)!;
    expect(strategy.title).toBe('Placement 1');
    expect(strategy.timed).toEqual([
      {
        type: 'timedAssignment',
        key: expect.any(String),
        target: product('p1'),
        startTime: 12,
        name: null,
        instagramMediaId: null,
      },
    ]);
    expect(state.doc.experiment.entries).toEqual([
      { key: expect.any(String), strategyKey: strategy.key, percentage: '100' },
    ]);
    expect(state.view.activeStrategyKey).toBe(strategy.key);
  });

  it('lands at the drop time, clamped to the video, kept in time order', () => {
    let state = sixtySeconds();
    state = must(addTimed(state, { target: product('late'), time: 500 }));
    state = must(addTimed(state, { target: product('early'), time: -3 }));
    state = must(addTimed(state, { target: product('mid'), time: 20 }));
    state = must(
      addTimed(state, { target: { kind: 'affiliateLink', affiliateLinkId: 'l' }, time: 20 }),
    );
    expect(times(state)).toEqual([0, 20, 20, 60]);
    expect(products(state)).toEqual(['early', 'mid', '', 'late']);
  });

  it('moves by the dragged distance at the current zoom, clamped to the duration', () => {
    let state = must(addTimed(sixtySeconds(), { target: product('p'), time: 10 }));
    const key = activeStrategy(state)!.timed[0]!.key;
    state = must(moveTimed(state, { key, deltaPx: 40 }));
    expect(times(state)).toEqual([15]);
    state = { ...state, view: { ...state.view, zoom: 3 } };
    state = must(moveTimed(state, { key, deltaPx: 10 }));
    expect(times(state)).toEqual([25]);
    state = must(moveTimed(state, { key, deltaPx: 10_000 }));
    expect(times(state)).toEqual([60]);
    state = must(moveTimed(state, { key, deltaPx: -10_000 }));
    expect(times(state)).toEqual([0]);
  });

  it('keeps the list sorted when an item passes another', () => {
    let state = sixtySeconds();
    state = must(addTimed(state, { target: product('a'), time: 10 }));
    state = must(addTimed(state, { target: product('b'), time: 20 }));
    const a = activeStrategy(state)!.timed[0]!.key;
    state = must(moveTimed(state, { key: a, deltaPx: 8 * 15 }));
    expect(products(state)).toEqual(['b', 'a']);
    expect(times(state)).toEqual([20, 25]);
  });

  it('snaps onto the cursor when dropped near it, unless snapping is off', () => {
    let state = sixtySeconds({ cursor: 30, snapToCursor: true });
    state = must(addTimed(state, { target: product('p'), time: 30.6 }));
    expect(times(state)).toEqual([30]);
    const key = activeStrategy(state)!.timed[0]!.key;
    state = must(moveTimed(state, { key, deltaPx: 8 * 10 }));
    expect(times(state)).toEqual([40]);
    state = must(moveTimed(state, { key, deltaPx: -8 * 9.5 }));
    expect(times(state)).toEqual([30]);
    state = { ...state, view: { ...state.view, snapToCursor: false } };
    state = must(addTimed(state, { target: product('q'), time: 30.6 }));
    expect(times(state)).toEqual([30, 30.6]);
  });

  it('sets a start exactly (keyboard) and removes items', () => {
    let state = must(addTimed(sixtySeconds(), { target: product('p'), time: 10 }));
    const key = activeStrategy(state)!.timed[0]!.key;
    state = must(setTimedStart(state, { key, time: 42.5 }));
    expect(times(state)).toEqual([42.5]);
    expect(must(setTimedStart(state, { key, time: 42.5 }))).toBe(state);
    state = must(removeTimed(state, { key }));
    expect(times(state)).toEqual([]);
    expect(refused(removeTimed(state, { key })).reason).toBe('not-found');
  });

  it('waits for the merchant to pick a placement when there are several', () => {
    let state = must(addCompetingPlacement(sixtySeconds()));
    state = must(addCompetingPlacement(state));
    state = { ...state, view: { ...state.view, activeStrategyKey: null } };
    expect(refused(addTimed(state, { target: product('p'), time: 1 }))).toEqual({
      reason: 'no-placement',
      message: 'Choose a product placement to edit first.',
    });
  });

  it('is allowed with read-only media but not in a read-only editor', () => {
    const state = sixtySeconds();
    const mediaLocked = { ...state, mode: { readOnly: false, readOnlyMedia: true } };
    expect(addTimed(mediaLocked, { target: product('p'), time: 1 }).ok).toBe(true);
    const locked = { ...state, mode: { readOnly: true, readOnlyMedia: false } };
    expect(refused(addTimed(locked, { target: product('p'), time: 1 })).reason).toBe('read-only');
  });
});

describe('static collections', () => {
  const collections = (state: EditorState) =>
    activeStrategy(state)!.statics.map((s) =>
      s.target.kind === 'productCollection' ? s.target.productCollectionId : '',
    );

  it('adds, inserts and reorders collections', () => {
    let state = sixtySeconds();
    state = must(addStatic(state, { productCollectionId: 'c1' }));
    state = must(addStatic(state, { productCollectionId: 'c2' }));
    state = must(addStatic(state, { productCollectionId: 'c0', index: 0 }));
    expect(collections(state)).toEqual(['c0', 'c1', 'c2']);
    expect(activeStrategy(state)!.statics[0]).toMatchObject({
      type: 'staticCollection',
      adType: 'banner_static',
      bannerInterval: null,
    });
    const c0 = activeStrategy(state)!.statics[0]!.key;
    state = must(moveStatic(state, { key: c0, toIndex: 2 }));
    expect(collections(state)).toEqual(['c1', 'c2', 'c0']);
    state = must(removeStatic(state, { key: c0 }));
    expect(collections(state)).toEqual(['c1', 'c2']);
  });
});
