import { style } from '@vanilla-extract/css';
import { color, focusable, font } from '../theme.css';

export const shell = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  gridTemplateRows: 'auto auto minmax(0, 1fr) auto',
  // One column as wide as the window: a long video's tracks scroll inside the timeline instead
  // of widening the editor (an auto column grew to the whole track at close zooms).
  gridTemplateColumns: 'minmax(0, 1fr)',
  background: color.surface,
  color: color.ink,
  fontFamily: font,
  fontSize: 14,
  overflow: 'hidden',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 16px',
  borderBottom: `1px solid ${color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: 18,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const mode = style({
  padding: '2px 8px',
  borderRadius: 10,
  background: '#e4e7eb',
  color: color.ink,
  fontSize: 12,
});

export const actions = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 8 });

export const button = style([
  focusable,
  {
    minHeight: 32,
    padding: '4px 12px',
    border: `1px solid ${color.muted}`,
    borderRadius: 6,
    background: color.surface,
    color: color.ink,
    cursor: 'pointer',
    selectors: { '&:disabled': { color: '#616e7c', borderColor: '#9aa5b1', cursor: 'default' } },
  },
]);

export const primary = style([
  button,
  {
    background: color.accent,
    borderColor: color.accent,
    color: '#ffffff',
    selectors: {
      '&:disabled': { background: '#e4e7eb', borderColor: '#9aa5b1', color: '#52606d' },
    },
  },
]);

export const status = style({
  minHeight: 0,
  padding: '0 16px',
  fontSize: 13,
  selectors: {
    '&:not(:empty)': { padding: '6px 16px' },
    '&[data-tone="success"]': { background: '#e3f9e5', color: '#05400a' },
    '&[data-tone="error"]': { background: '#fdecea', color: '#8a1c12' },
    '&[data-tone="info"]': { background: '#fff8e1', color: '#513c06' },
  },
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 360px',
  minHeight: 0,
  overflow: 'hidden',
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  overflow: 'auto',
  minHeight: 0,
});

export const preview = style({ width: '100%', maxWidth: 640, alignSelf: 'center' });

export const placements = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const library = style({
  borderLeft: `1px solid ${color.border}`,
  overflow: 'auto',
  minHeight: 0,
});

export const timeline = style({ padding: '8px 16px 12px', borderTop: `1px solid ${color.border}` });

export const still = style({
  position: 'relative',
  marginInline: 'auto',
  background: '#1f2933',
  borderRadius: 6,
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
});

export const stillImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const stillCaption = style({
  position: 'relative',
  padding: '2px 8px',
  borderRadius: 4,
  background: 'rgba(0, 0, 0, 0.7)',
  color: '#ffffff',
});
