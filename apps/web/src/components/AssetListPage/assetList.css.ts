// The asset lists' toolbar, row actions and thumbnails.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({ flex: '1 1 240px', maxWidth: 360 });

/** The toolbar's selects: as wide as each list has always shown them. */
export const select = styleVariants({
  fixed: { width: 180 },
  atLeastSm: { minWidth: 160 },
  atLeastMd: { minWidth: 180 },
});

export const rowActions = style({
  display: 'flex',
  gap: vars.space.xxs,
  justifyContent: 'flex-end',
});

const thumbnailBase = style({
  display: 'block',
  height: 56,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceHover,
});

/** Square for photos and layouts, portrait for videos. */
export const thumbnail = styleVariants({
  square: [thumbnailBase, { width: 56 }],
  portrait: [thumbnailBase, { width: 40 }],
});
