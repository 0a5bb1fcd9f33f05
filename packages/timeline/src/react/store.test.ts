import { describe, expect, it, vi } from 'vitest';
import { addSegment, createEditorState, setCursor } from '../model';
import { video } from '../model/test-fixtures';
import { createTimelineStore } from './store';

describe('timeline store', () => {
  it('runs commands, notifies subscribers and undoes', () => {
    const store = createTimelineStore(createEditorState());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const result = store.run((s) => addSegment(s, { media: video('a', 10) }));
    expect(result.ok).toBe(true);
    expect(store.getState().doc.segments).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    store.undo();
    expect(store.getState().doc.segments).toHaveLength(0);
    store.redo();
    expect(store.getState().doc.segments).toHaveLength(1);
    unsubscribe();
    store.run((s) => setCursor(s, { time: 5 }));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('returns refusals without changing anything', () => {
    const store = createTimelineStore(createEditorState());
    const listener = vi.fn();
    store.subscribe(listener);
    const result = store.run((s) =>
      addSegment(s, { media: video('p', 10, { status: 'PROCESSING' }) }),
    );
    expect(result.ok).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});
