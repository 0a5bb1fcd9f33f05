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
      timed(): number[];
    };
    stories?: { name: string; ok: boolean; error?: string }[];
  }
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const params = new URLSearchParams(location.search);
const root = document.getElementById('root')!;

if (params.has('stories')) {
  const results: { name: string; ok: boolean; error?: string }[] = [];
  const composed = composeStories(editorStories);
  void (async () => {
    for (const [name, Story] of Object.entries(composed)) {
      const canvasElement = document.body.appendChild(document.createElement('div'));
      try {
        await Story.run({ canvasElement });
        results.push({ name, ok: true });
      } catch (error) {
        results.push({ name, ok: false, error: String((error as Error)?.stack ?? error) });
      }
      await frame();
      canvasElement.remove();
      // Dialogs render outside the canvas.
      document
        .querySelectorAll('[data-react-aria-top-layer], [role="dialog"]')
        .forEach((n) => n.remove());
    }
    window.stories = results;
  })();
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
    timed: () =>
      store
        .getState()
        .doc.strategies[0]!.timed.slice(0, 3)
        .map((t) => t.startTime),
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
