import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import {
  addSegment,
  createEditorState,
  type EditorState,
  type EditorView,
  type SegmentMedia,
} from '../../model';
import { createTimelineStore } from '../store';
import { TimelineScale } from './TimelineScale';

const media = (id: string, duration: number): SegmentMedia => ({
  kind: 'video',
  id,
  title: `Clip ${id}`,
  duration,
  status: 'READY',
  thumbnailUrl: null,
  source: 'UPLOAD',
});

/** A fixed editor state: the same picture on every run. */
function seeded(durations: number[], view: Partial<EditorView>): EditorState {
  let state = createEditorState({ view });
  durations.forEach((duration, i) => {
    const result = addSegment(state, { media: media(`v${i}`, duration) });
    if (result.ok) state = result.state;
  });
  return { ...state, view: { ...state.view, ...view } };
}

interface Args {
  durations: number[];
  view: Partial<EditorView>;
  scrollLeft: number;
  viewportWidth: number;
}

function Scale({ durations, view, scrollLeft, viewportWidth }: Args) {
  const [store] = useState(() => createTimelineStore(seeded(durations, view)));
  return (
    <div style={{ width: viewportWidth, overflow: 'hidden', border: '1px solid #cbd2d9' }}>
      <div style={{ marginLeft: -scrollLeft }}>
        <TimelineScale store={store} scrollLeft={scrollLeft} viewportWidth={viewportWidth}>
          <div style={{ height: 96 }} />
        </TimelineScale>
      </div>
    </div>
  );
}

const meta = {
  title: 'Timeline/TimelineScale',
  component: Scale,
  args: { durations: [30, 45], view: { cursor: 20, zoom: 6 }, scrollLeft: 0, viewportWidth: 720 },
} satisfies Meta<typeof Scale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Timeline cursor' });
    await expect(slider).toHaveAttribute('aria-valuetext', '0:20 of 1:15');
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '21'));
  },
};

/** Zoom 1: a quarter pixel per second, majors every 2:40. */
export const ZoomedOut: Story = {
  args: { durations: [600, 900], view: { cursor: 400, zoom: 1 } },
};

export const Scrubbing: Story = {
  args: { view: { cursor: 42, zoom: 6, scrubbing: true } },
};

/** An hour-long video scrolled to its middle: only the visible ticks exist. */
export const LongVideoScrolled: Story = {
  args: {
    durations: [3600],
    view: { cursor: 1805, zoom: 6 },
    scrollLeft: 19 + 8 * 1800 - 200,
  },
};
