export { Controls } from './Controls';
export type { ControlsProps } from './Controls';
