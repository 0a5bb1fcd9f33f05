// From getEmbeddedWidget's answer to what the embed plays: one shoppable video for the
// single-video layouts, the media collection's items in rank order for the others. Pure.
import { buildTimeline, type PlayerShoppableVideo, type Timeline } from '@vendy/player';
import { isMultiMediaLayout, isPortraitLayout, type LayoutType } from '@vendy/client/domain';
import type { LayoutItem } from '../layout-contract';
import type { EmbeddedLayout } from './data';

export interface EmbedItem extends LayoutItem {
  /** The shoppable video: what getExperimentData is asked about and what analytics name. */
  virtualVideoId: string;
  video: PlayerShoppableVideo;
  timeline: Timeline;
  /** Width / height for the player box. */
  aspectRatio: number;
}

const LANDSCAPE_RATIO = 16 / 9;
const PORTRAIT_RATIO = 9 / 16;

type LayoutShoppableVideo = NonNullable<EmbeddedLayout['virtualVideo']>;
type CollectionItem = NonNullable<EmbeddedLayout['mediaCollection']>['items'][number];

/** A collection item that names a plain video or photo collection plays it as one segment. */
function videoOfItem(item: CollectionItem, index: number): PlayerShoppableVideo | null {
  if (item.virtualVideo) return item.virtualVideo;
  const id = item.virtualVideoId ?? item.videoId ?? item.imageCollectionId ?? `item-${index}`;
  if (item.video)
    return { id, title: item.video.title, segments: [{ id, rank: 0, video: item.video }] };
  if (item.imageCollection) {
    return {
      id,
      title: item.imageCollection.title,
      segments: [{ id, rank: 0, imageCollection: item.imageCollection }],
    };
  }
  return null;
}

function firstVideoRatio(video: PlayerShoppableVideo): number | null {
  const first = [...video.segments].sort((a, b) => a.rank - b.rank)[0];
  const ratio = first?.video?.aspectRatio ?? first?.imageCollection?.items[0]?.image.aspectRatio;
  return typeof ratio === 'number' && ratio > 0 ? ratio : null;
}

function toItem(
  type: LayoutType,
  key: string,
  virtualVideoId: string,
  video: PlayerShoppableVideo,
): EmbedItem | null {
  const timeline = buildTimeline(video);
  if (timeline.segments.length === 0) return null;
  // A portrait layout shows its videos at 9:16 whatever their shape; the others follow the media.
  const media = firstVideoRatio(video);
  const portrait = isPortraitLayout(type) || (media !== null && media < 1);
  return {
    key,
    title: video.title || timeline.segments[0]?.title || '',
    thumbnailUrl: timeline.thumbnailUrl,
    ...(timeline.thumbnailSources ? { thumbnailSources: timeline.thumbnailSources } : {}),
    portrait,
    virtualVideoId,
    video,
    timeline,
    aspectRatio: portrait ? PORTRAIT_RATIO : LANDSCAPE_RATIO,
  };
}

/** The items of a layout in display order; items with nothing playable are left out. */
export function embedItems(layout: EmbeddedLayout): EmbedItem[] {
  if (!isMultiMediaLayout(layout.type)) {
    const video: LayoutShoppableVideo | null = layout.virtualVideo;
    const item = video && toItem(layout.type, video.id, video.id, video);
    return item ? [item] : [];
  }
  const items = [...(layout.mediaCollection?.items ?? [])].sort((a, b) => a.rank - b.rank);
  return items.flatMap((entry, index) => {
    const video = videoOfItem(entry, index);
    if (!video) return [];
    const item = toItem(
      layout.type,
      `${index}:${video.id}`,
      entry.virtualVideoId ?? video.id,
      video,
    );
    return item ? [item] : [];
  });
}
