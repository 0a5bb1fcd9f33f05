/**
 * What the preview player plays, built from the editor's document: the segments in order as a
 * virtual video and the edited placement as the player's placement data. The timeline data holds
 * ids, titles and durations only; the app resolves what a player needs besides (media addresses,
 * photos, product details).
 */
import { DEFAULT_BANNER_INTERVAL } from '@vendy/client/domain';
import type {
  PlacementData,
  PlacementStrategy,
  PlayerAudio,
  PlayerImageCollection,
  PlayerSegment,
  PlayerVideo,
  PlayerShoppableVideo,
} from '@vendy/player';
import { audioSource } from '../../model';
import type {
  AudioMedia,
  ImageCollectionMedia,
  Strategy,
  TimelineDocument,
  VideoMedia,
} from '../../model';

/** Resolves the editor's media into what the player plays; null leaves the item out. */
export interface PreviewMediaResolver {
  video(media: VideoMedia): PlayerVideo | null;
  imageCollection(media: ImageCollectionMedia): PlayerImageCollection | null;
  audio(audio: AudioMedia): PlayerAudio | null;
}

/** Products, affiliate links and product collections that banners show (placement data). */
export type PreviewShopData = Omit<PlacementData, 'experiment'>;

type IndividualAssignment = PlacementStrategy['individualAssignments'][number];
type MultipleAssignment = PlacementStrategy['multipleAssignments'][number];

export const PREVIEW_VIRTUAL_VIDEO_ID = 'preview';
export const PREVIEW_EXPERIMENT_ID = 'preview';

/**
 * The document's segments as a virtual video, in track order. A segment lasts as long as on the
 * timeline (the editor's duration wins over the resolved video's), so that the cursor and the
 * player agree on every time.
 */
export function previewVirtualVideo(
  doc: Pick<TimelineDocument, 'title' | 'segments'>,
  media: PreviewMediaResolver,
): PlayerShoppableVideo {
  const segments = doc.segments.map((segment, rank): PlayerSegment => {
    const video = segment.media.kind === 'video' ? media.video(segment.media) : null;
    const collection =
      segment.media.kind === 'imageCollection' ? media.imageCollection(segment.media) : null;
    const overlay = segment.overlay ? media.imageCollection(segment.overlay.image) : null;
    return {
      id: segment.key,
      rank,
      title: segment.title ?? segment.media.title,
      video: video ? { ...video, duration: segment.duration } : null,
      imageCollection: collection,
      audio: segment.audio ? media.audio(segment.audio) : null,
      audioSrc: audioSource(segment),
      overlay,
      ...(overlay && segment.overlay
        ? {
            overlayStart: segment.overlay.overlayStart,
            overlayEnd: segment.overlay.overlayEnd,
            overlayX: segment.overlay.overlayX,
            overlayY: segment.overlay.overlayY,
            overlayWidth: segment.overlay.overlayWidth,
            overlayHeight: segment.overlay.overlayHeight,
          }
        : {}),
    };
  });
  return { id: PREVIEW_VIRTUAL_VIDEO_ID, title: doc.title, segments };
}

/**
 * The edited placement as placement data with one strategy for every viewer: timed products and
 * links as banners from their start, static entries as static banners (collections as the
 * server stores them), so that the player times them exactly as the embed will.
 */
export function previewPlacementData(
  strategy: Strategy | null,
  shop: PreviewShopData,
): PlacementData {
  if (!strategy) return { ...shop, experiment: null };
  const individualAssignments: IndividualAssignment[] = [];
  const multipleAssignments: MultipleAssignment[] = [];
  strategy.timed.forEach((item, rank) => {
    individualAssignments.push({
      id: item.key,
      productId: item.target.kind === 'product' ? item.target.productId : null,
      affiliateLinkId: item.target.kind === 'affiliateLink' ? item.target.affiliateLinkId : null,
      adType: 'banner',
      name: item.name,
      rank,
      startTimeIndex: item.startTime,
      instagramMediaId: item.instagramMediaId,
    });
  });
  strategy.statics.forEach((item, i) => {
    const target = item.target;
    if (target.kind === 'productCollection') {
      multipleAssignments.push({
        id: item.key,
        productCollectionId: target.productCollectionId,
        adType: item.adType,
        name: item.name,
        rank: i,
        bannerInterval: item.bannerInterval ?? DEFAULT_BANNER_INTERVAL,
      });
      return;
    }
    individualAssignments.push({
      id: item.key,
      productId: target.kind === 'product' ? target.productId : null,
      affiliateLinkId: target.kind === 'affiliateLink' ? target.affiliateLinkId : null,
      adType: 'banner_static',
      name: item.name,
      rank: strategy.timed.length + i,
      startTimeIndex: 0,
      instagramMediaId: null,
    });
  });
  return {
    ...shop,
    experiment: {
      id: PREVIEW_EXPERIMENT_ID,
      items: [
        {
          ranges: [{ start: 0, end: 100 }],
          strategy: { id: strategy.key, individualAssignments, multipleAssignments },
        },
      ],
    },
  };
}
