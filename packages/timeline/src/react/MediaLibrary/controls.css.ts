/**
 * Controls shared by the library panel, the experiment form and the placement chooser: buttons,
 * text fields, selects, messages and tooltips, styled through React Aria's data attributes.
 */
import { style } from '@vanilla-extract/css';
import { focusRing } from '@vendy/ui-kit/tokens';
import { color } from '../theme.css';

/** Error text: #b42318 on white is 6.5:1. */
export const danger = '#b42318';
export const border = '#9aa5b1';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 32,
  minWidth: 32,
  paddingInline: 12,
  border: `1px solid ${color.accent}`,
  borderRadius: 6,
  background: color.surface,
  color: color.accent,
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: '#e6f1fa', color: '#01609f' },
    '&[data-pressed]': { background: '#cfe3f4', color: '#01609f' },
    '&[data-disabled]': { borderColor: border, color: color.muted, cursor: 'not-allowed' },
  },
});

export const primaryButton = style([
  button,
  {
    background: color.accent,
    color: '#ffffff',
    selectors: {
      '&[data-hovered]': { background: '#025a9a', color: '#ffffff' },
      '&[data-pressed]': { background: '#014a80', color: '#ffffff' },
      '&[data-disabled]': { background: '#e4e7eb', borderColor: border, color: color.muted },
    },
  },
]);

export const field = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });

export const label = style({ fontSize: 13, fontWeight: 600, color: color.ink });

export const input = style({
  minHeight: 32,
  paddingInline: 8,
  border: `1px solid ${border}`,
  borderRadius: 6,
  background: color.surface,
  color: color.ink,
  font: 'inherit',
  fontSize: 14,
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: color.focus, boxShadow: `0 0 0 1px ${color.focus}` },
    '&[data-invalid]': { borderColor: danger },
    '&[data-disabled]': { background: '#f5f7fa', color: color.muted },
  },
});

export const fieldError = style({ color: danger, fontSize: 13 });

export const message = style({ margin: 0, color: color.muted, fontSize: 14 });

export const alert = style({ margin: 0, color: danger, fontSize: 14, fontWeight: 600 });

export const tooltip = style({
  maxWidth: 260,
  padding: '6px 10px',
  borderRadius: 6,
  background: color.ink,
  color: '#ffffff',
  fontSize: 13,
  lineHeight: 1.4,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
