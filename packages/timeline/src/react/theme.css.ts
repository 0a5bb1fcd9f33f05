import { createGlobalThemeContract, fallbackVar, style } from '@vanilla-extract/css';

/**
 * Colours of the timeline as CSS variables with fallbacks, so that an app can restyle it
 * (`--vendy-timeline-accent` …) without this package knowing the app's theme.
 */
export const timelineVars = createGlobalThemeContract(
  { ink: 'ink', muted: 'muted', accent: 'accent', surface: 'surface', focus: 'focus' },
  (name) => `vendy-timeline-${name}`,
);

export const color = {
  ink: fallbackVar(timelineVars.ink, '#1f2933'),
  muted: fallbackVar(timelineVars.muted, '#52606d'),
  accent: fallbackVar(timelineVars.accent, '#0270c0'),
  surface: fallbackVar(timelineVars.surface, '#ffffff'),
  focus: fallbackVar(timelineVars.focus, '#005fcc'),
};

export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${color.focus}`, outlineOffset: 2 },
  },
});
