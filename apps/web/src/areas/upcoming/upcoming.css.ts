import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const text = style({ margin: 0, color: vars.color.text });
