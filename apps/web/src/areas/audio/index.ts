// What other areas use of the audio area: the list (read-only for the admin group view).
export { AudioList, type AudioListProps } from './AudioList';
export type { Audio } from './audioActions';
