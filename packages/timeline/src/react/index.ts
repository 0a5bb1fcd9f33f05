// Public API of @vendy/timeline/react: components that render the model and turn gestures into
// its commands (see README.md). They hold no editing rule of their own.
export { createTimelineStore, type TimelineStore } from './store';
export { useTimelineHistory, useTimelineState } from './hooks';
export { Ruler, type RulerProps } from './Ruler';
export { Cursor, type CursorProps } from './Cursor';
export { TimelineScale, type TimelineScaleProps } from './TimelineScale';
export { timelineVars } from './theme.css';
