export { PREVIEW_SYNC_TOLERANCE, PlayerPreview, type PlayerPreviewProps } from './PlayerPreview';
export {
  PREVIEW_EXPERIMENT_ID,
  PREVIEW_VIRTUAL_VIDEO_ID,
  previewPlacementData,
  previewVirtualVideo,
  type PreviewMediaResolver,
  type PreviewShopData,
} from './preview-data';
