import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const picture = style({ width: 200, maxWidth: '100%', height: 'auto', alignSelf: 'center' });
export const backdrop = style({ fill: vars.color.surfaceSelected });
export const body = style({ fill: vars.color.primary });
export const shackle = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 10 });
export const keyhole = style({ fill: vars.color.onPrimary });
