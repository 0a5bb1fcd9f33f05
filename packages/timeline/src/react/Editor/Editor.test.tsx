// @vitest-environment happy-dom
import '../test-setup';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activeStrategy, addSegment, audioSource, type EditorState } from '../../model';
import { libraryVideo } from '../MediaLibrary/fixtures';
import { createTimelineStore, type TimelineStore } from '../store';
import { layout, installTimelineLayout } from './test-layout-editor';
import { Editor, SAVE_SUCCESS_MESSAGE, type SaveOutcome } from './Editor';
import { fullLibrary, seededState, type SeedOptions } from './test-editor';

installTimelineLayout();

function setup(
  seed: SeedOptions = {},
  onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true })),
) {
  const store = createTimelineStore(seededState(seed));
  const onClose = vi.fn();
  const onPause = vi.fn();
  render(
    <Editor
      store={store}
      library={fullLibrary()}
      title="Summer lookbook"
      onSave={onSave}
      onClose={onClose}
      onPause={onPause}
    />,
  );
  layout.all();
  return { store, onSave, onClose, onPause };
}

const timed = (state: EditorState) => activeStrategy(state)?.timed ?? [];

/** A pointer drag from the middle of one element to a point, one event per frame. */
async function pointerDrag(from: Element, to: { x: number; y: number }, { release = true } = {}) {
  const box = from.getBoundingClientRect();
  const start = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  const step = async (fire: () => void) => act(async () => void fire());
  // The pointer comes over the element first (a timed product is armed for dragging then).
  await step(() => fireEvent.pointerOver(from, { ...start, pointerId: 1 }));
  await step(() =>
    fireEvent.pointerDown(from, { ...start, isPrimary: true, button: 0, pointerId: 1 }),
  );
  await step(() =>
    fireEvent.pointerMove(document, { clientX: start.clientX + 10, clientY: start.clientY }),
  );
  await step(() => fireEvent.pointerMove(document, { clientX: to.x, clientY: to.y }));
  if (release) await step(() => fireEvent.pointerUp(document, { clientX: to.x, clientY: to.y }));
  // dnd-kit swallows clicks for 50 ms after a drag (the click that ends it): wait that out.
  await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
}

/** A keyboard press on the focused draggable or the document, then a render. */
async function press(target: Element | Document, key: string, code = key) {
  await act(async () => void fireEvent.keyDown(target, { key, code }));
}

