import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit/tokens';

// The stages sit side by side only where the preview itself is wide enough for the product card.
const previewBox = createContainer('brand-preview');
const ONE_STAGE_COLUMN = `${previewBox} (max-width: 540px)`;

export const preview = style({
  containerType: 'inline-size',
  containerName: previewBox,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // The viewers' own page background (a store page) is white.
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: '#ffffff',
  color: '#1c1f24',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Button and banner in the first column, the (taller) product card in the second. */
export const stages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridTemplateRows: 'auto 1fr',
  gap: vars.space.md,
  '@container': { [ONE_STAGE_COLUMN]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const productCardStage = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  '@container': { [ONE_STAGE_COLUMN]: { gridColumn: 1, gridRow: 'auto' } },
});

export const stageLabel = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** A stand-in for the video picture the overlay sits on. */
export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: 'linear-gradient(160deg, #2c3e50 0%, #1f2a36 55%, #4a3b2f 100%)',
});

export const stageSize = {
  collapsed: style({ height: 72 }),
  open: style({ height: 250 }),
  selected: style({ height: 400 }),
};

// No player controls here: the overlay may use the stage's whole height.
globalStyle(`${stage} [data-shop-overlay]`, { bottom: 12 });

export const poweredBy = style({
  gridColumn: '1 / -1',
  margin: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: 4,
  minHeight: 24,
  fontSize: 12,
});

export const logo = style({ width: 16, height: 16 });
