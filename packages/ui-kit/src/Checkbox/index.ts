export { Checkbox, CheckboxFieldContext } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
