import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';
import { error as formError } from '../../components/FormError.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  maxWidth: 1200,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const subheading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const search = style({ width: 320, maxWidth: '100%' });

/** An error line: the same box as the shared FormError's. */
export const error = formError.center;

export const muted = style({ color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Expanded-row content: side-by-side lists (users, plan history, groups). */
export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.lg,
});

export const detailHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const detailList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

/** Label/value pairs of the group tab. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});

export const factLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const factValue = style({ margin: 0 });

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-all',
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogText = style({ margin: 0 });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** A <div> grouping one dt/dd pair inside `facts` without breaking its grid. */
export const factRow = style({ display: 'contents' });

/** The role dropdown of a table row: sized to its two short options. */
export const roleSelect = style({ width: 140 });
