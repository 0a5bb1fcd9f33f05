import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  background: vars.color.background,
  minHeight: '100%',
});

export const article = style({
  width: '100%',
  maxWidth: 760,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const errorText = style({ margin: 0, color: vars.color.danger });

/** Long-form text (markdown or hand-written help): headings, paragraphs, lists and code. */
export const prose = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

globalStyle(`${prose} :where(h2, h3)`, {
  margin: `${vars.space.lg} 0 0`,
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${prose} :where(p, ul, ol)`, { margin: 0 });
globalStyle(`${prose} :where(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceHover,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
});
globalStyle(`${prose} em`, { color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.info}`,
  background: vars.color.surfaceHover,
  borderRadius: vars.radius.sm,
});

export const related = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const relatedHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const relatedList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});
