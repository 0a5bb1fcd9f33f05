export { Switch, SwitchFieldContext } from './Switch';
export type { SwitchProps } from './Switch';
