// @vitest-environment happy-dom
import '../test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addSegment, createEditorState, setPlaying } from '../../model';
import { must, video } from '../../model/test-fixtures';
import { createTimelineStore } from '../store';
import { TimelineScale } from './TimelineScale';

function playingMinute() {
  const state = must(
    addSegment(createEditorState({ view: { zoom: 6 } }), { media: video('v', 60) }),
  );
  return createTimelineStore(must(setPlaying(state, { playing: true })));
}

describe('TimelineScale', () => {
  it('pauses playback while the cursor is dragged and leaves it where it was let go', () => {
    const store = playingMinute();
    render(<TimelineScale store={store} scrollLeft={0} viewportWidth={600} />);
    const slider = screen.getByRole('slider', { name: 'Timeline cursor' });
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 19 });
    expect(store.getState().view).toMatchObject({ playing: false, scrubbing: true });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 19 + 8 * 20 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    expect(store.getState().view).toMatchObject({ cursor: 20, scrubbing: false });
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    // Cursor moves are not undo steps.
    expect(store.getHistory().past).toHaveLength(0);
  });

  it('seeks from the ruler and the keyboard', () => {
    const store = playingMinute();
    render(<TimelineScale store={store} scrollLeft={0} viewportWidth={600} />);
    fireEvent.pointerDown(screen.getByTestId('timeline-ruler'), {
      button: 0,
      clientX: 19 + 8 * 30,
    });
    expect(store.getState().view.cursor).toBe(30);
    const slider = screen.getByRole('slider', { name: 'Timeline cursor' });
    act(() => slider.focus());
    fireEvent.keyDown(slider, { key: 'End' });
    expect(store.getState().view.cursor).toBe(60);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(store.getState().view.cursor).toBe(60);
  });
});
