export { Table, TableContext, TableStateContext } from './Table';
export type { TableProps, TableColumn } from './Table';
export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export {
  PAGE_SIZE_OPTIONS,
  DEFAULT_PAGE_SIZE,
  sortRows,
  compareSortValues,
  pageCount,
  clampPage,
  pageRows,
  rangeText,
} from './tableModel';
export type { SortDirection, SortValue } from './tableModel';
