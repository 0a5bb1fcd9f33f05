// Vendy's design tokens: the one contract every package styles with (the kit's components, the
// player, the timeline). Components read only these variables, never literal colours, so a theme
// (light today, others later) is one `createGlobalTheme` call. This module emits no CSS: packages
// that must not ship the kit (the player in a store page) import it through '@vendy/ui-kit/tokens'
// and fall back to `lightTheme` where the page has no kit theme.
import { createGlobalThemeContract } from '@vanilla-extract/css';

export const vars = createGlobalThemeContract(
  {
    color: {
      primary: 'color-primary',
      primaryHover: 'color-primary-hover',
      primaryPressed: 'color-primary-pressed',
      onPrimary: 'color-on-primary',
      danger: 'color-danger',
      dangerHover: 'color-danger-hover',
      onDanger: 'color-on-danger',
      success: 'color-success',
      onSuccess: 'color-on-success',
      info: 'color-info',
      onInfo: 'color-on-info',
      warning: 'color-warning',
      text: 'color-text',
      textMuted: 'color-text-muted',
      textInverse: 'color-text-inverse',
      background: 'color-background',
      surface: 'color-surface',
      surfaceRaised: 'color-surface-raised',
      surfaceHover: 'color-surface-hover',
      surfaceSelected: 'color-surface-selected',
      border: 'color-border',
      borderStrong: 'color-border-strong',
      focusRing: 'color-focus-ring',
      overlay: 'color-overlay',
      disabledText: 'color-disabled-text',
      disabledSurface: 'color-disabled-surface',
    },
    space: {
      none: 'space-none',
      xxs: 'space-xxs',
      xs: 'space-xs',
      sm: 'space-sm',
      md: 'space-md',
      lg: 'space-lg',
      xl: 'space-xl',
      xxl: 'space-xxl',
    },
    radius: { sm: 'radius-sm', md: 'radius-md', lg: 'radius-lg', pill: 'radius-pill' },
    font: {
      body: 'font-body',
      heading: 'font-heading',
      mono: 'font-mono',
    },
    fontSize: {
      xs: 'font-size-xs',
      sm: 'font-size-sm',
      md: 'font-size-md',
      lg: 'font-size-lg',
      xl: 'font-size-xl',
      xxl: 'font-size-xxl',
    },
    fontWeight: {
      regular: 'font-weight-regular',
      medium: 'font-weight-medium',
      bold: 'font-weight-bold',
    },
    lineHeight: { tight: 'line-height-tight', normal: 'line-height-normal' },
    shadow: { sm: 'shadow-sm', md: 'shadow-md', lg: 'shadow-lg' },
    zIndex: { nav: 'z-nav', overlay: 'z-overlay', toast: 'z-toast', tooltip: 'z-tooltip' },
    duration: { fast: 'duration-fast', normal: 'duration-normal' },
  },
  (_value, path) => `vendy-${path.join('-')}`,
);

// Light theme. Text and control colours meet WCAG 2.2 AA contrast (4.5:1 text, 3:1 UI) on
// `background` and `surface`. The values as data, so a package can use them as fallbacks.
export const lightTheme = {
  color: {
    primary: '#0265b0',
    primaryHover: '#01548f',
    primaryPressed: '#014373',
    onPrimary: '#ffffff',
    danger: '#b3261e',
    dangerHover: '#8c1d18',
    onDanger: '#ffffff',
    success: '#1b6e35',
    onSuccess: '#ffffff',
    info: '#0b5394',
    onInfo: '#ffffff',
    warning: '#8a5300',
    text: '#1c1f24',
    textMuted: '#545b66',
    textInverse: '#ffffff',
    background: '#f5f7fa',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#eef2f7',
    surfaceSelected: '#dcebf8',
    border: '#8a929e',
    borderStrong: '#5f6773',
    focusRing: '#0265b0',
    overlay: 'rgba(15, 20, 28, 0.55)',
    disabledText: '#6b727d',
    disabledSurface: '#e6e9ee',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    body: "Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
    heading: "Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
    mono: "'DejaVu Sans Mono', ui-monospace, monospace",
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(15, 20, 28, 0.12)',
    md: '0 4px 12px rgba(15, 20, 28, 0.14)',
    lg: '0 12px 32px rgba(15, 20, 28, 0.2)',
  },
  zIndex: { nav: '10', overlay: '100', toast: '200', tooltip: '300' },
  duration: { fast: '120ms', normal: '200ms' },
} as const satisfies ThemeValues;

type ThemeValues = { [Group in keyof typeof vars]: Record<keyof (typeof vars)[Group], string> };
