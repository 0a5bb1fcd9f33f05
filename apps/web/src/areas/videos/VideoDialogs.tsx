// The dialogs of /videos: upload, YouTube / TikTok / Instagram imports and the edit forms. Each
// shows its errors inside; success closes it with the spec's toast.
import { toasts } from '@vendy/ui-kit';
import { AssetDialog } from '../../components/AssetListPage/AssetPageFrame';
import type { Loadable } from '../../lib/loadable';
import type { UploadVideoOptions } from './upload/uploadVideo';
import type { VideoMetadata } from './upload/videoFile';
import type { ExternalVideoPreview } from './videoActions';
import type { InstagramVideo, Video } from './videoListModel';
import type { VideoUploadUsage } from './usage/UploadMinutes';
import { EditVideoForm, type EditVideoValues } from './forms/EditVideoForm';
import { ExternalVideoEditForm } from './forms/ExternalVideoEditForm';
import { TikTokImportForm } from './forms/TikTokImportForm';
import { UploadVideoForm, type UploadVideoValues } from './forms/UploadVideoForm';
import { YouTubeImportForm } from './forms/YouTubeImportForm';
import { InstagramImportForm } from './instagram/InstagramImportForm';
import type {
  InstagramImportItem,
  InstagramImportOutcome,
} from './instagram/importInstagramVideos';

export type VideoDialog =
  | { kind: 'upload' }
  | { kind: 'youtube'; preview?: ExternalVideoPreview }
  | { kind: 'tiktok'; preview?: ExternalVideoPreview }
  | { kind: 'instagram' }
  | { kind: 'edit'; video: Video };

/** What the page's dialogs ask of the route module. */
export interface VideoPageActions {
  upload(values: UploadVideoValues, options: UploadVideoOptions): Promise<Video>;
  save(video: Video, values: EditVideoValues): Promise<Video>;
  remove(video: Video): Promise<void>;
  lookUpYouTube(url: string): Promise<ExternalVideoPreview>;
  lookUpTikTok(url: string): Promise<ExternalVideoPreview>;
  saveExternal(preview: ExternalVideoPreview): Promise<Video>;
  resync(video: Video): Promise<Video>;
  importInstagram(items: InstagramImportItem[]): Promise<InstagramImportOutcome>;
}

/** Browser tools the upload form uses; stories and tests inject fakes. */
export interface LocalVideoTools {
  readMetadata?: (file: File) => Promise<VideoMetadata>;
  captureFrame?: (video: HTMLVideoElement) => Promise<Blob>;
}

export interface VideoDialogsProps {
  dialog: VideoDialog | null;
  onClose: () => void;
  actions: VideoPageActions;
  instagramPosts: readonly InstagramVideo[];
  importedInstagramIds: ReadonlySet<string>;
  localVideoTools?: LocalVideoTools;
  /** The group's upload minutes, shown in the upload form (which refuses what does not fit). */
  uploadUsage?: Loadable<VideoUploadUsage>;
}

const TITLES: Record<VideoDialog['kind'], string> = {
  upload: 'Upload Video',
  youtube: 'Import from YouTube',
  tiktok: 'Import from TikTok',
  instagram: 'Import Instagram Videos',
  edit: 'Edit Video',
};

export function VideoDialogs({
  dialog,
  onClose,
  actions,
  instagramPosts,
  importedInstagramIds,
  localVideoTools = {},
  uploadUsage,
}: VideoDialogsProps) {
  const done = (message: string) => {
    toasts.success(message);
    onClose();
  };

  const body = () => {
    if (!dialog) return null;
    switch (dialog.kind) {
      case 'upload':
        return (
          <UploadVideoForm
            {...localVideoTools}
            usage={uploadUsage}
            onCancel={onClose}
            onUpload={async (values, options) => {
              await actions.upload(values, options);
              done('Video uploaded successfully.');
            }}
          />
        );
      case 'youtube':
        return (
          <YouTubeImportForm
            initialPreview={dialog.preview}
            onLookUp={actions.lookUpYouTube}
            onCancel={onClose}
            onImport={async (preview) => {
              await actions.saveExternal(preview);
              done('Video saved successfully.');
            }}
          />
        );
      case 'tiktok':
        return (
          <TikTokImportForm
            initialPreview={dialog.preview}
            onLookUp={actions.lookUpTikTok}
            onCancel={onClose}
            onImport={async (preview) => {
              await actions.saveExternal(preview);
              done('Video saved successfully.');
            }}
          />
        );
      case 'instagram':
        return (
          <InstagramImportForm
            posts={instagramPosts}
            importedIds={importedInstagramIds}
            onImport={actions.importInstagram}
            onCancel={onClose}
            onDone={() => done('Import Succeeded')}
          />
        );
      case 'edit': {
        const { video } = dialog;
        if (video.source === 'YOUTUBE' || video.source === 'TIKTOK') {
          return (
            <ExternalVideoEditForm
              video={video}
              onCancel={onClose}
              onResync={async () => {
                const synced = await actions.resync(video);
                toasts.success('Sync succeeded.');
                return synced;
              }}
              onSave={async ({ title }) => {
                await actions.save(video, { title, loop: video.loop, thumbnail: null });
                done('Video saved successfully.');
              }}
            />
          );
        }
        return (
          <EditVideoForm
            video={video}
            onCancel={onClose}
            onSave={async (values) => {
              await actions.save(video, values);
              done('Video saved successfully.');
            }}
          />
        );
      }
    }
  };

  return (
    <AssetDialog
      title={dialog ? TITLES[dialog.kind] : null}
      size={dialog?.kind === 'upload' || dialog?.kind === 'instagram' ? 'lg' : 'md'}
      onClose={onClose}
      // Escape must not throw away a running upload.
      isLocked={dialog?.kind === 'upload'}
    >
      {body()}
    </AssetDialog>
  );
}
