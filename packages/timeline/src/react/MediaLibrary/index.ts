export { MediaLibrary, type MediaLibraryProps } from './MediaLibrary';
export { LibraryCard, type LibraryCardProps } from './LibraryCard';
export {
  LIBRARY_EMPTY_MESSAGES,
  LIBRARY_PAGE_SIZES,
  LIBRARY_TAB_LABELS,
  libraryDragId,
  libraryEntries,
  libraryPage,
  toLibraryItem,
  type LibraryAffiliateLink,
  type LibraryData,
  type LibraryEntry,
  type LibraryPage,
  type LibraryProduct,
  type LibraryProductCollection,
} from './library-data';
export { FALLBACK_IMAGE } from './fallback-image';
