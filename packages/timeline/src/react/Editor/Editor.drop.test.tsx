// @vitest-environment happy-dom
import '../test-setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_VIEWPORT_PX,
  activeStrategy,
  currentZoom,
  fitZoom,
  pxPerSecond,
  type EditorState,
} from '../../model';
import { createTimelineStore } from '../store';
import { Editor, type SaveOutcome } from './Editor';
import { layout, installTimelineLayout } from './test-layout-editor';
import { fullLibrary, seededState, type SeedOptions } from './test-editor';

installTimelineLayout();

/** An 8-second clip at 'fit', the zoom the editor opens with. */
function setup(seed: SeedOptions = { segments: [8], view: { zoom: 'fit' } }) {
  const store = createTimelineStore(seededState(seed));
  render(
    <Editor
      store={store}
      library={fullLibrary()}
      title="Summer lookbook"
      onSave={vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }))}
      onClose={vi.fn()}
    />,
  );
  layout.all();
  return store;
}

const starts = (state: EditorState) => (activeStrategy(state)?.timed ?? []).map((t) => t.startTime);
const TIMED_Y = layout.point('timed').y;

async function openProducts() {
  fireEvent.click(screen.getByRole('tab', { name: 'Products' }));
  await screen.findByTestId('library:products:product-1');
  layout.all();
}

/** Drags from the middle of `from` to `x` on the timed track, the pointer or a finger. */
async function dragTo(from: Element, x: number, pointerType: 'mouse' | 'touch' = 'mouse') {
  const box = from.getBoundingClientRect();
  const start = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  const step = async (fire: () => void) => act(async () => void fire());
  const common = { pointerId: 1, pointerType, isPrimary: true };
  await step(() => fireEvent.pointerDown(from, { ...start, ...common, button: 0 }));
  await step(() =>
    fireEvent.pointerMove(document, {
      ...common,
      clientX: start.clientX - 20,
      clientY: start.clientY,
    }),
  );
  await step(() => fireEvent.pointerMove(document, { ...common, clientX: x, clientY: TIMED_Y }));
  await step(() => fireEvent.pointerUp(document, { ...common, clientX: x, clientY: TIMED_Y }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
}

describe('dropping products on the timed track', () => {
  it('opens at fit: the 8-second clip spans the track', () => {
    const store = setup();
    // happy-dom measures no width: the default view width stands in for it.
    expect(currentZoom(store.getState())).toBeCloseTo(fitZoom(8, DEFAULT_VIEWPORT_PX), 9);
    expect(screen.getByRole('button', { name: 'Fit' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('places each product where the pointer lets go, at distinct times', async () => {
    const store = setup();
    await openProducts();
    const pps = pxPerSecond(currentZoom(store.getState()));
    const at = (seconds: number) => 19 + seconds * pps;
    await dragTo(screen.getByTestId('library:products:product-1'), at(1));
    await dragTo(screen.getByTestId('library:products:product-2'), at(5));
    await dragTo(screen.getByTestId('library:products:product-3'), at(7.8), 'touch');
    const times = starts(store.getState());
    expect(times).toHaveLength(3);
    expect(times[0]).toBeCloseTo(1, 2);
    expect(times[1]).toBeCloseTo(5, 2);
    expect(times[2]).toBeCloseTo(7.8, 2);
  });

  it('places a product at the pointer at zoom 6 too (8 px per second)', async () => {
    const store = setup({ segments: [30], view: { zoom: 6 } });
    await openProducts();
    await dragTo(screen.getByTestId('library:products:product-1'), 19 + 8 * 12);
    expect(starts(store.getState())).toEqual([12]);
  });

  it('clamps a drop past the video’s end to its end', async () => {
    const store = setup();
    await openProducts();
    await dragTo(screen.getByTestId('library:products:product-1'), 990);
    expect(starts(store.getState())).toEqual([8]);
  });

  it('drops with the keyboard where the arrows took it, on a ruler tick', async () => {
    const store = setup({ segments: [30], view: { zoom: 6 } });
    await openProducts();
    const card = screen.getByTestId('library:products:product-1');
    await act(async () => card.focus());
    const press = async (key: string, code = key, shiftKey = false) =>
      act(
        async () =>
          void fireEvent.keyDown(document.activeElement ?? document, { key, code, shiftKey }),
      );
    await press(' ', 'Space');
    await press('ArrowLeft');
    await waitFor(() => expect(document.body).toHaveTextContent(/Over the timed product track\./));
    // It arrives at the cursor (0:00); each Shift+Right moves one major tick (5 s at zoom 6) and
    // Right one tick (1 s).
    await press('ArrowRight', 'ArrowRight', true);
    await press('ArrowRight', 'ArrowRight', true);
    await press('ArrowRight');
    await press(' ', 'Space');
    expect(starts(store.getState())).toEqual([11]);
    await waitFor(() =>
      expect(document.body).toHaveTextContent(/was dropped on the timed product track/),
    );
  });

  it('drops with the keyboard at fit zoom on a fifth of a second, within the video', async () => {
    const store = setup();
    await openProducts();
    const card = screen.getByTestId('library:products:product-1');
    await act(async () => card.focus());
    const press = async (key: string, shiftKey = false) =>
      act(
        async () =>
          void fireEvent.keyDown(document.activeElement ?? document, {
            key,
            code: key === ' ' ? 'Space' : key,
            shiftKey,
          }),
      );
    await press(' ');
    await press('ArrowLeft');
    await waitFor(() => expect(document.body).toHaveTextContent(/Over the timed product track\./));
    // Majors are 1 s at this zoom, ticks 0.2 s: 3 majors and 2 ticks are 3.4 s.
    for (const shift of [true, true, true, false, false]) await press('ArrowRight', shift);
    await press(' ');
    expect(starts(store.getState())).toEqual([3.4]);
  });
});
