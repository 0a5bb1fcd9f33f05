import { style } from '@vanilla-extract/css';
import { color } from '../theme.css';

export const overlay = style({
  boxSizing: 'border-box',
  padding: '6px 8px',
  borderRadius: 6,
  background: color.surface,
  color: color.ink,
  border: `2px solid ${color.accent}`,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.2)',
  fontSize: 12,
  lineHeight: 1.3,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'grabbing',
});
