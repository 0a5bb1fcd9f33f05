import { createGlobalThemeContract, fallbackVar, style } from '@vanilla-extract/css';

/**
 * Colours of the timeline as CSS variables with fallbacks, so that an app can restyle it
 * (`--vendy-timeline-accent` …) without this package knowing the app's theme.
 */
export const timelineVars = createGlobalThemeContract(
  {
    ink: 'ink',
    muted: 'muted',
    accent: 'accent',
    onAccent: 'on-accent',
    surface: 'surface',
    border: 'border',
    focus: 'focus',
    font: 'font',
  },
  (name) => `vendy-timeline-${name}`,
);

export const color = {
  ink: fallbackVar(timelineVars.ink, '#1f2933'),
  muted: fallbackVar(timelineVars.muted, '#52606d'),
  accent: fallbackVar(timelineVars.accent, '#0270c0'),
  onAccent: fallbackVar(timelineVars.onAccent, '#ffffff'),
  surface: fallbackVar(timelineVars.surface, '#ffffff'),
  border: fallbackVar(timelineVars.border, '#cbd2d9'),
  focus: fallbackVar(timelineVars.focus, '#005fcc'),
};

/** The app's body font when it sets one (`--vendy-timeline-font`). */
export const font = fallbackVar(
  timelineVars.font,
  'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
);

export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${color.focus}`, outlineOffset: 2 },
  },
});
