// The upload and edit forms' column and their Cancel / submit row.
import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
