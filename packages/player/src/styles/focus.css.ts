import { style } from '@vanilla-extract/css';

// The focus ring is the ui-kit's one (`focusRing` of '@vendy/ui-kit/tokens').

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
