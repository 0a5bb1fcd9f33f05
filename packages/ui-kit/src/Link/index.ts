export { Link, LinkContext } from './Link';
export type { LinkProps } from './Link';
export { NEW_TAB_HINT } from './external';
