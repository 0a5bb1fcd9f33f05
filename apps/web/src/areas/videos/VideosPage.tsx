// /videos (doc 2 §2): the Videos tab (and Instagram, once a social account is connected), the
// 'Add Video' menu, the list and the upload, import and edit dialogs. Data and calls come from
// the route module.
import { useMemo, useState } from 'react';
import {
  Button,
  EmptyState,
  Menu,
  MenuItem,
  PlusIcon,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  UploadIcon,
  VideoIcon,
} from '@vendy/ui-kit';
import type { InstagramAccountFieldsFragment } from '@vendy/client/generated';
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
import * as styles from './VideosPage.css';

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
        <EmptyState
          picture={<VideoIcon size={48} />}
          title="Upload your first video!"
          action={
            <Button icon={<UploadIcon />} onPress={() => open('upload')}>
              Upload Video
            </Button>
          }
        />
      }
    />
  );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.heading}>Videos</h1>
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
      </div>
      {uploadUsage && <UploadMinutes usage={uploadUsage} />}
      {instagramAccount ? (
        <Tabs defaultSelectedKey={defaultTab}>
          <TabList aria-label="Video sources">
            <Tab id="videos">Videos</Tab>
            <Tab id="instagram">Instagram</Tab>
          </TabList>
          <TabPanel id="videos" className={styles.panel}>
            {list}
          </TabPanel>
          <TabPanel id="instagram" className={styles.panel}>
            <InstagramTab
              accountName={instagramAccount.accountName}
              posts={instagramVideos}
              importedIds={imported}
              onImport={() => open('instagram')}
            />
          </TabPanel>
        </Tabs>
      ) : (
        <Tabs defaultSelectedKey="videos">
          <TabList aria-label="Video sources">
            <Tab id="videos">Videos</Tab>
          </TabList>
          <TabPanel id="videos" className={styles.panel}>
            {list}
          </TabPanel>
        </Tabs>
      )}
      <VideoDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        actions={actions}
        instagramPosts={posts}
        importedInstagramIds={imported}
        localVideoTools={localVideoTools}
        uploadUsage={uploadUsage}
      />
    </div>
  );
}
