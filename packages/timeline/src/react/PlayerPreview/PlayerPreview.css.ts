import { style } from '@vanilla-extract/css';

export const root = style({ width: '100%', minHeight: 120 });
