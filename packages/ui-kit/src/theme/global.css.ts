// The light theme on :root and the page basics, for apps that use the kit (importing
// '@vendy/ui-kit' applies them; '@vendy/ui-kit/tokens' does not).
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { lightTheme, vars } from './contract.css';

createGlobalTheme(':root', vars, lightTheme);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
