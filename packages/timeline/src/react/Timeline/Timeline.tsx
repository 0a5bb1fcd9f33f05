import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import {
  activeStrategy,
  capabilities,
  currentZoom,
  needsPlacementChoice,
  scrollLeftKeeping,
  secondsToPx,
  setViewportWidth,
  setZoom,
  totalDuration,
  trackWidthPx,
  zoomIn,
  zoomOut,
} from '../../model';
import { useTimelineDnd } from '../dnd/TimelineDnd';
import { useTimelineState } from '../hooks';
import { TimelineScale } from '../TimelineScale';
import * as styles from './Timeline.css';
import { AudioTrack } from './AudioTrack';
import { OverlayTrack } from './OverlayTrack';
import { StaticTrack } from './StaticTrack';
import { TimedTrack } from './TimedTrack';
import { Trash } from './Trash';
import { VideoTrack } from './VideoTrack';

export interface TimelineProps {
  /** The cursor was grabbed: the app pauses its player (the model's view says so too). */
  onScrubStart?: () => void;
  /** Controls laid next to the trash (e.g. the zoom control). */
  toolbar?: React.ReactNode;
}

/** The static collections move with no zoom or scroll: a zoom step passes them by. */
const Statics = memo(StaticTrack);

/** Scrolls the track area so that a time (the cursor) stays where it was on screen across a zoom. */
function keepCursorInView(scroller: HTMLElement, cursor: number, from: number, to: number) {
  const x = secondsToPx(cursor, from) - scroller.scrollLeft;
  const onScreen = x >= 0 && x <= scroller.clientWidth;
  scroller.scrollLeft = scrollLeftKeeping(cursor, onScreen ? x : scroller.clientWidth / 2, to);
}

function useViewport() {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [viewport, setViewport] = useState({ scrollLeft: 0, width: 720 });
  useEffect(() => {
    if (!node) return;
    const measure = () =>
      setViewport((v) =>
        v.scrollLeft === node.scrollLeft && v.width === (node.clientWidth || v.width)
          ? v
          : { scrollLeft: node.scrollLeft, width: node.clientWidth || v.width },
      );
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [node]);
  return { node, setNode, ...viewport };
}

/** The keyboard's way to drag, on screen (screen readers also hear the full instructions). */
export function KeyboardHint() {
  return (
    <p className={styles.keyHint}>
      Keyboard: Enter or Space to pick up, arrows to move, Enter to drop, Escape to cancel.
    </p>
  );
}

/**
 * The timeline: a horizontally scrolling track area (19 px left padding) with the ruler and the
 * cursor, the video, overlay, audio and timed product tracks, then the static product
 * collections and the trash. Must be rendered inside `<TimelineDnd>`.
 */
export function Timeline({ onScrubStart, toolbar }: TimelineProps) {
  const { store } = useTimelineDnd();
  const state = useTimelineState(store);
  const { view, doc } = state;
  const caps = capabilities(state);
  const { node, setNode, scrollLeft, width } = useViewport();
  const duration = totalDuration(doc);
  const zoom = currentZoom(state);
  const trackWidth = trackWidthPx(duration, zoom, scrollLeft + width);

  // 'fit' follows the visible width of the track.
  useLayoutEffect(() => {
    store.run((s) => setViewportWidth(s, { width }));
  }, [store, width]);

  // A zoom keeps the cursor where it was on screen (or brings it to the middle when it was off);
  // a zoom asked for by a group of timed products keeps that group in place instead.
  const previousZoom = useRef(zoom);
  const reveal = useRef<number | null>(null);
  const onReveal = useCallback((time: number) => {
    reveal.current = time;
  }, []);
  useLayoutEffect(() => {
    const before = previousZoom.current;
    previousZoom.current = zoom;
    const anchor = reveal.current ?? view.cursor;
    reveal.current = null;
    if (!node || before === zoom) return;
    keepCursorInView(node, anchor, before, zoom);
  }, [node, zoom, view.cursor]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey) return;
      if (event.key === '+' || event.key === '=') store.run(zoomIn);
      else if (event.key === '-') store.run(zoomOut);
      else if (event.key === '0') store.run((s) => setZoom(s, { zoom: 'fit' }));
      else return;
      event.preventDefault();
    },
    [store],
  );

  const choosing = needsPlacementChoice(state);
  const strategy = activeStrategy(state);
  const placements = caps.canEditPlacements && !choosing;
  const allowed = useMemo(
    () => ({ media: caps.canEditMedia, placements, drop: caps.showDropZones }),
    [caps.canEditMedia, placements, caps.showDropZones],
  );

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        {toolbar}
        {caps.showTrash ? <Trash /> : null}
        {caps.showDropZones ? <KeyboardHint /> : null}
      </div>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1); + and - zoom in it, 0 fits the video. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={setNode}
        className={styles.scroller}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Timeline tracks"
        onKeyDown={onKeyDown}
      >
        <TimelineScale
          store={store}
          scrollLeft={scrollLeft}
          viewportWidth={width}
          onScrubStart={onScrubStart}
        >
          <VideoTrack state={state} allowed={allowed} />
          <OverlayTrack state={state} allowed={allowed} />
          <AudioTrack state={state} allowed={allowed} />
          {choosing ? (
            <p className={styles.message}>Choose a product placement to edit first.</p>
          ) : (
            <TimedTrack
              state={state}
              strategy={strategy}
              allowed={allowed}
              scrollLeft={scrollLeft}
              viewportWidth={width}
              width={trackWidth}
              onReveal={onReveal}
            />
          )}
        </TimelineScale>
      </div>
      {choosing ? null : <Statics strategy={strategy} allowed={allowed} />}
    </div>
  );
}
