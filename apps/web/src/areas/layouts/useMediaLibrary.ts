// The wizard's media library: the group's videos and photo collections, loaded once the wizard
// needs them. PROCESSING videos are re-checked by the picker (every 15 s).
import { useMemo, useState } from 'react';
import {
  CheckAndUpdateVideoStatusDocument,
  GetImageCollectionsDocument,
  GetVideosDocument,
  type ImageCollectionFieldsFragment,
  type VideoFieldsFragment,
} from '@vendy/client/generated';
import { request } from '../../lib/api';
import { useRemote } from '../../lib/useRemote';
import type { MediaLibrary } from './MediaChooserDialog';

const loadVideos = async () => (await request(GetVideosDocument)).getVideos;
const loadCollections = async () =>
  (await request(GetImageCollectionsDocument)).getImageCollections;
const checkStatus = async (videoId: string) =>
  (await request(CheckAndUpdateVideoStatusDocument, { videoId })).checkAndUpdateVideoStatus;

export function useMediaLibrary(active: boolean): MediaLibrary {
  // Loaded the first time the library is needed, then kept for the rest of the visit.
  const [needed, setNeeded] = useState(active);
  if (active && !needed) setNeeded(true);
  const videos = useRemote<readonly VideoFieldsFragment[]>('videos', loadVideos, {
    enabled: needed,
  }).state;
  const imageCollections = useRemote<readonly ImageCollectionFieldsFragment[]>(
    'photo-collections',
    loadCollections,
    { enabled: needed },
  ).state;
  return useMemo(
    () => ({ videos, imageCollections, onCheckStatus: checkStatus }),
    [videos, imageCollections],
  );
}
