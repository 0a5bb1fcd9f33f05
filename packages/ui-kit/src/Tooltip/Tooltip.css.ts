import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';

export const tooltip = style({
  maxWidth: 280,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  zIndex: vars.zIndex.tooltip,
  overflowWrap: 'anywhere',
});

export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
