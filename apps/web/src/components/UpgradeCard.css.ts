import { style, styleVariants } from '@vanilla-extract/css';

export const gate = styleVariants({ sm: { maxWidth: 480 }, md: { maxWidth: 560 } });

export const gateText = style({ margin: 0 });
