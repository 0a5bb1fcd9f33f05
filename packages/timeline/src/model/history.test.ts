import { describe, expect, it } from 'vitest';
import { addSegment, updateOverlay, setOverlay } from './commands/media';
import { addTimed, moveTimed } from './commands/placements';
import { setCursor, setZoom } from './commands/view';
import { setEntryPercentage } from './commands/experiment';
import {
  cancelGesture,
  canRedo,
  canUndo,
  commit,
  createHistory,
  endGesture,
  perform,
  redo,
  undo,
  type TimelineHistory,
} from './history';
import { activeStrategy, isDirty } from './selectors';
import { createEditorState } from './state';
import { must, photos, video } from './test-fixtures';

const mediaIds = (history: TimelineHistory) => history.state.doc.segments.map((s) => s.media.id);

function run(history: TimelineHistory, ...steps: Parameters<typeof perform>[1][]) {
  return steps.reduce((h, step) => perform(h, step).history, history);
}

describe('undo and redo', () => {
  it('undoes and redoes one command at a time', () => {
    let history = createHistory(createEditorState());
    history = run(
      history,
      (s) => addSegment(s, { media: video('a', 10) }),
      (s) => addSegment(s, { media: video('b', 10) }),
    );
    expect(mediaIds(history)).toEqual(['a', 'b']);
    history = undo(history);
    expect(mediaIds(history)).toEqual(['a']);
    history = undo(history);
    expect(mediaIds(history)).toEqual([]);
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(redo(history));
    expect(mediaIds(history)).toEqual(['a', 'b']);
    expect(canRedo(history)).toBe(false);
  });

  it('drops the redo branch after a new change', () => {
    let history = run(createHistory(createEditorState()), (s) =>
      addSegment(s, { media: video('a', 10) }),
    );
    history = undo(history);
    history = run(history, (s) => addSegment(s, { media: video('b', 10) }));
    expect(canRedo(history)).toBe(false);
    expect(mediaIds(history)).toEqual(['b']);
  });

  it('does not make steps of cursor, zoom or refused commands', () => {
    let history = run(createHistory(createEditorState()), (s) =>
      addSegment(s, { media: video('a', 10) }),
    );
    history = run(
      history,
      (s) => setCursor(s, { time: 4 }),
      (s) => setZoom(s, { zoom: 2 }),
    );
    const refused = perform(history, (s) => addSegment(s, { media: photos('p', 0) }));
    expect(refused.result.ok).toBe(false);
    expect(refused.history).toBe(history);
    expect(history.past).toHaveLength(1);
    history = undo(history);
    expect(history.state.view).toMatchObject({ zoom: 2, cursor: 0 });
  });

  it('keeps the view valid: the cursor within the undone video', () => {
    let history = run(
      createHistory(createEditorState()),
      (s) => addSegment(s, { media: video('a', 10) }),
      (s) => addSegment(s, { media: video('b', 50) }),
      (s) => setCursor(s, { time: 40 }),
    );
    history = undo(history);
    expect(history.state.view.cursor).toBe(10);
  });

  it('remembers a limited number of steps', () => {
    let history = createHistory(createEditorState(), { limit: 3 });
    for (let i = 0; i < 5; i++) {
      history = run(history, (s) => addSegment(s, { media: video(`v${i}`, 1) }));
    }
    expect(history.past).toHaveLength(3);
  });
});

describe('gestures', () => {
  function withProduct() {
    let history = createHistory(createEditorState({ view: { snapToCursor: false, zoom: 6 } }));
    history = run(
      history,
      (s) => addSegment(s, { media: video('a', 60) }),
      (s) => addTimed(s, { target: { kind: 'product', productId: 'p' }, time: 10 }),
    );
    return history;
  }
  const start = (h: TimelineHistory) => activeStrategy(h.state)!.timed[0]!.startTime;

  it('makes one step of a whole drag', () => {
    let history = withProduct();
    const key = activeStrategy(history.state)!.timed[0]!.key;
    const steps = history.past.length;
    for (let i = 0; i < 5; i++) {
      history = perform(history, (s) => moveTimed(s, { key, deltaPx: 8 }), {
        gesture: 'drag-1',
      }).history;
    }
    history = endGesture(history);
    expect(start(history)).toBe(15);
    expect(history.past).toHaveLength(steps + 1);
    history = undo(history);
    expect(start(history)).toBe(10);
  });

  it('starts a new step for the next gesture, even with the same id after it ended', () => {
    let history = withProduct();
    const key = activeStrategy(history.state)!.timed[0]!.key;
    history = perform(history, (s) => moveTimed(s, { key, deltaPx: 8 }), { gesture: 'g' }).history;
    history = endGesture(history);
    history = perform(history, (s) => moveTimed(s, { key, deltaPx: 8 }), { gesture: 'g' }).history;
    history = undo(history);
    expect(start(history)).toBe(11);
  });

  it('groups typing in one field and overlay resizing into single steps', () => {
    let history = withProduct();
    const entry = history.state.doc.experiment.entries[0]!.key;
    for (const text of ['4', '45', '450', '45']) {
      history = perform(history, (s) => setEntryPercentage(s, { entryKey: entry, text }), {
        gesture: `percentage:${entry}`,
      }).history;
    }
    expect(history.state.doc.experiment.entries[0]!.percentage).toBe('45');
    history = undo(history);
    expect(history.state.doc.experiment.entries[0]!.percentage).toBe('100');

    const key = history.state.doc.segments[0]!.key;
    history = run(history, (s) => setOverlay(s, { segmentKey: key, image: photos('o', 1) }));
    for (const overlayWidth of [90, 80, 70]) {
      history = perform(
        history,
        (s) => updateOverlay(s, { segmentKey: key, changes: { overlayWidth } }),
        {
          gesture: 'resize',
        },
      ).history;
    }
    history = undo(history);
    expect(history.state.doc.segments[0]!.overlay?.overlayWidth).toBe(100);
  });

  it('cancels a gesture without leaving a step', () => {
    let history = withProduct();
    const before = history;
    const key = activeStrategy(history.state)!.timed[0]!.key;
    history = perform(history, (s) => moveTimed(s, { key, deltaPx: 80 }), {
      gesture: 'drag',
    }).history;
    history = cancelGesture(history, 'drag');
    expect(start(history)).toBe(10);
    expect(history.past).toEqual(before.past);
    expect(cancelGesture(history, 'drag')).toBe(history);
  });
});

describe('dirty state', () => {
  it('is clean again after undoing back to what was loaded', () => {
    let history = createHistory(createEditorState());
    expect(isDirty(history.state)).toBe(false);
    history = run(history, (s) => addSegment(s, { media: video('a', 1) }));
    expect(isDirty(history.state)).toBe(true);
    history = undo(history);
    expect(isDirty(history.state)).toBe(false);
  });

  it('treats a view-only state as no change', () => {
    const history = createHistory(createEditorState());
    const next = must(setCursor(history.state, { time: 0 }));
    expect(commit(history, next)).toBe(history);
  });
});
