import { style, styleVariants } from '@vanilla-extract/css';
import { color, focusable } from '../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  minWidth: 0,
  color: color.ink,
  fontSize: 12,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' });

/** How to drag with the keyboard, shown beside the tracks whenever something can be dragged. */
export const keyHint = style({ margin: 0, color: color.muted, fontSize: 13 });

export const scroller = style([
  focusable,
  {
    overflowX: 'auto',
    overflowY: 'hidden',
    position: 'relative',
    border: `1px solid ${color.border}`,
  },
]);

export const row = style({ position: 'relative', borderTop: '1px solid #e4e7eb' });

export const rowHeight = styleVariants({
  video: { height: 56 },
  overlay: { height: 28 },
  audio: { height: 32 },
  timed: { height: 40 },
});

export const rowLabel = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  display: 'inline-block',
  padding: '0 4px',
  fontSize: 10,
  lineHeight: '14px',
  color: color.muted,
  background: 'rgba(255, 255, 255, 0.85)',
  pointerEvents: 'none',
});

export const cell = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  boxSizing: 'border-box',
});

export const dropStatus = styleVariants({
  idle: {},
  available: { outline: `2px dashed ${color.accent}`, outlineOffset: -2 },
  accept: { outline: `2px solid ${color.accent}`, outlineOffset: -2, background: '#e3f0fb' },
  refuse: { outline: '2px solid #b42318', outlineOffset: -2, background: '#fdecea' },
});

const item = style([
  focusable,
  {
    position: 'absolute',
    boxSizing: 'border-box',
    overflow: 'hidden',
    borderRadius: 4,
    touchAction: 'none',
    userSelect: 'none',
    cursor: 'grab',
    selectors: { '&[aria-disabled="true"], &[data-static]': { cursor: 'default' } },
  },
]);

export const segment = style([
  item,
  {
    top: 4,
    bottom: 4,
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    padding: '0 4px',
    background: '#d9e2ec',
    border: '1px solid #9aa5b1',
  },
]);

export const thumb = style({
  width: 40,
  height: 40,
  objectFit: 'cover',
  borderRadius: 2,
  flexShrink: 0,
  background: '#bcccdc',
});

export const itemTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The status word is drawn from `data-badge`: the segment's accessible name already says it. */
export const badge = style({
  flexShrink: 0,
  padding: '0 4px',
  borderRadius: 3,
  background: '#fff3c4',
  color: '#513c06',
  fontSize: 10,
  '::after': { content: 'attr(data-badge)' },
});

export const audio = style([
  item,
  {
    // A fixed height rather than top and bottom insets: with the app's border-box sizing the row's
    // top border would shrink the item below the 24 px a touch target needs.
    top: 4,
    height: 24,
    padding: '0 6px',
    display: 'flex',
    alignItems: 'center',
    background: '#e6f6ff',
    border: '1px solid #3e8ed0',
  },
]);

export const overlay = style([
  item,
  {
    top: 3,
    bottom: 3,
    padding: '0 6px',
    display: 'flex',
    alignItems: 'center',
    background: '#f0e7fe',
    border: '1px solid #8662c7',
  },
]);

/** Width of a timed product on its track. */
/** Wide enough that 24 px stay clear to press when the cursor's grab area sits on the item. */
export const TIMED_ITEM_PX = 36;

/**
 * Where timed items sit, as CSS custom properties: the track sets its origin (the left padding)
 * and pixels per second, each item its start in seconds. A zoom changes the track's two values
 * and re-renders no item.
 */
export const TIMED_ORIGIN = '--timed-origin';
export const TIMED_PPS = '--timed-pps';
export const TIMED_AT = '--timed-at';

const timedLeft = `calc(var(${TIMED_ORIGIN}, 0px) + var(${TIMED_AT}, 0) * var(${TIMED_PPS}, 8px))`;

export const timed = style([
  item,
  {
    top: 4,
    left: timedLeft,
    width: TIMED_ITEM_PX,
    height: 32,
    display: 'grid',
    placeItems: 'center',
    background: color.surface,
    border: `1px solid ${color.accent}`,
    fontWeight: 600,
    color: color.accent,
  },
]);

/**
 * Timed products too close to tell apart at this zoom: one chip with their count, drawn as a
 * small stack (a second card edge behind it).
 */
export const timedGroup = style([
  focusable,
  {
    position: 'absolute',
    top: 6,
    left: timedLeft,
    width: TIMED_ITEM_PX,
    height: 30,
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
    padding: 0,
    margin: 0,
    border: `1px solid ${color.accent}`,
    borderRadius: 4,
    background: color.accent,
    color: color.onAccent,
    font: 'inherit',
    fontSize: 11,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    boxShadow: `2px -2px 0 -1px ${color.surface}, 2px -2px 0 0 ${color.accent}`,
  },
]);

export const timedImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const dragging = style({ opacity: 0.4 });

export const hint = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: color.muted,
  pointerEvents: 'none',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const message = style({ padding: '8px 19px', color: color.muted });

export const statics = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: 8,
  padding: '4px 0 4px 19px',
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
});

export const card = style([
  item,
  {
    position: 'relative',
    flexShrink: 0,
    width: 140,
    padding: 6,
    background: color.surface,
    border: '1px solid #9aa5b1',
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
  },
]);

export const cardSlot = style({ display: 'flex', flexShrink: 0 });

export const cardImages = style({ display: 'flex', gap: 2, alignItems: 'center' });

export const cardImage = style({ width: 32, height: 32, objectFit: 'cover', borderRadius: 2 });

/** The count is drawn from `data-more` so that it stays out of the card's accessible name. */
export const more = style({
  fontSize: 11,
  color: color.muted,
  paddingLeft: 2,
  '::after': { content: 'attr(data-more)' },
});

export const addSlot = style({
  flexShrink: 0,
  width: 140,
  minHeight: 56,
  display: 'grid',
  placeItems: 'center',
  padding: 6,
  boxSizing: 'border-box',
  border: '1px dashed #9aa5b1',
  borderRadius: 4,
  color: color.muted,
  textAlign: 'center',
});

export const trash = style({
  marginLeft: 'auto',
  minWidth: 120,
  minHeight: 32,
  padding: '4px 12px',
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  border: '1px dashed #b42318',
  borderRadius: 4,
  color: '#8a1c12',
});

export const refusal = style({ color: '#8a1c12' });

/** The audio item's Mix toggle: pressed when the audio plays with the video's sound. */
export const audioMix = style([
  focusable,
  {
    position: 'absolute',
    top: 4,
    right: 2,
    zIndex: 2,
    padding: '0 5px',
    minWidth: 24,
    minHeight: 24,
    border: '1px solid #1f5f99',
    borderRadius: 3,
    background: '#ffffff',
    color: '#1f5f99',
    font: 'inherit',
    fontSize: 11,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': { background: '#1f5f99', color: '#ffffff' },
      '&:disabled': { cursor: 'default', opacity: 0.7 },
    },
  },
]);
