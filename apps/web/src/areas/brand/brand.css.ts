import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

// The page's own width decides between one and two columns, not the screen's: beside the
// expanded navigation a 1280 px screen leaves about 950 px, where two columns would squeeze the
// preview's product card.
const page = createContainer('brand-page');
const ONE_COLUMN = `${page} (max-width: 1000px)`;

export const layoutFrame = style({ containerType: 'inline-size', containerName: page });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.15fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  '@container': { [ONE_COLUMN]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const previewColumn = style({
  position: 'sticky',
  top: vars.space.lg,
  '@container': { [ONE_COLUMN]: { position: 'static' } },
});

export const warning = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: '#fff8e6',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const warningIcon = style({ flexShrink: 0, color: vars.color.warning, marginTop: 2 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const readError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const unsaved = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const status = style({ margin: 0, color: vars.color.textMuted });
