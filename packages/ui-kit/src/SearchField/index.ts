export { SearchField, SearchFieldContext } from './SearchField';
export type { SearchFieldProps, SearchFieldLabelling } from './SearchField';
