// /videos (doc 2 §2): the Videos tab (and Instagram, once a social account is connected), the
// 'Add Video' menu, the list and the upload, import and edit dialogs. Data and calls come from
// the route module.
import { useMemo, useState } from 'react';
import { Menu, MenuItem, PlusIcon, VideoIcon } from '@vendy/ui-kit';
import type { InstagramAccountFieldsFragment } from '@vendy/client/generated';
import { AssetPageFrame, EmptyUploadState } from '../../components/AssetListPage/AssetPageFrame';
import type { Loadable } from '../../lib/loadable';
import { InstagramTab } from './instagram/InstagramTab';
import {
  VideoDialogs,
  type LocalVideoTools,
  type VideoDialog,
  type VideoPageActions,
} from './VideoDialogs';
import { VideoList } from './VideoList';
import { UploadMinutes, type VideoUploadUsage } from './usage/UploadMinutes';
import { importedInstagramIds, type InstagramVideo, type Video } from './videoListModel';

export type { VideoDialog, VideoPageActions };

export type VideosTab = 'videos' | 'instagram';

export interface VideosPageProps {
  videos: Loadable<readonly Video[]>;
  /** The connected social account; the Instagram tab shows only when there is one. */
  instagramAccount: InstagramAccountFieldsFragment | null;
  instagramVideos: Loadable<readonly InstagramVideo[]>;
  actions: VideoPageActions;
  defaultTab?: VideosTab;
  /** A dialog open from the start (stories). */
  initialDialog?: VideoDialog | null;
  localVideoTools?: LocalVideoTools;
  /** The group's upload minutes this billing month (not shown when absent). */
  uploadUsage?: Loadable<VideoUploadUsage>;
}

type AddAction = 'upload' | 'instagram' | 'youtube' | 'tiktok';

const NO_POSTS: readonly InstagramVideo[] = [];

export function VideosPage({
  videos,
  instagramAccount,
  instagramVideos,
  actions,
  defaultTab = 'videos',
  initialDialog = null,
  localVideoTools,
  uploadUsage,
}: VideosPageProps) {
  const [dialog, setDialog] = useState<VideoDialog | null>(initialDialog);
  const imported = useMemo(
    () => importedInstagramIds(videos.status === 'ready' ? videos.data : []),
    [videos],
  );
  const posts = instagramVideos.status === 'ready' ? instagramVideos.data : NO_POSTS;

  const open = (kind: AddAction) => setDialog({ kind });

  const list = (
    <VideoList
      videos={videos}
      onEdit={(video) => setDialog({ kind: 'edit', video })}
      onDelete={actions.remove}
      emptyState={
        <EmptyUploadState
          picture={<VideoIcon size={48} />}
          title="Upload your first video!"
          uploadLabel="Upload Video"
          onUpload={() => open('upload')}
        />
      }
    />
  );

  return (
    <AssetPageFrame
      heading="Videos"
      action={
        <Menu
          label="Add Video"
          variant="primary"
          icon={<PlusIcon />}
          onAction={(key) => open(key as AddAction)}
        >
          <MenuItem id="upload">Upload</MenuItem>
          {instagramAccount && <MenuItem id="instagram">Instagram import</MenuItem>}
          <MenuItem id="youtube">YouTube import</MenuItem>
          <MenuItem id="tiktok">TikTok import</MenuItem>
        </Menu>
      }
      summary={uploadUsage && <UploadMinutes usage={uploadUsage} />}
      tabs={{
        label: 'Video sources',
        defaultTab: instagramAccount ? defaultTab : 'videos',
        items: instagramAccount
          ? [
              { id: 'videos', title: 'Videos', content: list },
              {
                id: 'instagram',
                title: 'Instagram',
                content: (
                  <InstagramTab
                    accountName={instagramAccount.accountName}
                    posts={instagramVideos}
                    importedIds={imported}
                    onImport={() => open('instagram')}
                  />
                ),
              },
            ]
          : [{ id: 'videos', title: 'Videos', content: list }],
      }}
    >
      <VideoDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        actions={actions}
        instagramPosts={posts}
        importedInstagramIds={imported}
        localVideoTools={localVideoTools}
        uploadUsage={uploadUsage}
      />
    </AssetPageFrame>
  );
}