describe('Editor gestures', () => {
  it('adds a segment when a library video is dropped on the video track', async () => {
    const { store } = setup();
    const card = screen.getByTestId('library:videos:video-1');
    await pointerDrag(card, layout.point('segment1'));
    expect(store.getState().doc.segments.map((s) => s.media.id)).toEqual([
      'video-10',
      'video-1',
      'video-11',
    ]);
    // One drop, one undo step.
    act(() => store.undo());
    expect(store.getState().doc.segments).toHaveLength(2);
  });

  it('refuses audio on a segment that has audio and shows why', async () => {
    const { store } = setup({ audioOn: [0] });
    fireEvent.click(screen.getByRole('tab', { name: 'Audios' }));
    const card = await screen.findByTestId('library:audios:audio-2');
    layout.all();
    const before = store.getState().doc;
    await pointerDrag(card, layout.point('audio0'), { release: false });
    expect(screen.getByRole('group', { name: 'Audio track' })).toHaveTextContent(
      'This segment already has audio.',
    );
    await act(async () => fireEvent.pointerUp(document, layout.point('audio0')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(store.getState().doc).toBe(before);
    expect(screen.getByRole('status', { name: 'Editor messages' })).toHaveTextContent(
      'This segment already has audio.',
    );
  });

  it('puts audio on a segment without audio', async () => {
    const { store } = setup({ audioOn: [0] });
    fireEvent.click(screen.getByRole('tab', { name: 'Audios' }));
    const card = await screen.findByTestId('library:audios:audio-2');
    layout.all();
    await pointerDrag(card, layout.point('audio1'));
    expect(store.getState().doc.segments[1]!.audio?.id).toBe('audio-2');
  });

  it('removes a timed product dropped on the trash, in one undo step', async () => {
    const { store } = setup({ timed: [5, 12] });
    const item = screen.getByRole('button', { name: /Product “Linen shirt 1” at 0:05/ });
    await pointerDrag(item, layout.point('trash'));
    expect(timed(store.getState()).map((t) => t.startTime)).toEqual([12]);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(timed(store.getState()).map((t) => t.startTime)).toEqual([5, 12]);
  });

  it('moves a timed product by the dragged distance, clamped to the video', async () => {
    const { store } = setup({ timed: [5] });
    let item = screen.getByRole('button', { name: /at 0:05/ });
    const box = item.getBoundingClientRect();
    // 8 px per second at zoom 6: 80 px later is 10 s later.
    await pointerDrag(item, { x: box.left + box.width / 2 + 80, y: box.top + box.height / 2 });
    expect(timed(store.getState())[0]!.startTime).toBe(15);
    layout.all();
    item = screen.getByRole('button', { name: /at 0:15/ });
    const moved = item.getBoundingClientRect();
    await pointerDrag(item, { x: moved.left + 800, y: moved.top + moved.height / 2 });
    expect(timed(store.getState())[0]!.startTime).toBe(50);
  });

  it('moves a timed product with the keyboard and announces it', async () => {
    const { store } = setup({ timed: [5] });
    const item = screen.getByRole('button', { name: /at 0:05/ });
    await act(async () => item.focus());
    await press(item, ' ', 'Space');
    await waitFor(() => expect(document.body).toHaveTextContent(/Over the timed product track\./));
    for (let i = 0; i < 2; i++) {
      await press(document, 'ArrowRight');
    }
    await press(document, ' ', 'Space');
    // Two ruler ticks of 8 px: 2 s.
    expect(timed(store.getState())[0]!.startTime).toBe(7);
    await waitFor(() =>
      expect(document.body).toHaveTextContent(/was dropped on the timed product track/),
    );
  });

  it('drags a timed product pressed without hovering it first (touch)', async () => {
    const { store } = setup({ timed: [5] });
    const item = screen.getByRole('button', { name: /at 0:05/ });
    const step = async (fire: () => void) => act(async () => void fire());
    const at = { clientX: 75, clientY: 256 };
    await step(() =>
      fireEvent.pointerDown(item, { ...at, isPrimary: true, button: 0, pointerId: 1 }),
    );
    await step(() => fireEvent.pointerMove(document, { clientX: 85, clientY: 256 }));
    await step(() => fireEvent.pointerMove(document, { clientX: 155, clientY: 256 }));
    await step(() => fireEvent.pointerUp(document, { clientX: 155, clientY: 256 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(timed(store.getState())[0]!.startTime).toBe(15);
    expect(store.getHistory().past).toHaveLength(1);
  });

  it('cancels a keyboard drag with Escape, leaving no step', async () => {
    const { store } = setup({ timed: [5] });
    const item = screen.getByRole('button', { name: /at 0:05/ });
    await act(async () => item.focus());
    await press(item, ' ', 'Space');
    await press(document, 'ArrowRight');
    await press(document, 'Escape');
    expect(timed(store.getState())[0]!.startTime).toBe(5);
    expect(store.getHistory().past).toHaveLength(0);
  });

  it('pauses playback when a segment is dragged', async () => {
    const { store, onPause } = setup();
    act(() =>
      store.replace({ ...store.getState(), view: { ...store.getState().view, playing: true } }),
    );
    const segment = screen.getByRole('button', { name: /^Segment 1/ });
    await pointerDrag(segment, layout.point('videoTrackEnd'));
    expect(onPause).toHaveBeenCalled();
    expect(store.getState().doc.segments.map((s) => s.media.id)).toEqual(['video-11', 'video-10']);
  });
});

describe('Timed products too close to tell apart', () => {
  // Zoom 3 is 1 px per second: products within 36 s of a group's first one share its chip.
  const seed: SeedOptions = { segments: [300], timed: [100, 101, 102, 200], view: { zoom: 3 } };

  it('shows them as one chip with their count, the others as themselves', () => {
    setup(seed);
    const track = screen.getByRole('group', { name: 'Timed product track, 4 items' });
    const chip = within(track).getByRole('button', {
      name: '3 timed products from 1:40 to 1:42',
    });
    expect(chip).toHaveTextContent('3');
    expect(chip).toHaveAccessibleDescription('Press Enter or Space to zoom in on these products.');
    expect(within(track).getAllByRole('button', { name: /^Product / })).toHaveLength(1);
    expect(within(track).getByRole('button', { name: /at 3:20$/ })).toBeInTheDocument();
  });

  it('zooms in on them from the keyboard, then shows them one by one at the closest zoom', async () => {
    const { store } = setup(seed);
    const user = userEvent.setup();
    const track = screen.getByRole('group', { name: /^Timed product track/ });
    await act(async () =>
      within(track)
        .getByRole('button', { name: /^3 timed products/ })
        .focus(),
    );
    await user.keyboard('{Enter}');
    // Two seconds apart are 16 px even at zoom 6: the closest zoom still groups them.
    expect(store.getState().view.zoom).toBe(6);
    expect(within(track).getByRole('status')).toHaveTextContent(
      'Zoomed in to 6 on 3 products from 1:40 to 1:42.',
    );
    const chip = within(track).getByRole('button', { name: /^3 timed products/ });
    await waitFor(() => expect(chip).toHaveFocus());
    expect(chip).toHaveAccessibleDescription(
      'Press Enter or Space to show these products one by one.',
    );
    await user.keyboard(' ');
    expect(within(track).getByRole('status')).toHaveTextContent(
      'Showing 3 products from 1:40 to 1:42 one by one.',
    );
    const items = within(track).getAllByRole('button', { name: /^Product / });
    expect(items.map((item) => item.getAttribute('aria-label')?.replace(/^.* at /, ''))).toEqual([
      '1:40',
      '1:41',
      '1:42',
    ]);
    // 3:20 is 1,619 px along at zoom 6, past the drawn window: not drawn at all.
    expect(within(track).queryByRole('button', { name: /at 3:20$/ })).toBeNull();
    await waitFor(() => expect(items[0]).toHaveFocus());
    // The opened products drag as any other: two ticks (2 s) later with the keyboard.
    layout.all();
    await press(items[0]!, ' ', 'Space');
    await press(document, 'ArrowRight');
    await press(document, 'ArrowRight');
    await press(document, ' ', 'Space');
    expect(timed(store.getState()).map((t) => t.startTime)).toEqual([101, 102, 102, 200]);
  });

  it('opens with a click too, and a zoom step closes what was opened', async () => {
    const { store } = setup({ ...seed, view: { zoom: 6 } });
    const track = screen.getByRole('group', { name: /^Timed product track/ });
    fireEvent.click(within(track).getByRole('button', { name: /^3 timed products/ }));
    expect(within(track).getAllByRole('button', { name: /^Product / })).toHaveLength(3);
    act(() => void store.run((s) => ({ ok: true, state: { ...s, view: { ...s.view, zoom: 5 } } })));
    expect(within(track).getAllByRole('button', { name: /^Product / })).toHaveLength(1);
  });
});

describe('Editor modes', () => {
  it('hides the trash and drop zones and ignores drags when read-only', async () => {
    const { store } = setup({ timed: [5], mode: { readOnly: true } });
    expect(screen.queryByRole('group', { name: 'Trash' })).not.toBeInTheDocument();
    expect(screen.queryByText('Drag a product collection here to add it')).not.toBeInTheDocument();
    const item = screen.getByLabelText(/at 0:05/);
    expect(item).not.toHaveAttribute('aria-roledescription');
    const before = store.getState().doc;
    await pointerDrag(item, { x: 600, y: 200 });
    expect(store.getState().doc).toBe(before);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps placements editable but media fixed when media is read-only', () => {
    setup({ timed: [5], mode: { readOnlyMedia: true } });
    expect(screen.getByRole('button', { name: /at 0:05/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Segment 1/)).not.toHaveAttribute('aria-roledescription');
    expect(screen.getByRole('group', { name: 'Trash' })).toBeInTheDocument();
  });
});

describe('Editor toolbar', () => {
  it('enables Save only after a change and reports success', async () => {
    const { store, onSave } = setup({ timed: [5] });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const item = screen.getByRole('button', { name: /at 0:05/ });
    await pointerDrag(item, layout.point('trash'));
    expect(save).toBeEnabled();
    await act(async () => fireEvent.click(save));
    expect(onSave).toHaveBeenCalledWith(store.getState());
    expect(
      await screen.findByText(SAVE_SUCCESS_MESSAGE, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('shows the message of a failed save', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({
      ok: false,
      message: 'Error saving data.',
    }));
    setup({ timed: [5] }, onSave);
    const item = screen.getByRole('button', { name: /at 0:05/ });
    await pointerDrag(item, layout.point('trash'));
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await act(async () => fireEvent.click(save));
    expect(onSave).toHaveBeenCalled();
    expect(
      await screen.findByText('Error saving data.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('undoes and redoes with the buttons and the keyboard shortcuts', async () => {
    const { store } = setup({ timed: [5, 12] });
    const item = screen.getByRole('button', { name: /at 0:05/ });
    await pointerDrag(item, layout.point('trash'));
    const count = () => timed(store.getState()).length;
    expect(count()).toBe(1);
    act(() => void fireEvent.keyDown(document.body, { key: 'z', metaKey: true }));
    expect(count()).toBe(2);
    act(() => void fireEvent.keyDown(document.body, { key: 'Z', metaKey: true, shiftKey: true }));
    expect(count()).toBe(1);
    act(() => void fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true }));
    expect(count()).toBe(2);
    act(() => void fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true }));
    expect(count()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(count()).toBe(2);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(count()).toBe(1);
  });

  it('zooms with the buttons and the slider', () => {
    const { store } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(store.getState().view.zoom).toBe(5);
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom level' }), {
      target: { value: '2' },
    });
    expect(store.getState().view.zoom).toBe(2);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
  });

  it('mixes a video segment’s audio with its sound from the audio item’s toggle, undoably', () => {
    const { store } = setup({ audioOn: [0] });
    const mix = screen.getByRole('button', { name: /^Mix .* with the video’s sound$/ });
    expect(mix).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(mix);
    expect(audioSource(store.getState().doc.segments[0]!)).toBe('Combined');
    expect(mix).toHaveAttribute('aria-pressed', 'true');
    act(() => store.undo());
    expect(audioSource(store.getState().doc.segments[0]!)).toBe('Audio');
  });

  it('closes at once without unsaved changes', () => {
    const { onClose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("asks 'Discard unsaved changes?' before closing with changes, and keeps editing", async () => {
    const user = userEvent.setup();
    const { store, onClose } = setup();
    act(() => void store.run((s) => addSegment(s, { media: libraryVideo(7) })));
    const close = screen.getByRole('button', { name: 'Close' });
    await user.click(close);
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(close).toHaveFocus();
    expect(store.getState().doc.segments).toHaveLength(3);
  });

  it('closes with Discard', async () => {
    const user = userEvent.setup();
    const { store, onClose } = setup();
    act(() => void store.run((s) => addSegment(s, { media: libraryVideo(7) })));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

export type { TimelineStore };
