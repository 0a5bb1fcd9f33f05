import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: 'currentColor',
});

export const svg = style({
  width: '1.25em',
  height: '1.25em',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Without motion the partial arc still reads as "busy".
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const track = style({ opacity: 0.3 });

export const arc = style({
  // The arc covers a quarter of the circle (circumference of r=9 is ~56.5).
  strokeDasharray: '14 56.5',
  strokeLinecap: 'round',
});

export const sizes = {
  sm: style({ fontSize: vars.fontSize.sm }),
  md: style({ fontSize: vars.fontSize.md }),
  lg: style({ fontSize: vars.fontSize.xxl }),
};
