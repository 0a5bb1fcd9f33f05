// Media pickers for the layout wizard and the timeline editor.
export { MediaPicker } from './MediaPicker';
export type { MediaPickerProps, PickerItem, PickerSelectionMode } from './MediaPicker';
export { VideoPicker } from './VideoPicker';
export type { VideoPickerProps } from './VideoPicker';
export { AudioPicker } from './AudioPicker';
export type { AudioPickerProps } from './AudioPicker';
export { ImageCollectionPicker } from './ImageCollectionPicker';
export type { ImageCollectionPickerProps } from './ImageCollectionPicker';
export { usePolledVideos } from './usePolledVideos';
