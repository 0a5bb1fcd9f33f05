import { style } from '@vanilla-extract/css';
import { color, font } from '../theme.css';

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
  width: 'min(400px, 100%)',
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

export const text = style({ margin: 0 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: 8 });
