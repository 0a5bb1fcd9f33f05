// The videos module's face: videos (hosted and external), their uploads, transcoding, usage, and
// the rules for fetching from the network on a merchant's behalf (network.ts).
export { FFMPEG, probeVideo, run } from './ffmpeg';
export { countVideos, prepareGroupMediaRemoval } from './group-media';
export { queueTranscode, type HostedVideoRow, type VideoDeps } from './hosted';
export {
  findHostedCopies,
  hostCopy,
  removeHostedCopies,
  reviveCopy,
  type NewHostedCopy,
} from './hosted-copies';
export { toVideo, type VideoRow } from './mappers';
export {
  FILE_TOO_LARGE,
  THUMBNAIL_UPLOAD_FAILED,
  UPLOADS_NEED_PAID_PLAN,
  VIDEO_NOT_FOUND,
} from './messages';
export { fetchOptions, instagramSandboxInUse, type ImportNetworkOverrides } from './network';
export { MAX_VIDEO_BYTES, newUploadId, uploadDir, uploadFile } from './paths';
export { assertUploadMinutes, checkVideoStatus, saveVideo } from './service';
export { unreadableMessage } from './transcode';
export { uploadUsage } from './usage';
export { videosModule } from './module';
