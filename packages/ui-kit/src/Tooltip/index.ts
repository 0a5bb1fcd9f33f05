export { Tooltip, TooltipContext } from './Tooltip';
export type { TooltipProps } from './Tooltip';
