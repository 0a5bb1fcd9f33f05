// '@vendy/ui-kit/tokens': the design tokens alone, without components or global styles (nothing
// here emits CSS). For packages that follow the kit's theme but must not ship the kit, like the
// player in a store page: style with `vars`, fall back to `lightTheme` where no theme is set.
export { lightTheme, vars } from './theme/contract.css';
export { focusRing } from './theme/focus-ring';
