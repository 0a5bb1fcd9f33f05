// Route module for /videos: loads the videos (keeping PROCESSING ones current), the social
// account and its video posts, and wires the page's dialogs to the server.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Upload } from 'tus-js-client';
import {
  GetInstagramAccountDocument,
  GetInstagramVideosDocument,
  GetVideosDocument,
} from '@vendy/client/generated';
import { INSTAGRAM_RECONNECT_PATH, isInstagramConnectionError } from '@vendy/client/request';
import { request } from '../../lib/api';
import { errorMessage, type Loadable } from '../../lib/loadable';
import { importInstagramVideos } from './instagram/importInstagramVideos';
import { oembedEndpoints } from './oembed/config';
import { readMetadataFrom } from './upload/videoFile';
import { createVideoActions } from './videoActions';
import { removeFromList, replaceInList, upsertInList } from '../../lib/lists';
import type { InstagramVideo, Video } from './videoListModel';
import { useRemote } from '../../lib/useRemote';
import { useProcessingPoll } from './useProcessingPoll';
import { useUploadUsage } from './usage/useUploadUsage';
import { VideosPage, type VideoPageActions } from './VideosPage';

const loadVideos = async () => (await request(GetVideosDocument)).getVideos;

// A group without the social feature, or a server without it, simply has no Instagram tab.
const loadAccount = async () => {
  try {
    return (await request(GetInstagramAccountDocument)).getInstagramAccount;
  } catch {
    return null;
  }
};

// Duration and size of a remote video are readable without CORS (only its pixels are not).
const readRemoteMetadata = (url: string) => {
  const video = document.createElement('video');
  return readMetadataFrom(video, url).finally(() => video.removeAttribute('src'));
};

export function VideosRoute() {
  const { state: videos, update: updateVideos } = useRemote<readonly Video[]>('videos', loadVideos);
  const { state: account } = useRemote('account', loadAccount);
  const accountData = account.status === 'ready' ? account.data : null;
  const instagramVideos = useInstagramVideos(accountData !== null);
  const [uploadUsage, reloadUsage] = useUploadUsage();

  const server = useMemo(
    () =>
      createVideoActions({
        request,
        fetch: (input, init) => globalThis.fetch(input, init),
        Upload,
        oembedEndpoints: () => oembedEndpoints(),
      }),
    [],
  );

  const put = useCallback(
    (video: Video) => updateVideos((list) => upsertInList(list, video)),
    [updateVideos],
  );
  const refresh = useCallback(
    (video: Video) => updateVideos((list) => replaceInList(list, video)),
    [updateVideos],
  );
  useProcessingPoll(videos, server.checkStatus, refresh);

  const actions: VideoPageActions = {
    async upload(values, options) {
      const video = await server.upload(values, options);
      put(video);
      reloadUsage();
      return video;
    },
    async save(video, values) {
      const saved = await server.save({ video, ...values });
      put(saved);
      return saved;
    },
    async remove(video) {
      await server.remove(video);
      updateVideos((list) => removeFromList(list, video.id));
    },
    lookUpYouTube: server.lookUpYouTube,
    lookUpTikTok: server.lookUpTikTok,
    async saveExternal(preview) {
      const video = await server.saveExternal(preview);
      put(video);
      return video;
    },
    async resync(video) {
      const synced = await server.resync(video);
      put(synced);
      return synced;
    },
    async importInstagram(items) {
      const outcome = await importInstagramVideos(
        {
          request,
          fetch: (input, init) => globalThis.fetch(input, init),
          readMetadata: readRemoteMetadata,
        },
        items,
      );
      outcome.imported.forEach(put);
      // Fetched videos count even when saving one of them failed afterwards.
      reloadUsage();
      return outcome;
    },
  };

  return (
    <VideosPage
      videos={videos}
      instagramAccount={accountData}
      instagramVideos={instagramVideos}
      actions={actions}
      uploadUsage={uploadUsage}
    />
  );
}

/**
 * The account's video posts, loaded once an account is known to be connected. A broken connection
 * (InstagramConnectionError) sends the user to the reconnect page.
 */
function useInstagramVideos(connected: boolean): Loadable<readonly InstagramVideo[]> {
  const navigate = useNavigate();
  const [state, setState] = useState<Loadable<readonly InstagramVideo[]>>({ status: 'loading' });
  useEffect(() => {
    if (!connected) return;
    let active = true;
    request(GetInstagramVideosDocument).then(
      (data) => active && setState({ status: 'ready', data: data.getInstagramVideos }),
      (error: unknown) => {
        if (!active) return;
        if (isInstagramConnectionError(error)) void navigate(INSTAGRAM_RECONNECT_PATH);
        setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [connected, navigate]);
  return state;
}
