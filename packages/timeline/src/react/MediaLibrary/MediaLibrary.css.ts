import { style } from '@vanilla-extract/css';
import { focusRing } from '@vendy/ui-kit/tokens';
import { color, font } from '../theme.css';
import { border } from './controls.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  minWidth: 0,
  color: color.ink,
  background: color.surface,
  fontFamily: font,
  fontSize: 14,
});

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  borderBottom: `1px solid ${border}`,
});

export const tab = style({
  padding: '8px 10px',
  borderBottom: '3px solid transparent',
  color: color.muted,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: color.ink },
    '&[data-selected]': { color: color.accent, borderBottomColor: color.accent },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
    // #697886 on white is 4.6:1: a disabled tab stays readable.
    '&[data-disabled]': { color: '#697886', cursor: 'not-allowed', textDecoration: 'line-through' },
  },
});

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  paddingTop: 4,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 } },
});

export const search = style({ display: 'flex', flexDirection: 'column', gap: 4 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  height: '100%',
  boxSizing: 'border-box',
  padding: 6,
  border: `1px solid ${border}`,
  borderRadius: 8,
  background: color.surface,
  cursor: 'grab',
  touchAction: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': { opacity: 0.5 },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', background: '#f5f7fa' },
  },
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 4,
  background: '#e4e7eb',
  selectors: { [`${card}[aria-disabled="true"] &`]: { filter: 'grayscale(1)' } },
});

export const title = style({
  overflow: 'hidden',
  fontWeight: 600,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  color: color.muted,
  fontSize: 13,
});

export const badge = style({
  padding: '1px 6px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 600,
  selectors: {
    '&[data-status="PROCESSING"]': { background: '#fff4e5', color: '#7a4100' },
    '&[data-status="ERROR"]': { background: '#fde8e8', color: '#9b1c1c' },
  },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '24px 8px',
  textAlign: 'center',
});
