export { Chip } from './Chip';
export type { ChipProps, ChipTone } from './Chip';
