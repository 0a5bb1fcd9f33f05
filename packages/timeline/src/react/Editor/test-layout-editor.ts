/** Screen rectangles of the editor's drag-and-drop elements for component tests. */
import { screen, within } from '@testing-library/react';
import { installTestLayout, layout as place } from '../test-layout';
import { TIMED_AT, TIMED_ITEM_PX, TIMED_ORIGIN, TIMED_PPS } from '../Timeline/Timeline.css';

const TRACKS = { top: 100, width: 1000 };
const ROWS = {
  'Video track': { top: 120, height: 56 },
  'Overlay track': { top: 176, height: 28 },
  'Audio track': { top: 204, height: 32 },
};
const TIMED = { top: 236, height: 40 };
const TRASH = { left: 880, top: 40, width: 120, height: 32 };

const px = (value: string) => parseFloat(value) || 0;

function all() {
  const scroller = screen.getByRole('region', { name: 'Timeline tracks' });
  place(scroller, { left: 0, top: TRACKS.top, width: TRACKS.width, height: 200 });
  for (const [name, row] of Object.entries(ROWS)) {
    const group = screen.getByRole('group', { name });
    place(group, { left: 0, top: row.top, width: TRACKS.width, height: row.height });
    for (const child of Array.from(group.children) as HTMLElement[]) {
      if (!child.style.width) continue;
      const left = px(child.style.left);
      const width = px(child.style.width);
      place(child, { left, top: row.top + 2, width, height: row.height - 4 });
      for (const inner of Array.from(child.children) as HTMLElement[]) {
        if (!inner.style.width) continue;
        place(inner, {
          left: left + px(inner.style.left),
          top: row.top + 4,
          width: px(inner.style.width),
          height: row.height - 8,
        });
      }
    }
  }
  const timed = screen.queryByRole('group', { name: /^Timed product track/ });
  if (timed) {
    place(timed, { left: 0, top: TIMED.top, width: TRACKS.width, height: TIMED.height });
    // Timed items are placed by CSS variables (the track's origin and pixels per second, the
    // item's start in seconds), as the stylesheet's calc() does.
    const origin = px(timed.style.getPropertyValue(TIMED_ORIGIN));
    const pps = px(timed.style.getPropertyValue(TIMED_PPS));
    for (const item of Array.from(timed.children) as HTMLElement[]) {
      const start = item.style.getPropertyValue(TIMED_AT);
      if (!start) continue;
      place(item, {
        left: origin + px(start) * pps,
        top: TIMED.top + 4,
        width: TIMED_ITEM_PX,
        height: 32,
      });
    }
  }
  const trash = screen.queryByRole('group', { name: 'Trash' });
  if (trash) place(trash, TRASH);
  const statics = screen.queryByRole('region', { name: 'Static product collections' });
  if (statics) {
    within(statics)
      .queryAllByRole('listitem')
      .forEach((item, i) => {
        const rect = { left: 19 + i * 148, top: 300, width: 140, height: 56 };
        place(item, rect);
        if (item.firstElementChild instanceof HTMLElement) place(item.firstElementChild, rect);
      });
  }
  document.querySelectorAll('[data-testid^="library:"]').forEach((card, i) => {
    place(card, { left: 1100, top: 100 + i * 70, width: 100, height: 60 });
  });
}

const POINTS = {
  /** On the video track, past the segments. */
  videoTrackEnd: { x: 600, y: 148 },
  /** The second segment (its place on the video track). */
  segment1: { x: 19 + 240 + 80, y: 148 },
  /** The audio cells of the first two segments (30 s and 20 s at 8 px per second). */
  audio0: { x: 19 + 120, y: 220 },
  audio1: { x: 19 + 240 + 80, y: 220 },
  trash: { x: TRASH.left + 60, y: TRASH.top + 16 },
  timed: { x: 500, y: TIMED.top + 20 },
};

export const layout = {
  all,
  point: (name: keyof typeof POINTS) => ({
    ...POINTS[name],
    clientX: POINTS[name].x,
    clientY: POINTS[name].y,
  }),
};

export const installTimelineLayout = installTestLayout;
