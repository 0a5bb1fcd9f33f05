// What other areas use of the photo collections area: the list (read-only for the admin group view).
export { PhotoCollectionList, type PhotoCollectionListProps } from './PhotoCollectionList';
export type { ImageCollection } from './photoActions';
