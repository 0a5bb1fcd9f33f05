import { createGlobalThemeContract, fallbackVar, style } from '@vanilla-extract/css';
import { focusRing, lightTheme, vars } from '@vendy/ui-kit/tokens';

/**
 * Overrides of the timeline's colours and font (`--vendy-timeline-accent` …). Each one defaults
 * to a ui-kit token (the one contract: `--vendy-color-primary` …), so the timeline follows the
 * theme the app sets for the kit; set one of these only to style the timeline differently.
 * `focus` is kept for compatibility and colours the focused text field's border: focus rings are
 * the ui-kit's `focusRing`.
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

// A timeline override, else the ui-kit token, else its light-theme value (a page without a theme).
export const color = {
  ink: fallbackVar(timelineVars.ink, vars.color.text, lightTheme.color.text),
  muted: fallbackVar(timelineVars.muted, vars.color.textMuted, lightTheme.color.textMuted),
  accent: fallbackVar(timelineVars.accent, vars.color.primary, lightTheme.color.primary),
  onAccent: fallbackVar(timelineVars.onAccent, vars.color.onPrimary, lightTheme.color.onPrimary),
  surface: fallbackVar(timelineVars.surface, vars.color.surface, lightTheme.color.surface),
  border: fallbackVar(timelineVars.border, vars.color.border, lightTheme.color.border),
  focus: fallbackVar(timelineVars.focus, vars.color.focusRing, lightTheme.color.focusRing),
};

/** The app's body font (`--vendy-timeline-font`, else the ui-kit's `--vendy-font-body`). */
export const font = fallbackVar(timelineVars.font, vars.font.body, lightTheme.font.body);

/** A class for focusable elements: no outline but the ui-kit's focus ring on `:focus-visible`. */
export const focusable = style({
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
