export { Select, SelectContext } from './Select';
export type { SelectProps, SelectOption } from './Select';
