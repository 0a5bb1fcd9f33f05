// The bench page: `?bench` mounts the editor with 1,000 timed products and exposes hooks for
// run.mjs; `?stories` runs the editor stories' play functions in this real browser.
import { composeStories } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import { setZoom, type EditorState } from '../../packages/timeline/src/model';
import { Editor } from '../../packages/timeline/src/react/Editor';
import * as editorStories from '../../packages/timeline/src/react/Editor/Editor.stories';
import { fullLibrary, seededState } from '../../packages/timeline/src/react/Editor/test-editor';
import { createTimelineStore } from '../../packages/timeline/src/react/store';

declare global {
  interface Window {
    bench?: {
      itemCount: number;
      zoomStep(zoom: number): Promise<number>;
      /** Products whose start time changed: [before, after] for each. */
      changed(): [number, number][];
      /** Start time of the product whose label was given (before its drag), or null. */
      startOf(label: string): number | null;
    };
    stories?: { name: string; ok: boolean; error?: string }[];
  }
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const params = new URLSearchParams(location.search);
const root = document.getElementById('root')!;

if (params.has('stories')) {
  // One story per page load, so that nothing of a story (a modal, listeners) outlives it.
  const composed = composeStories(editorStories) as Record<
    string,
    { run(context: { canvasElement: HTMLElement }): Promise<void> }
  >;
  const name = params.get('stories');
  if (!name) {
    window.stories = Object.keys(composed).map((story) => ({ name: story, ok: true }));
  } else {
    void (async () => {
      const canvasElement = document.body.appendChild(document.createElement('div'));
      try {
        await composed[name]!.run({ canvasElement });
        window.stories = [{ name, ok: true }];
      } catch (error) {
        window.stories = [{ name, ok: false, error: String((error as Error)?.stack ?? error) }];
      }
    })();
  }
} else {
  const count = Number(params.get('items') ?? 1000);
  // Ten minutes of video; products spread evenly over it.
  const state: EditorState = seededState({
    segments: [300, 300],
    timed: Array.from({ length: count }, (_, i) => Math.round((i * 600 * 10) / count) / 10),
  });
  const store = createTimelineStore(state);
  window.bench = {
    itemCount: count,
    async zoomStep(zoom) {
      const start = performance.now();
      store.run((s) => setZoom(s, { zoom }));
      // The change is on screen after the next frame has been painted.
      await frame();
      await frame();
      return performance.now() - start;
    },
    changed() {
      const before = new Map(state.doc.strategies[0]!.timed.map((t) => [t.key, t.startTime]));
      return store
        .getState()
        .doc.strategies[0]!.timed.filter((t) => before.get(t.key) !== t.startTime)
        .map((t) => [before.get(t.key)!, t.startTime]);
    },
    startOf(label) {
      const match = /at (\d+):(\d+)$/.exec(label);
      const before = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
      const name = /“(.*)”/.exec(label)?.[1];
      const original = state.doc.strategies[0]!.timed.find(
        (t) => Math.floor(t.startTime) === before && t.name === name,
      );
      const now = store.getState().doc.strategies[0]!.timed.find((t) => t.key === original?.key);
      return now ? now.startTime : null;
    },
  };
  createRoot(root).render(
    <Editor
      store={store}
      library={fullLibrary()}
      title="Bench: 1,000 timed products"
      onSave={async () => ({ ok: true })}
      onClose={() => undefined}
    />,
  );
}
