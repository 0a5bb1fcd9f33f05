// The wizard's media library: the group's videos and photo collections, loaded once the wizard
// needs them. PROCESSING videos are re-checked by the picker (every 15 s).
import { useEffect, useMemo, useState } from 'react';
import {
  CheckAndUpdateVideoStatusDocument,
  GetImageCollectionsDocument,
  GetVideosDocument,
  type ImageCollectionFieldsFragment,
  type VideoFieldsFragment,
} from '@vendy/client/generated';
import { request } from '../../app/api';
import { errorMessage, type Loadable } from '../../app/loadable';
import type { MediaLibrary } from './MediaChooserDialog';

function useLoad<T>(active: boolean, load: () => Promise<T>): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!active || started) return;
    setStarted(true);
    load().then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => setState({ status: 'error', message: errorMessage(error) }),
    );
  }, [active, started, load]);
  return state;
}

const loadVideos = async () => (await request(GetVideosDocument)).getVideos;
const loadCollections = async () =>
  (await request(GetImageCollectionsDocument)).getImageCollections;
const checkStatus = async (videoId: string) =>
  (await request(CheckAndUpdateVideoStatusDocument, { videoId })).checkAndUpdateVideoStatus;

export function useMediaLibrary(active: boolean): MediaLibrary {
  const videos = useLoad<readonly VideoFieldsFragment[]>(active, loadVideos);
  const imageCollections = useLoad<readonly ImageCollectionFieldsFragment[]>(
    active,
    loadCollections,
  );
  return useMemo(
    () => ({ videos, imageCollections, onCheckStatus: checkStatus }),
    [videos, imageCollections],
  );
}
