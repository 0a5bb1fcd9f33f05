import { fallbackVar } from '@vanilla-extract/css';
import { lightTheme, vars } from './contract.css';

/**
 * The one visible focus ring of every Vendy interface: the kit's components, the player and the
 * timeline. A style object, to spread under a focus selector (`'&[data-focus-visible]'`,
 * `'&:focus-visible'`). Where the page has no kit theme (the player in a store page) the colour
 * falls back to the light theme's, so the ring never disappears with a missing variable.
 */
export const focusRing = {
  outline: `2px solid ${fallbackVar(vars.color.focusRing, lightTheme.color.focusRing)}`,
  outlineOffset: '2px',
} as const;
