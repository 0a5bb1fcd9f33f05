import { style } from '@vanilla-extract/css';
import { focusRing } from '@vendy/ui-kit/tokens';
import { color, font } from '../theme.css';
import { border, danger } from '../MediaLibrary/controls.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  minWidth: 0,
  margin: 0,
  padding: 12,
  border: `1px solid ${border}`,
  borderRadius: 8,
  color: color.ink,
  background: color.surface,
  fontFamily: font,
  fontSize: 14,
});

export const legend = style({ paddingInline: 4, fontWeight: 700 });

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  margin: 0,
  padding: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(96px, 1fr) auto',
  alignItems: 'start',
  gap: 8,
});

export const item = style({ listStyle: 'none' });

export const remove = style({ marginTop: 21 });

export const percentage = style({ display: 'flex', alignItems: 'center', gap: 4 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
  minHeight: 32,
  paddingInline: 8,
  border: `1px solid ${border}`,
  borderRadius: 6,
  background: color.surface,
  color: color.ink,
  font: 'inherit',
  fontSize: 14,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '[data-invalid] &': { borderColor: danger },
    '&[data-disabled]': { background: '#f5f7fa', color: color.muted, cursor: 'not-allowed' },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: color.muted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  padding: 4,
  border: `1px solid ${border}`,
  borderRadius: 6,
  background: color.surface,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)',
  outline: 'none',
});

export const option = style({
  padding: '6px 8px',
  borderRadius: 4,
  color: color.ink,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: '#e6f1fa' },
    '&[data-selected]': { fontWeight: 700 },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
});

export const total = style({ margin: 0, fontWeight: 600 });
