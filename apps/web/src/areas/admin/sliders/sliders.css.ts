import { style } from '@vanilla-extract/css';
import { SLIDER_SIDEBAR_WIDTH } from '@vendy/client/domain';
import { focusRing, vars } from '@vendy/ui-kit';

/** Width of a video card in a slider row. */
export const CARD_WIDTH = 112;

// --- List --------------------------------------------------------------------------------------

export const address = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-all',
});

export const rowActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const problem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

// --- Editor frame ----------------------------------------------------------------------------

export const editor = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${SLIDER_SIDEBAR_WIDTH}px`,
  gap: vars.space.lg,
  alignItems: 'start',
  padding: vars.space.xl,
  color: vars.color.text,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const headerTitle = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.sm,
});

export const unsaved = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const publicAddress = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const info = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const wide = style({ gridColumn: '1 / -1' });

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const sliders = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: vars.space.md,
});

// --- A slider -----------------------------------------------------------------------------------

export const slider = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-featured]': {
      borderColor: vars.color.borderStrong,
      background: vars.color.surfaceRaised,
    },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-over]': { outline: `2px dashed ${vars.color.primary}`, outlineOffset: 2 },
  },
});

export const sliderHeader = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const sliderTitle = style({ flex: 1, minWidth: 0 });

export const badge = style({
  alignSelf: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const rowFrame = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollBehavior: 'smooth',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-over]': { background: vars.color.surfaceSelected },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: `0 0 ${CARD_WIDTH}px`,
  width: CARD_WIDTH,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  selectors: {
    '&[data-dragging]': { opacity: 0.4 },
    '&[data-over]': { boxShadow: `-4px 0 0 ${vars.color.primary}` },
  },
});

/** The card's picture, a handle: pressing it (or Space on it) picks the video up. */
export const handle = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const cardPicture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.5em',
});

export const cardActions = style({ display: 'flex', justifyContent: 'space-between' });

/** The end of a row: where a video dropped on the slider (not on a video) goes. */
export const endSlot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: `0 0 ${CARD_WIDTH}px`,
  minHeight: 120,
  padding: vars.space.sm,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  selectors: {
    '&[data-available]': { borderColor: vars.color.primary, color: vars.color.text },
    '&[data-over]': { background: vars.color.surfaceSelected },
  },
});

export const trash = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
  minHeight: 64,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-available]': { borderColor: vars.color.danger, color: vars.color.danger },
    '&[data-over]': { background: vars.color.surfaceSelected },
  },
});

export const overlay = style({
  display: 'inline-block',
  maxWidth: 260,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
  cursor: 'grabbing',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

// --- Catalogue sidebar -----------------------------------------------------------------------

// The admin shell's sticky header (64 px) and a page padding (24 px): the sidebar stays in view
// below them, its foot (the trash) above the window's bottom edge (the shell's main and the editor
// each pad by 24 px).
const SIDEBAR_TOP = 64 + 24;

export const sidebar = style({
  position: 'sticky',
  top: SIDEBAR_TOP,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: SLIDER_SIDEBAR_WIDTH,
  height: `calc(100vh - ${SIDEBAR_TOP + 48}px)`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxSizing: 'border-box',
});

export const sidebarHint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const catalogue = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minHeight: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
});

export const catalogueEntry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const catalogueHandle = style([
  handle,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flex: 1,
    minWidth: 0,
    padding: vars.space.xxs,
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
  },
]);

export const catalogueThumb = style([cardPicture, { width: 48, height: 64, flexShrink: 0 }]);

export const catalogueTitle = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A slider's drag handle, the size of a small icon button. */
export const sliderHandle = style([
  handle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 32,
    height: 32,
    marginBottom: vars.space.xxs,
    color: vars.color.textMuted,
    selectors: { '&:hover': { background: vars.color.surfaceHover } },
  },
]);
