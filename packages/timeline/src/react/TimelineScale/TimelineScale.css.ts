import { style } from '@vanilla-extract/css';

export const scale = style({ position: 'relative' });
