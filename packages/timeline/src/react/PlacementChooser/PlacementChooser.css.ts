import { style } from '@vanilla-extract/css';
import { focusRing } from '@vendy/ui-kit/tokens';
import { color, font } from '../theme.css';
import { border } from '../MediaLibrary/controls.css';

export const chooser = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 12,
  color: color.ink,
  fontFamily: font,
  fontSize: 14,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: 6 });

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 32,
  paddingInline: 10,
  border: `1px solid ${border}`,
  borderRadius: 999,
  background: color.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: color.accent },
    '&[data-selected]': { borderColor: color.accent, background: '#e6f1fa', fontWeight: 600 },
    '&[data-focus-visible]': focusRing,
  },
});

export const dot = style({
  width: 12,
  height: 12,
  boxSizing: 'border-box',
  border: `2px solid ${color.muted}`,
  borderRadius: '50%',
  selectors: {
    [`${radio}[data-selected] &`]: { border: `4px solid ${color.accent}` },
  },
});

export const share = style({ color: color.muted, fontWeight: 400 });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: 'rgba(15, 23, 42, 0.5)',
});

export const modal = style({
  width: 'min(440px, 100%)',
  maxHeight: '100%',
  overflow: 'auto',
  borderRadius: 10,
  background: color.surface,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.3)',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 20,
  color: color.ink,
  fontFamily: font,
  fontSize: 14,
  outline: 'none',
});

export const heading = style({ margin: 0, fontSize: 18 });

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const choice = style({ width: '100%', justifyContent: 'space-between' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: 8 });
